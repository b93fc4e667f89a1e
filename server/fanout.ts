/**
 * Sending a room's changes: each viewer's update is built and encoded once per viewer (every client of that seat,
 * or every spectator, gets the same bytes), with the public entries the change touched; a client that has no public
 * view yet (just joined, or back after a reconnection) gets all of them instead. The lobby's schema patch, if any,
 * goes first; each socket gets its patch and its update in one write.
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

/** Per connection. */
export interface Queued {
  /** The frame of the update waiting for it in Colyseus's join queue, while it joins. */
  queuedUpdate?: unknown;
  /** It was sent the whole public view: from now on, the entries each change touches are enough. */
  hasPublic?: boolean;
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
  info(client: Client): Queued | undefined;
  broadcastPatch(): void;
}

/**
 * Sends `batch` (its public entries synced) to every client after `broadcastPatch`. A joining client gets `fresh()`'s
 * update instead: the same state without events, and all the public entries.
 */
export function fanOut(room: Audience, batch: UpdateBatch, fresh: () => UpdateBatch): void {
  const clients = [...room.clients];
  const socks = clients.map(socketOf);
  for (const s of socks) s?.cork();
  room.broadcastPatch();
  const frames = new Map<string, Buffer>();
  let joiningBatch: UpdateBatch | null = null;
  for (const client of clients) {
    const viewer = room.viewerOf(client);
    const info = room.info(client);
    const joining = client.state === ClientState.JOINING;
    const whole = joining || !info?.hasPublic;
    const key = `${joining ? 'j' : whole ? 'w' : 'd'}${viewer}`;
    let frame = frames.get(key);
    if (!frame) {
      const b = joining ? (joiningBatch ??= fresh()) : batch;
      frames.set(key, (frame = updateFrame(b.json(viewer, whole))));
    }
    sendUpdate(client, frame, info);
    if (info) info.hasPublic = true;
  }
  for (const s of socks) s?.uncork();
}
