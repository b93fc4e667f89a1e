/**
 * Sending a room's changes: each viewer's update is built and encoded once per viewer (every client of that seat,
 * or every spectator, gets the same bytes), with the public entries the change touched; a client that has no public
 * view yet (just joined, or back after a reconnection) gets all of them instead. The lobby's schema patch, if any,
 * goes first.
 *
 * An update's bytes are written straight from its texts into one buffer (`updateBytes`): no intermediate string, no
 * msgpack encoder, no copy. A joined client's WebSocket frame is written the same way, whole, as one write to its
 * socket, rather than through `ws`'s sender, which writes a frame's head and body apart through the socket's stream
 * buffers (a share of the server's time with thousands of sockets). The frame is what `ws` would have written:
 * final, binary, unmasked as from a server, no extension (the transport turns permessage-deflate off).
 */
import { ClientState, Protocol, getMessageBytes, type Client, type ClientPrivate } from '@colyseus/core';
import type { Viewer } from '../shared/core/game';
import type { UpdateBatch } from '../shared/core/host';
import { MSG } from '../shared/protocol';

/** Colyseus's head of a message of a type: its protocol code and its type, before the message. */
const headOf = (type: string): Buffer =>
  Buffer.from(getMessageBytes.raw(Protocol.ROOM_DATA, type, undefined, new Uint8Array(0)));
const UPDATE_HEAD = headOf(MSG.update);
const HISTORY_HEAD = headOf(MSG.history);
const PUB_KEY = ',"pub":';

/** An update's texts (`UpdateBatch.jsonParts`): the update without `pub`, and the `PubPatch` text if any. */
export interface UpdateText {
  base: string;
  pub: string | null;
}

/**
 * An update's bytes, as `client.send(MSG.update, json)` would send them: Colyseus's head, then the text as a msgpack
 * string. With `ws`, inside one WebSocket frame (`ws` would have written the same bytes in two pieces). `head`: another
 * message type's head, for another text sent the same way (`MSG.history`).
 */
export function updateBytes({ base, pub }: UpdateText, ws: boolean, head = UPDATE_HEAD): Buffer {
  if (pub !== null && base.charCodeAt(base.length - 1) !== 0x7d) throw new Error('update bytes: not a JSON object');
  const baseLength = Buffer.byteLength(base);
  const textLength = pub === null ? baseLength : baseLength + PUB_KEY.length + Buffer.byteLength(pub);
  const strHead = textLength < 32 ? 1 : textLength < 0x100 ? 2 : textLength < 0x10000 ? 3 : 5;
  const payload = head.length + strHead + textLength;
  const wsHead = !ws ? 0 : payload < 126 ? 2 : payload < 0x10000 ? 4 : 10;
  const buf = Buffer.allocUnsafe(wsHead + payload);
  let o = 0;
  if (ws) {
    buf[o++] = 0x82; // FIN, binary
    if (payload < 126) buf[o++] = payload;
    else if (payload < 0x10000) {
      buf[o++] = 126;
      o = buf.writeUInt16BE(payload, o);
    } else {
      buf[o++] = 127;
      o = buf.writeUInt32BE(0, o);
      o = buf.writeUInt32BE(payload, o);
    }
  }
  o += head.copy(buf, o);
  if (textLength < 32) buf[o++] = 0xa0 | textLength;
  else if (textLength < 0x100) {
    buf[o++] = 0xd9;
    buf[o++] = textLength;
  } else if (textLength < 0x10000) {
    buf[o++] = 0xda;
    o = buf.writeUInt16BE(textLength, o);
  } else {
    buf[o++] = 0xdb;
    o = buf.writeUInt32BE(textLength, o);
  }
  o += buf.write(base, o, 'utf8');
  if (pub !== null) {
    // in place of the base's closing brace
    o += buf.write(PUB_KEY, o - 1, 'latin1') - 1;
    o += buf.write(pub, o, 'utf8');
    buf[o++] = 0x7d; // }
  }
  if (o !== buf.length) throw new Error(`update bytes: wrote ${o} of ${buf.length}`);
  return buf;
}

/** A joined client's open socket, which a whole WebSocket frame may be written to directly; else undefined. */
function socketOf(client: Client): { write(b: Buffer): boolean } | undefined {
  if (client.state !== ClientState.JOINED) return undefined;
  const ws = client.ref as unknown as { readyState?: number; _socket?: { writable?: boolean; write?: unknown } };
  const sock = ws._socket;
  return ws.readyState === 1 && sock?.writable === true && typeof sock.write === 'function'
    ? (sock as { write(b: Buffer): boolean })
    : undefined;
}

/** Per connection. */
export interface Queued {
  /** The frame of the update waiting for it in Colyseus's join queue, while it joins. */
  queuedUpdate?: unknown;
  /** It was sent the whole public view: from now on, the entries each change touches are enough. */
  hasPublic?: boolean;
  /** The events up to this number were sent to it as history (server/history.ts). */
  historyUpTo?: number;
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

/**
 * History parts (`MSG.history`, server/history.ts) to a client, the way its updates go (straight to its socket, or
 * queued while it joins), so that they arrive before the update that follows them.
 */
export function sendHistory(client: Client, parts: readonly string[]): void {
  const sock = socketOf(client);
  for (const text of parts) {
    const t = { base: text, pub: null };
    if (sock) sock.write(updateBytes(t, true, HISTORY_HEAD));
    else client.enqueueRaw(updateBytes(t, false, HISTORY_HEAD));
  }
}

export interface Audience {
  clients: Iterable<Client>;
  viewerOf(client: Client): Viewer;
  info(client: Client): Queued | undefined;
  broadcastPatch(): void;
  /**
   * A client is about to get its first whole update (it joins, or has none yet): the room sends it the events it
   * lacks first. `joining`: its update is `fresh()`'s, with no events; else the batch's, whose events it gets live.
   */
  beforeWhole?(client: Client, viewer: Viewer, joining: boolean): void;
}

/** One update's text, and its bytes in either form once needed. */
interface Encoded {
  text: UpdateText;
  message?: Buffer;
  frame?: Buffer;
}

/**
 * Sends `batch` (its public entries synced) to every client after `broadcastPatch`. A joining client gets `fresh()`'s
 * update instead: the same state without events, and all the public entries.
 */
export function fanOut(room: Audience, batch: UpdateBatch, fresh: () => UpdateBatch): void {
  room.broadcastPatch();
  const encoded = new Map<string, Encoded>();
  let joiningBatch: UpdateBatch | null = null;
  for (const client of room.clients) {
    const viewer = room.viewerOf(client);
    const info = room.info(client);
    const joining = client.state === ClientState.JOINING;
    const whole = joining || !info?.hasPublic;
    const key = joining ? `j${viewer}` : whole ? `w${viewer}` : viewer;
    let e = encoded.get(key);
    if (!e) {
      const b = joining ? (joiningBatch ??= fresh()) : batch;
      encoded.set(key, (e = { text: b.jsonParts(viewer, whole) }));
    }
    if (whole) room.beforeWhole?.(client, viewer, joining);
    const sock = socketOf(client);
    if (sock) sock.write((e.frame ??= updateBytes(e.text, true)));
    else sendUpdate(client, (e.message ??= updateBytes(e.text, false)), info);
    if (info) info.hasPublic = true;
  }
}
