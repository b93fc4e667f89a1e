/**
 * §10 secret leak test: every byte the server sends to each client, across complete games with 1, 2 and 3
 * humans (plus a spectator), is searched for the ids of everything that client may not see at that moment.
 * Bytes are captured where the server writes them into each client's TCP socket (the WebSocket frames, whether
 * `ws` wrote them or the room did directly), which is exactly what the client receives.
 */
import type { Client } from '@colyseus/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OnlineClient } from '../../client/net/online';
import { GameRoom } from '../../server/game-room';
import type { GameHost } from '../../shared/core/host';
import { vulcanus } from '../../shared/vulcanus/index';
import type { GameEvent, State, Viewer } from '../../shared/vulcanus/types';
import { memoryStorage, openRoom } from './driver';
import { testServer } from './helpers';

let t: Awaited<ReturnType<typeof testServer>>;
const lastEvents = new WeakMap<State, GameEvent[]>();

/** The ids `viewer` may not see in `s` right now (§10). */
function secrets(s: State, viewer: Viewer): Set<string> {
  const out = new Set<string>();
  const k = s.kaiju;
  const unrevealed = (owner: string) =>
    Object.values(s.plan).flatMap((pc) => (pc && !pc.revealed && pc.owner === owner ? [pc.card] : []));
  if (viewer !== 'kaiju') {
    for (const id of [...k.hand, ...k.bonusDrawn, ...k.bonusUnused, ...unrevealed('kaiju')]) out.add(id);
    for (const id of k.bonusKept) if (!k.bonusPlaced.includes(id)) out.add(id);
  }
  for (const r of s.humans.roles) {
    if (r.seat === viewer) continue;
    for (const id of [...r.hand, ...unrevealed(r.role)]) out.add(id);
  }
  // What the last action revealed to everyone may sit in a hand again by the time its frame is sent (decks are
  // rebuilt at the next planning phase within the same action).
  for (const e of lastEvents.get(s) ?? []) {
    if (e.type === 'cardRevealed' || e.type === 'cardResolved' || e.type === 'continuityTarget') out.delete(e.card);
    if (e.type === 'bonusTileRevealed') out.delete(e.tile);
  }
  return out;
}

interface Capture {
  viewer: Viewer;
  /** Writes into the socket (a frame is one or two). */
  frames: number;
  bytes: number;
  leaks: string[];
  /** Positive control: the seat's own secret ids seen in its frames. */
  ownSeen: number;
}
const captures: Capture[] = [];

beforeAll(async () => {
  // Record each action's events as the game produces them (the host applies every action through this).
  const applyInPlace = vulcanus.applyInPlace;
  vulcanus.applyInPlace = (state, seat, action) => {
    const r = applyInPlace(state, seat, action);
    if (r.ok) lastEvents.set(state, r.value);
    return r;
  };
  const onJoin = GameRoom.prototype.onJoin;
  GameRoom.prototype.onJoin = function (this: GameRoom, client: Client, options: unknown) {
    const room = this as unknown as { viewerOf(c: Client): Viewer; host: GameHost | null };
    type Write = (data: Uint8Array | string, ...rest: unknown[]) => boolean;
    const socket = (client.ref as unknown as { _socket: { write: Write } })._socket;
    const write = socket.write.bind(socket);
    let cap: Capture | null = null;
    socket.write = (data: Uint8Array | string, ...rest: unknown[]) => {
      const viewer = room.viewerOf(client);
      if (!cap || cap.viewer !== viewer) {
        cap = { viewer, frames: 0, bytes: 0, leaks: [], ownSeen: 0 };
        captures.push(cap);
      }
      cap.frames++;
      cap.bytes += typeof data === 'string' ? Buffer.byteLength(data) : data.byteLength;
      const state = room.host?.state as State | undefined;
      if (state) {
        const text = Buffer.from(data).toString('latin1');
        for (const id of secrets(state, viewer)) if (text.includes(`"${id}"`)) cap.leaks.push(`${id} at v${state.v}`);
        if (viewer !== 'spectator') {
          const own = secrets(state, 'spectator');
          for (const id of secrets(state, viewer)) own.delete(id);
          for (const id of own) if (text.includes(`"${id}"`)) cap.ownSeen++;
        }
      }
      return write(data, ...rest);
    };
    return onJoin.call(this, client, options);
  };
  t = await testServer(3915);
});
afterAll(async () => {
  await t?.stop();
});

describe('§10 secrets on the wire', () => {
  it('no client ever receives what its seat may not see, in complete games with 1, 2 and 3 humans', async () => {
    const games = [1, 2, 3, 1, 2, 3].map(async (humans, i) => {
      const r = await openRoom(t.endpoint, { game: { humans: humans as 1 | 2 | 3, level: i % 4 } as never }, 100 + i);
      const spectator = await new OnlineClient({ endpoint: t.endpoint, storage: memoryStorage() }).joinRoom(
        r.code,
        'watcher',
        { spectate: true },
      );
      await Promise.all(r.clients.map((c) => c.done));
      spectator.leave();
    });
    await Promise.all(games);
    const seats = captures.filter((c) => c.viewer !== 'spectator');
    expect(captures.some((c) => c.viewer === 'spectator' && c.frames > 10)).toBe(true);
    expect(seats.length).toBeGreaterThanOrEqual(6 + 3 * 2 + 3);
    expect(captures.flatMap((c) => c.leaks.map((l) => `${c.viewer}: ${l}`))).toEqual([]);
    // The search does find secrets where they belong: every seat saw its own.
    for (const c of seats.filter((c) => c.frames > 20)) expect(c.ownSeen).toBeGreaterThan(0);
  });
});
