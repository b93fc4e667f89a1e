/**
 * Sending a room's changes: the public view is mirrored into the schema (only the entries that changed), the
 * patch goes out once for everyone, and each viewer's update is built and encoded once per viewer (every client
 * of that seat, or every spectator, gets the same bytes). Each socket gets its patch and its update in one write.
 */
import { ClientState, Protocol, getMessageBytes, type Client, type ClientPrivate } from '@colyseus/core';
import type { Viewer } from '../shared/core/game';
import type { UpdateBatch } from '../shared/core/host';
import { MSG } from '../shared/protocol';

/** An update's frame, as Colyseus's `client.send(MSG.update, json)` would encode it. */
export const updateFrame = (json: string): Buffer => getMessageBytes.raw(Protocol.ROOM_DATA, MSG.update, json);

/** The TCP socket under a client's WebSocket (ws keeps it in `_socket`), if reachable. */
function socketOf(client: Client): { cork(): void; uncork(): void } | undefined {
  const sock = (client.ref as unknown as { _socket?: { cork?: unknown; uncork?: unknown } })._socket;
  return sock && typeof sock.cork === 'function' && typeof sock.uncork === 'function'
    ? (sock as { cork(): void; uncork(): void })
    : undefined;
}

/** Per connection: the frame of the update waiting for it in Colyseus's join queue, while it joins. */
export interface Queued {
  queuedUpdate?: unknown;
}

/**
 * A joining client is sent the room's full state only once its join completes, and then what was sent to it
 * meanwhile: an update queued at join would travel with the newer state if the game moved on in between. So a
 * joining client keeps one queued update, the latest, and it has no events (its view starts from that state).
 */
export function sendUpdate(client: Client, frame: Buffer, q: Queued | undefined): void {
  const queue = (client as Client & ClientPrivate)._enqueuedMessages;
  if (client.state !== ClientState.JOINING || !q || !queue) return client.enqueueRaw(frame);
  const old = q.queuedUpdate === undefined ? -1 : queue.indexOf(q.queuedUpdate);
  if (old >= 0) queue.splice(old, 1);
  client.enqueueRaw(frame);
  q.queuedUpdate = queue[queue.length - 1];
}

export interface Audience {
  clients: Iterable<Client>;
  viewerOf(client: Client): Viewer;
  queued(client: Client): Queued | undefined;
  broadcastPatch(): void;
}

/**
 * Sends `batch` to every client after `broadcastPatch` (the caller has mirrored the public view). A joining client
 * gets `fresh()`'s update instead: the same state without events.
 */
export function fanOut(room: Audience, batch: UpdateBatch, fresh: () => UpdateBatch): void {
  const clients = [...room.clients];
  const socks = clients.map(socketOf);
  for (const s of socks) s?.cork();
  room.broadcastPatch();
  const frames = new Map<Viewer, Buffer>();
  const joiningFrames = new Map<Viewer, Buffer>();
  let joiningBatch: UpdateBatch | null = null;
  for (const client of clients) {
    const viewer = room.viewerOf(client);
    const joining = client.state === ClientState.JOINING;
    const cache = joining ? joiningFrames : frames;
    let frame = cache.get(viewer);
    if (!frame) {
      const b = joining ? (joiningBatch ??= fresh()) : batch;
      cache.set(viewer, (frame = updateFrame(b.json(viewer))));
    }
    sendUpdate(client, frame, room.queued(client));
  }
  for (const s of socks) s?.uncork();
}
