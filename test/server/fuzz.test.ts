/**
 * The server probed from outside: arbitrary message types and payloads (hostile `toString`/`valueOf`/`toJSON` keys,
 * `__proto__`, huge and deeply nested values, binary), request frames, raw bytes and malformed frames, from a
 * seated player, an unseated lobby player and a spectator. The server runs in the test's process, and any exception
 * nobody caught fails the test. Afterwards the fuzzed game and lobby are unchanged, and other rooms keep serving.
 */
import { matchMaker } from '@colyseus/core';
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { OnlineClient, type ConnectionStatus, type OnlineRoom } from '../../client/net/online';
import type { RoomOptions } from '../../client/net/types';
import type { GameHost } from '../../shared/core/host';
import { drive, memoryStorage, openRoom, waitFor } from './driver';
import { testServer } from './helpers';

/** Colyseus cuts a client at this many frames a second; the fuzzer stays below it, the floods go above. */
const MAX_PER_SECOND = 300;
const SEED = 20_251_124;

let t: Awaited<ReturnType<typeof testServer>>;
/**
 * Exceptions nobody caught. Vitest does not reliably report one thrown inside a socket's message event here (with
 * @pm2/io, which Colyseus loads, listening too), and the socket that threw may just go quiet: so they are recorded.
 */
const uncaught: unknown[] = [];
const recordUncaught = (e: unknown) => void uncaught.push(e);
beforeAll(async () => {
  process.on('uncaughtException', recordUncaught);
  process.on('unhandledRejection', recordUncaught);
  // A message budget large enough that the fuzz reaches the handlers instead of the rate limit.
  t = await testServer(3930, { rate: { perSecond: 400, burst: 400 }, maxMessagesPerSecond: MAX_PER_SECOND });
});
afterAll(async () => {
  await t?.stop();
  process.off('uncaughtException', recordUncaught);
  process.off('unhandledRejection', recordUncaught);
});
afterEach(() => {
  expect(uncaught).toEqual([]);
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const lobbyOptions: RoomOptions = {
  game: { humans: 1, level: 0, planningSeconds: 0, teamChatPrivate: false },
  isPrivate: false,
};

async function snapshot(code: string): Promise<string> {
  const room = matchMaker.getLocalRoomById(code) as unknown as {
    host: GameHost | null;
    flat: { entries: Map<string, string> };
    state: { seats: Iterable<{ kind: string; playerId: string }>; hostId: string };
  };
  return JSON.stringify([
    room.host?.state ?? null,
    [...room.flat.entries],
    [...room.state.seats].map((s) => [s.kind, s.playerId]),
    room.state.hostId,
    (await t.server.store.actions(code)).length,
  ]);
}

/** The frames a client of this room may send in a second. */
function limitOf(code: string): number {
  const limit = (matchMaker.getLocalRoomById(code) as unknown as { maxMessagesPerSecond: number }).maxMessagesPerSecond;
  expect(limit).toBeLessThanOrEqual(1_000);
  return limit;
}

/** The raw socket of a client's current connection (the sdk exposes it as `connection`). */
function rawSend(room: OnlineRoom, bytes: Uint8Array): void {
  room.sdkRoom.connection.send(bytes);
}

async function serves(): Promise<void> {
  const res = await fetch(`${t.endpoint}/api/rooms`);
  expect(res.status).toBe(200);
}

/** A ROOM_DATA frame of type 'act' whose msgpack payload is cut short (a str8 of 255 bytes with none). */
const MALFORMED = Uint8Array.of(13, 0xa3, 0x61, 0x63, 0x74, 0xd9, 0xff);

describe('fuzzing the server from outside', () => {
  it('500 malformed frames write a bounded number of log lines, not 500; the server still serves', async () => {
    // The host stays, so that the lobby lives on while the flooder's connection is closed and comes back.
    const host = await new OnlineClient({ endpoint: t.endpoint, storage: memoryStorage() }).createRoom(
      lobbyOptions,
      'host',
      'vulcanus',
    );
    const net = new OnlineClient({ endpoint: t.endpoint, storage: memoryStorage() });
    const room = await net.joinRoom(host.code, 'flooder');
    await waitFor(() => room.playerId !== '');
    const statuses: ConnectionStatus[] = [];
    room.onStatus((s) => statuses.push(s));
    const lines: unknown[][] = [];
    const spies = (['error', 'warn', 'info', 'debug', 'trace'] as const).map((level) =>
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void lines.push(args)),
    );
    try {
      for (let i = 0; i < 500; i++) rawSend(room, MALFORMED);
      await waitFor(() => statuses.includes('reconnecting'), 5_000, 'the flooding connection to be closed');
      await sleep(300);
    } finally {
      for (const s of spies) s.mockRestore();
    }
    // The limiter's burst, not a line per frame.
    expect(lines.length).toBeLessThanOrEqual(25);
    console.info(`500 malformed frames: ${lines.length} log lines`);

    await waitFor(() => statuses.includes('connected'), 10_000, 'the client to come back');
    await serves();
    expect(room.lobby()?.code).toBe(host.code);
    room.leave();
    host.leave();
  });

  it('a client sending steadily below the frame limit stays, however many it sends in all', async () => {
    const host = await new OnlineClient({ endpoint: t.endpoint, storage: memoryStorage() }).createRoom(
      lobbyOptions,
      'host',
      'vulcanus',
    );
    await waitFor(() => host.playerId !== '');
    const statuses: ConnectionStatus[] = [];
    host.onStatus((s) => statuses.push(s));
    let refusals = 0;
    host.onError(() => refusals++);
    // One and a half times the per-second limit in all, at half of it: the count must start again every second.
    const limit = limitOf(host.code);
    for (let i = 0; i < 6; i++) {
      for (let j = 0; j < limit / 4; j++) host.sdkRoom.send('steady', j);
      await sleep(500);
    }
    await waitFor(() => refusals >= (6 * limit) / 4, 5_000, 'a refusal for every message');
    expect(statuses).toEqual([]);
    host.leave();
  });

  it('a flood of well-formed frames closes the flooding client only', async () => {
    const target = await openRoom(t.endpoint, { game: { humans: 1, level: 0 } }, 2);
    await waitFor(() => (target.clients[1].last?.v ?? 0) > 3, 20_000, 'the game to run');
    const spec = await new OnlineClient({ endpoint: t.endpoint, storage: memoryStorage() }).joinRoom(
      target.code,
      'spectator',
      { spectate: true },
    );
    const statuses: ConnectionStatus[] = [];
    spec.onStatus((s) => statuses.push(s));
    let refusals = 0;
    spec.onError(() => refusals++);
    const limit = limitOf(target.code);
    for (let i = 0; i < 2 * limit; i++) spec.sdkRoom.send('flood', i);
    await waitFor(() => statuses.includes('reconnecting'), 5_000, 'the flooding connection to be closed');
    expect(refusals).toBeLessThanOrEqual(limit + 1);
    spec.leave();
    await Promise.all(target.clients.map((c) => c.done));
  });

  it('arbitrary types, payloads, requests and raw bytes from three kinds of clients change nothing', async () => {
    // The fuzzed game: paused mid-game, so that nothing but the fuzz could change it.
    const target = await openRoom(t.endpoint, { game: { humans: 1, level: 0 } }, 3);
    await waitFor(() => (target.clients[1].last?.v ?? 0) > 8, 20_000, 'the game to run');
    for (const c of target.clients) c.paused = true;
    await sleep(100);
    const seated = target.clients[1];
    const v = seated.last?.v ?? 0;
    const spectator = await new OnlineClient({ endpoint: t.endpoint, storage: memoryStorage() }).joinRoom(
      target.code,
      'spectator',
      { spectate: true },
    );
    // The fuzzed lobby: its host stays quiet, an unseated player fuzzes.
    const host = await new OnlineClient({ endpoint: t.endpoint, storage: memoryStorage() }).createRoom(
      lobbyOptions,
      'host',
      'vulcanus',
    );
    await waitFor(() => host.playerId !== '');
    const lobbyPlayer = await new OnlineClient({ endpoint: t.endpoint, storage: memoryStorage() }).joinRoom(
      host.code,
      'unseated',
    );
    await waitFor(() => lobbyPlayer.playerId !== '' && host.lobby()?.hostId === host.playerId);
    await sleep(100);
    const gameBefore = await snapshot(target.code);
    const lobbyBefore = await snapshot(host.code);
    // Another room plays all along.
    const other = await openRoom(t.endpoint, { game: { humans: 2, level: 1 } }, 5, { thinkMs: 5 });

    const fuzzers = [seated.room, lobbyPlayer, spectator];
    const hostileKeys = ['toString', 'valueOf', 'toJSON', '__proto__', 'constructor', 'hasOwnProperty', 'then'];
    const own = (entries: [string, unknown][]): Record<string, unknown> => {
      const o: Record<string, unknown> = {};
      for (const [k, x] of entries) Object.defineProperty(o, k, { value: x, enumerable: true, writable: true });
      return o;
    };
    const nested = (depth: number): unknown => {
      let x: unknown = 0;
      for (let i = 0; i < depth; i++) x = i % 2 ? [x] : { a: x };
      return x;
    };
    const hostile = fc
      .tuple(
        fc.subarray([...hostileKeys, 'v', 'action', 'type', 'seat', 'ready', 'on', 'channel', 'text'], {
          minLength: 1,
        }),
        fc.array(fc.oneof(fc.anything({ maxDepth: 2 }), fc.constantFrom(1, 'x', null, {}, [])), { minLength: 1 }),
        fc.boolean(),
      )
      .map(([keys, values, asMap]) => {
        const entries = keys.map((k, i): [string, unknown] => [k, values[i % values.length]]);
        // The client library will not encode an object whose `toJSON` is no function; a Map of the same keys
        // arrives as that object all the same.
        return asMap ? new Map(entries) : own(entries);
      });
    const payload = fc.oneof(
      fc.anything({
        maxDepth: 4,
        withDate: true,
        withMap: true,
        withSet: true,
        withTypedArray: true,
        withSparseArray: true,
        withNullPrototype: true,
        withBoxedValues: true,
      }),
      hostile,
      fc.record({ v: fc.oneof(fc.constant(v), fc.integer()), action: fc.oneof(hostile, fc.anything()) }),
      // Near the socket's 64 KiB frame limit, under it (the garbage test covers a frame above it).
      fc.integer({ min: 20_000, max: 60_000 }).map((n) => new Array<number>(n).fill(0)),
      fc.integer({ min: 20_000, max: 60_000 }).map((n) => 'x'.repeat(n)),
      fc.bigInt({ min: -(2n ** 63n), max: 2n ** 64n - 1n }),
      fc.integer({ min: 100, max: 1_500 }).map(nested), // deeper ones the client library cannot encode: see `raw`
      fc.uint8Array({ maxLength: 4_000 }),
      fc.constant(undefined),
    );
    const type = fc.oneof(
      fc.constantFrom('*', '__proto__', 'constructor', 'toString', 'valueOf', 'hasOwnProperty', '', '_$b*', '_$bact'),
      fc.constantFrom('act', 'seat', 'ready', 'bot', 'start', 'say', 'u', 'err', 'me', 'chat'),
      fc.string({ maxLength: 40 }),
      fc.integer({ min: 1_000, max: 7_000 }).map((n) => 'x'.repeat(n)),
      fc.integer(),
      fc.constantFrom(-1, 0, 2 ** 31, -(2 ** 31), 2 ** 53, -(2 ** 53), 1e308, -1e308, 0.5, Number.NaN, Infinity),
    );
    const op = fc
      .record({
        who: fc.nat({ max: fuzzers.length - 1 }),
        how: fc.constantFrom('send', 'send', 'send', 'bytes', 'request'),
        type,
        payload,
        bytes: fc.uint8Array({ maxLength: 2_000 }),
      })
      // The client library fits a type of at most 255 bytes in front of a payload: longer ones go without.
      .map((o) => (typeof o.type === 'string' && o.type.length > 200 ? { ...o, payload: undefined } : o));
    const raw = fc.record({
      who: fc.nat({ max: fuzzers.length - 1 }),
      bytes: fc.oneof(
        fc.uint8Array({ minLength: 1, maxLength: 300 }),
        fc
          .tuple(fc.constantFrom(13, 17, 18, 19, 20, 21), fc.uint8Array({ maxLength: 300 }))
          .map(([code, rest]) => Uint8Array.of(code, ...rest)),
        // An 'act' message nested far deeper than any encoder would write ([[[…null…]]]).
        fc.integer({ min: 1_000, max: 60_000 }).map((depth) => {
          const frame = new Uint8Array(6 + depth).fill(0x91);
          frame.set([13, 0xa3, 0x61, 0x63, 0x74]);
          frame[frame.length - 1] = 0xc0;
          return frame;
        }),
      ),
    });
    type Op = { who: number; how: string; type: string | number; payload: unknown; bytes: Uint8Array };
    // The known killer first: a message whose type is '*' reaches the wildcard handler with its payload as the type.
    const known: Op[] = fuzzers.flatMap((_, who) =>
      [{ toString: 1 }, { toString: {}, valueOf: 1 }, new Map([['toString', 'x']]), 'text', undefined].flatMap((p) => [
        { who, how: 'send', type: '*', payload: p, bytes: new Uint8Array() },
        { who, how: 'request', type: '*', payload: p, bytes: new Uint8Array() },
      ]),
    );
    const ops: Op[] = [...known, ...fc.sample(op, { numRuns: 1_200, seed: SEED })];
    const raws = fc.sample(raw, { numRuns: 300, seed: SEED + 1 });

    let refusals = 0;
    for (const f of fuzzers) f.onError(() => refusals++);
    const lines: unknown[][] = [];
    const spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void lines.push(args));
    let sent = 0;
    let unsendable = 0;
    const t0 = Date.now();
    try {
      // Paced below MAX_PER_SECOND per client: the fuzz must reach the handlers, not the flood cut.
      for (let i = 0; i < ops.length; i += 60) {
        for (const o of ops.slice(i, i + 60)) {
          const room = fuzzers[o.who].sdkRoom;
          try {
            if (o.how === 'bytes') room.sendBytes(o.type, o.bytes);
            else if (o.how === 'request') void room.request(o.type, o.payload, { timeout: 2_000 }).catch(() => {});
            else room.send(o.type as string, o.payload);
            sent++;
          } catch {
            unsendable++; // the client library refuses it (it cannot encode it): nothing to send
          }
        }
        await sleep(100);
      }
      for (let i = 0; i < raws.length; i += 60) {
        for (const r of raws.slice(i, i + 60)) {
          try {
            rawSend(fuzzers[r.who], r.bytes);
          } catch {
            unsendable++;
          }
        }
        await sleep(100);
      }
      await sleep(500);
      await serves();
    } finally {
      spy.mockRestore();
    }
    expect(uncaught).toEqual([]);
    const seconds = (Date.now() - t0) / 1000;
    console.info(
      `fuzz: ${sent} messages and ${raws.length} raw frames sent (${unsendable} unsendable) in ${seconds.toFixed(1)}s, ` +
        `${refusals} refusals, ${lines.length} error lines`,
    );
    expect(sent).toBeGreaterThan(1_000);
    // the fuzz reached the handlers: a good share came back refused (40% in a loaded CI run, where 500 was too tight)
    expect(refusals).toBeGreaterThan(sent / 4);
    // The process-wide log budget (a burst of 20, then 5 lines a second), not a line per message.
    expect(lines.length).toBeLessThanOrEqual(25 + 5 * seconds);

    expect(await snapshot(target.code)).toBe(gameBefore);
    expect(await snapshot(host.code)).toBe(lobbyBefore);
    const ends = await Promise.all(other.clients.map((c) => c.done));
    expect(ends.every((u) => u.view.result)).toBe(true);

    // The fuzzed rooms serve as before: the lobby takes a seat; the game's players come back and finish it.
    host.chooseSeat('h1');
    await waitFor(() => host.lobby()?.mySeat === 'h1', 5_000, 'the host to take a seat');
    for (const c of target.clients) c.room.leave();
    const back = await Promise.all(
      target.clients.map(async (c, i) => {
        const net = new OnlineClient({ endpoint: t.endpoint, storage: c.net.storage });
        return drive(net, await net.joinRoom(target.code, `p${i}`), c.seat, 40 + i);
      }),
    );
    const finals = await Promise.all(back.map((c) => c.done));
    expect(finals.every((u) => u.view.result)).toBe(true);
    for (const r of [spectator, lobbyPlayer, host]) r.leave();
  });
});
