/**
 * Socket clients driven by computer players, for the server tests and the load benchmark. Each client goes through
 * the same `client/net/online.ts` API as the browser does.
 */
import '../../server/ws-global';
import { OnlineClient, type KeyValueStorage, type OnlineRoom } from '../../client/net/online';
import type { GameConnection, GameUpdate } from '../../client/games/vulcanus/net';
import { MSG, type RoomOptions as WireRoomOptions, type SeatUpdate } from '../../shared/protocol';
import type { Options } from '../../shared/vulcanus/types';

type RoomOptions = WireRoomOptions<Options>;
import { chooseAction } from '../../shared/vulcanus/bots/index';
import type { Seat } from '../../shared/vulcanus/types';

export function memoryStorage(): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

export interface BotClient {
  seat: Seat;
  net: OnlineClient;
  room: OnlineRoom;
  conn: GameConnection | null;
  last: GameUpdate | null;
  /** Latencies (ms) from an action sent to the update that carries its result. */
  latencies: number[];
  actions: number;
  errors: string[];
  /** Stop acting (the client keeps its connection). */
  paused: boolean;
  /** Act again on the last update (after a pause). */
  resume(): void;
  done: Promise<GameUpdate>;
}

export function seatsFor(humans: number): Seat[] {
  return ['kaiju', ...(['h1', 'h2', 'h3'] as const).slice(0, humans)];
}

/** Makes `room` play its seat with a random legal player from the moment the game starts. */
export function drive(net: OnlineClient, room: OnlineRoom, seat: Seat, seed = 1, thinkMs = 0): BotClient {
  let resolveDone: (u: GameUpdate) => void = () => {};
  const bc: BotClient = {
    seat,
    net,
    room,
    conn: null,
    last: null,
    latencies: [],
    actions: 0,
    errors: [],
    paused: false,
    resume: () => {
      bc.paused = false;
      if (bc.last) act(bc.last);
    },
    done: new Promise((r) => (resolveDone = r)),
  };
  let sentV = -1;
  let sentAt = 0;
  let n = 0;
  let thinking: ReturnType<typeof setTimeout> | null = null;
  const act = (u: GameUpdate) => {
    if (thinkMs > 0) {
      if (thinking) clearTimeout(thinking);
      thinking = setTimeout(
        () => {
          thinking = null;
          if (bc.last === u) actNow(u);
        },
        thinkMs * (0.5 + Math.random()),
      );
    } else actNow(u);
  };
  const actNow = (u: GameUpdate) => {
    if (bc.paused || !bc.conn || !u.legal.length || u.view.result) return;
    const a = chooseAction({ view: u.view, seat, level: 'random', seed: (seed * 1_000_003 + ++n) >>> 0 }) ?? u.legal[0];
    sentV = u.v;
    sentAt = performance.now();
    bc.actions++;
    bc.conn.send(a, u.v);
  };
  room.onStart((conn: GameConnection) => {
    bc.conn = conn;
    conn.onUpdate((u) => {
      if (sentV >= 0 && u.v > sentV) {
        bc.latencies.push(performance.now() - sentAt);
        sentV = -1;
      }
      bc.last = u;
      if (u.view.result) resolveDone(u);
      else act(u);
    });
  });
  // An error repeats the version its action was sent with: retry only when that is still the current state
  // (a stale refusal means another seat moved first, and the new update has been or will be acted on).
  room.onError((m) => {
    bc.errors.push(m.code);
    if (m.type !== 'act' || !bc.last || m.v !== bc.last.v) return;
    const last = bc.last;
    setTimeout(() => bc.last === last && actNow(last), m.code === 'tooMany' ? 1000 : 10);
  });
  return bc;
}

/**
 * Moves a lean client never makes (undoing a step of its plan, or asking for new cards): a client that picks among
 * the legal moves at random would otherwise spend most of a game planning and unplanning.
 */
const WIRE_AVOIDS = new Set(['takeBack', 'release', 'redraw']);

/** A lean client of the load benchmark (see `OnlineClient.wireOnly`): the same messages as a browser's, no view. */
export interface WireClient {
  seat: Seat;
  room: OnlineRoom;
  latencies: number[];
  errors: string[];
  /** The game's last version, once the game is over. */
  done: Promise<{ v: number }>;
}

/**
 * Makes `room` (of a `wireOnly` client) play its seat with a random legal move of each update that asks it one,
 * read from the update as it came over the wire: no view is rebuilt and no computer player thinks, so that a load
 * benchmark's clients cost their machine far less than the servers they measure.
 */
export function driveWire(room: OnlineRoom, seat: Seat, seed = 1, thinkMs = 0): WireClient {
  let resolveDone: (x: { v: number }) => void = () => {};
  const wc: WireClient = { seat, room, latencies: [], errors: [], done: new Promise((r) => (resolveDone = r)) };
  let rnd = (seed * 2_654_435_761) >>> 0 || 1;
  const random = () => (rnd = (Math.imul(rnd, 1_103_515_245) + 12_345) >>> 0) / 2 ** 32;
  let last: SeatUpdate | null = null;
  let sentV = -1;
  let sentAt = 0;
  let thinking: ReturnType<typeof setTimeout> | null = null;
  const actNow = (u: SeatUpdate) => {
    if (last !== u || u.outcome || !u.legal.length) return;
    const wanted = u.legal.filter((a) => !WIRE_AVOIDS.has((a as { type?: string }).type ?? ''));
    const pool = wanted.length ? wanted : u.legal;
    sentV = u.v;
    sentAt = performance.now();
    room.send(MSG.act, { v: u.v, action: pool[Math.floor(random() * pool.length)] });
  };
  room.onWire((u) => {
    if (sentV >= 0 && u.v > sentV) {
      wc.latencies.push(performance.now() - sentAt);
      sentV = -1;
    }
    last = u;
    if (u.outcome) return resolveDone({ v: u.v });
    if (!u.legal.length) return;
    if (thinking) clearTimeout(thinking);
    thinking = setTimeout(() => actNow(u), thinkMs * (0.5 + random()));
  });
  room.onError((m) => {
    wc.errors.push(m.code);
    if (m.type !== 'act' || !last || m.v !== last.v) return;
    const again = last;
    setTimeout(() => actNow(again), m.code === 'tooMany' ? 1000 : 10);
  });
  return wc;
}

export interface PlayedRoom<C = BotClient> {
  code: string;
  clients: C[];
  /** Starts the game (done already unless opened with `start: false`). */
  start(): void;
}

/** Creates a room, seats one socket client per seat (all driven by computer players) and starts it. */
export function openRoom(
  endpoint: string,
  options: Partial<RoomOptions> & { game: RoomOptions['game'] },
  seed = 1,
  /** `joinVia`: the server the other seats join through (the creator's by default). */
  extra: OpenExtra = {},
): Promise<PlayedRoom> {
  return seatRoom(endpoint, options, seed, extra, false, (net, room, seat, s, think) =>
    drive(net, room, seat, s, think),
  );
}

/** `openRoom` with lean clients (`driveWire`). */
export function openWireRoom(
  endpoint: string,
  options: Partial<RoomOptions> & { game: RoomOptions['game'] },
  seed = 1,
  extra: OpenExtra = {},
): Promise<PlayedRoom<WireClient>> {
  return seatRoom(endpoint, options, seed, extra, true, (_net, room, seat, s, think) =>
    driveWire(room, seat, s, think),
  );
}

interface OpenExtra {
  storages?: KeyValueStorage[];
  thinkMs?: number;
  joinVia?: string;
  start?: boolean;
}

async function seatRoom<C>(
  endpoint: string,
  options: Partial<RoomOptions> & { game: RoomOptions['game'] },
  seed: number,
  extra: OpenExtra,
  wireOnly: boolean,
  play: (net: OnlineClient, room: OnlineRoom, seat: Seat, seed: number, thinkMs: number) => C,
): Promise<PlayedRoom<C>> {
  const seats = seatsFor(options.game.humans);
  const full: RoomOptions = {
    isPrivate: false,
    ...options,
    game: { planningSeconds: 0, teamChatPrivate: false, ...options.game },
  };
  const clients: C[] = [];
  const rooms: OnlineRoom[] = [];
  for (let i = 0; i < seats.length; i++) {
    const via = i === 0 ? endpoint : (extra.joinVia ?? endpoint);
    const net = new OnlineClient({ endpoint: via, storage: extra.storages?.[i] ?? memoryStorage(), wireOnly });
    const room = await retried(() =>
      i === 0 ? net.createRoom(full, `p${i}`, 'vulcanus') : net.joinRoom(rooms[0].code, `p${i}`),
    );
    rooms.push(room);
    clients.push(play(net, room, seats[i], seed * 16 + i, extra.thinkMs ?? 0));
  }
  for (let i = 0; i < seats.length; i++) {
    await waitFor(() => rooms[i].playerId !== '');
    rooms[i].chooseSeat(seats[i]);
    if (i > 0) rooms[i].setReady(true);
  }
  await waitFor(() => seats.every((s) => rooms[0].lobby()?.seats.find((x) => x.seat === s)?.kind === 'human'));
  await waitFor(() => rooms[0].lobby()?.seats.every((x) => x.ready || x.seat === 'kaiju') ?? false);
  const start = () => rooms[0].start();
  if (extra.start !== false) start();
  return { code: rooms[0].code, clients, start };
}

/**
 * A matchmaking request again when its HTTP connection broke: a kept-alive connection the server closed just as the
 * request went out (a race of fetch's connection reuse, seen with hundreds of rooms opened at once on a busy machine).
 */
async function retried<T>(f: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++)
    try {
      return await f();
    } catch (e) {
      if (attempt >= 3 || !/fetch failed/.test(String((e as Error)?.message))) throw e;
      await new Promise((r) => setTimeout(r, 100 * attempt));
    }
}

export async function waitFor(cond: () => boolean, timeoutMs = 30_000, what = 'condition'): Promise<void> {
  const t0 = Date.now();
  while (!cond()) {
    if (Date.now() - t0 > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}
