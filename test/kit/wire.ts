/**
 * A complete game over real sockets: the real server in-process (a temporary SQLite file), one @colyseus/sdk client
 * per playable seat (automated seats are the server's) and a spectator. Each client rebuilds its view as the
 * browser does (the public view from the entries each update carries, plus its private difference) and plays random legal actions from the
 * updates it receives (now and then what the game's lightest computer player would, so that free-form phases end).
 * Whenever the server is still at the version of an update, the client's rebuilt view and legal actions must be
 * the server's. At the end the server is stopped, the stored record is read back from the database file, and
 * `replay()` of its log must be the final state the server held, with the same outcome, and the spectator's and
 * every seat's last view must be the views of that replay.
 *
 * Late comers (history.ts): two spectators join in the middle of the game and the first seat's person comes back on
 * a new connection with its seat token (a reload); each gets the events before its first update as history. Every
 * connection's log — its history, then the events of its updates — must be exactly what its viewer is sent live: the
 * events of the stored log's replay, each redacted for the viewer with the state right after it happened.
 */
import '../../server/ws-global';
import { Client, type Room } from '@colyseus/sdk';
import { matchMaker } from '@colyseus/core';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startGameServer } from '../../server/app';
import { GameStore } from '../../server/db';
import { HARMLESS_ERRORS } from '../../shared/core/errors';
import { replay, type AnyGame, type LoggedAction, type Viewer } from '../../shared/core/game';
import type { GameHost, Numbered } from '../../shared/core/host';
import { PublicView, applyDiff } from '../../shared/core/jsonmirror';
import { MSG, type HistoryChunk, type Refusal, type SeatUpdate } from '../../shared/protocol';
import { lightLevel } from './play';
import { Random, equalJson, fail, firstDifference, json, pickAction, short } from './util';

export interface WireOptions {
  port: number;
  timeoutMs: number;
  seed: number;
}

export interface WireReport {
  code: string;
  actions: number;
  ms: number;
  clients: number;
}

interface Seat {
  viewer: Viewer;
  room: Room;
  /** The public view, rebuilt as the browser does (client/net/online.ts). */
  mirror: PublicView;
  last: { u: SeatUpdate; view: unknown } | null;
  events: number[];
  problems: string[];
  /** The events sent as history before the first update, then those of every update. */
  history: Numbered[];
  log: Numbered[];
  /** Its seat token (a seat's), for coming back on a new connection. */
  token: string;
  /** Another connection took its seat over: it neither plays nor is checked after that. */
  replaced: boolean;
  updates: number;
}

/** The updates of the first spectator, and of the first seat, after which the late comers come. */
const LATE_SPECTATORS = [4, 30];
const COME_BACK = 12;

/**
 * Every event of the game as each viewer is sent it live: the stored log replayed, each event redacted for the viewer
 * with the state right after its action (left out when the viewer may not see it).
 */
function liveEvents(
  game: AnyGame,
  options: unknown,
  seed: number,
  actions: readonly LoggedAction[],
): Map<Viewer, Numbered[]> {
  const viewers: Viewer[] = [...game.seats(options).map((s) => s.id), 'spectator'];
  const out = new Map<Viewer, Numbered[]>(viewers.map((v) => [v, []]));
  const { state, events } = game.setup(options, seed);
  let n = 0;
  const note = (list: readonly unknown[]) => {
    for (const event of list) {
      n++;
      for (const v of viewers) {
        const seen = game.redactEvent(state, event, v);
        if (seen !== null) out.get(v)?.push({ n, event: JSON.parse(JSON.stringify(seen)) });
      }
    }
  };
  note(events);
  for (const [i, a] of actions.entries()) {
    const r = game.applyInPlace(state, a.seat, a.action);
    if (!r.ok) fail(`stored action ${i} does not replay: ${json(r.error)}`);
    note(r.value);
  }
  return out;
}

interface SchemaView {
  seats?: Iterable<{ seat: string; kind: string; ready: boolean }>;
}

async function until(cond: () => boolean, ms: number, what: () => string): Promise<void> {
  const t0 = Date.now();
  while (!cond()) {
    if (Date.now() - t0 > ms) fail(`timed out after ${ms} ms waiting for ${what()}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

export async function playOverSockets(game: AnyGame, options: unknown, opts: WireOptions): Promise<WireReport> {
  const t0 = Date.now();
  const dir = mkdtempSync(join(tmpdir(), 'kit-wire-'));
  const dbPath = join(dir, 'kit.sqlite');
  const logged: string[] = [];
  const consoleError = console.error;
  console.error = (...args: unknown[]) => {
    logged.push(args.map((a) => (a instanceof Error ? (a.stack ?? a.message) : String(a))).join(' '));
  };
  const server = await startGameServer({
    port: opts.port,
    dbPath,
    clientDir: join(dir, 'no-client'),
    // automated seats answer after the pause and the budget (paced), with the lightest computer player: no worker
    botDelayMs: 0,
    botBudgetMs: 20,
    decisionSeconds: 0,
    standInSeconds: 3600,
    rate: { perSecond: 100_000, burst: 100_000 },
    maxMessagesPerSecond: 1_000_000,
  });
  const endpoint = `http://127.0.0.1:${opts.port}`;
  const rng = new Random(opts.seed);
  const clients: Seat[] = [];
  let code = '';
  let held: unknown = null;
  try {
    const playable = game.seats(options).filter((s) => s.playable);
    if (!playable.length) fail('the game has no playable seat');
    const late: Promise<unknown>[] = [];
    const connect = async (viewer: Viewer, join: (c: Client) => Promise<Room>): Promise<Seat> => {
      const room = await join(new Client(endpoint));
      const seat: Seat = {
        viewer,
        room,
        mirror: new PublicView(),
        last: null,
        events: [],
        problems: [],
        history: [],
        log: [],
        token: '',
        replaced: false,
        updates: 0,
      };
      room.onMessage(MSG.chat, () => undefined);
      room.onMessage(MSG.me, (m: { token: string }) => (seat.token = m.token));
      room.onMessage(MSG.history, (text: string) => {
        if (seat.last) seat.problems.push(`${seat.viewer} was sent history after its first update`);
        seat.history.push(...(JSON.parse(text) as HistoryChunk).events);
      });
      room.onMessage(MSG.update, (text: string) => onUpdate(seat, JSON.parse(text) as SeatUpdate));
      room.onMessage(MSG.error, (r: Refusal) => onRefusal(seat, r));
      clients.push(seat);
      return seat;
    };
    /** Late comers: spectators joining a game under way, and the first seat's person back on a new connection. */
    const comeLate = (seat: Seat) => {
      const count = seat.updates;
      if (seat === clients.find((c) => c.viewer === 'spectator') && LATE_SPECTATORS.includes(count))
        late.push(connect('spectator', (c) => c.joinById(code, { spectate: true })));
      if (seat === clients[0] && count === COME_BACK && seat.token) {
        // from now on the new connection speaks for the seat: the old one is cut off by the server
        seat.replaced = true;
        late.push(connect(seat.viewer, (c) => c.joinById(code, { token: seat.token })));
      }
    };
    const onUpdate = (seat: Seat, u: SeatUpdate) => {
      if (seat.replaced) return;
      seat.updates++;
      comeLate(seat);
      if (!u.pub) seat.problems.push(`${seat.viewer} received an update without the public view's entries`);
      else if (!seat.last && !u.pub.full)
        seat.problems.push(`${seat.viewer}'s first update lacks the whole public view`);
      const pub = seat.mirror.apply(u.pub ?? { set: {} });
      const view = applyDiff(pub, u.priv);
      seat.last = { u, view };
      for (const e of u.events) {
        if (seat.events.length && e.n <= (seat.events.at(-1) as number))
          seat.problems.push(`${seat.viewer} received event ${e.n} after event ${seat.events.at(-1)}`);
        seat.events.push(e.n);
        seat.log.push(e);
      }
      if (u.seat !== seat.viewer) seat.problems.push(`${seat.viewer}'s client received an update for '${u.seat}'`);
      // The server may have moved on already; when it has not, what the client rebuilt is the server's.
      const host = (matchMaker.getLocalRoomById(code) as unknown as { host?: GameHost } | undefined)?.host;
      if (host && game.version(host.state) === u.v) {
        if (!equalJson(view, game.view(host.state, seat.viewer)))
          seat.problems.push(
            `${seat.viewer}'s rebuilt view at v${u.v} is not the server's: ${firstDifference(view, game.view(host.state, seat.viewer))}`,
          );
        if (seat.viewer !== 'spectator' && !equalJson(u.legal, game.legalActions(host.state, seat.viewer)))
          seat.problems.push(`${seat.viewer}'s legal actions at v${u.v} are not the server's`);
      }
      act(seat);
    };
    const act = (seat: Seat) => {
      const last = seat.last;
      if (!last || seat.replaced || seat.viewer === 'spectator' || last.u.outcome || !last.u.legal.length) return;
      let action = pickAction(rng, last.u.legal);
      if (rng.float() < 0.5) {
        const level = lightLevel(game);
        const bot = game.computer.choose({
          view: last.view as never,
          seat: seat.viewer,
          level,
          seed: rng.int(2 ** 31),
        });
        if (bot !== null && last.u.legal.some((l) => equalJson(l, bot))) action = bot;
      }
      seat.room.send(MSG.act, { v: last.u.v, action });
    };
    const onRefusal = (seat: Seat, r: Refusal) => {
      const last = seat.last;
      if (seat.replaced) return;
      if (r.type !== MSG.act) {
        seat.problems.push(`the server refused a '${r.type}' message of ${seat.viewer}: ${r.code}`);
        return;
      }
      if (!last || r.v !== last.u.v) return; // answered an older update: the newer one has been acted on
      if (!HARMLESS_ERRORS.has(r.code))
        seat.problems.push(`the server refused a legal action of ${seat.viewer} at v${r.v}: ${json(r)}`);
      setTimeout(() => seat.last === last && act(seat), 5);
    };

    const first = await connect(playable[0].id, (c) =>
      c.create(game.id, {
        room: { game: options, isPrivate: true, name: 'conformance kit', botLevel: lightLevel(game) },
        name: 'p0',
      }),
    );
    code = first.room.roomId;
    for (let i = 1; i < playable.length; i++) await connect(playable[i].id, (c) => c.joinById(code, { name: `p${i}` }));
    await connect('spectator', (c) => c.joinById(code, { spectate: true }));
    clients.forEach((c, i) => {
      if (c.viewer === 'spectator') return;
      c.room.send(MSG.seat, { seat: c.viewer });
      if (i > 0) c.room.send(MSG.ready, { ready: true });
    });
    const lobby = () => [...((first.room.state as SchemaView).seats ?? [])];
    await until(
      () =>
        playable.every((p) =>
          lobby().some((s) => s.seat === p.id && s.kind === 'human' && (s.ready || p.id === playable[0].id)),
        ),
      10_000,
      () => `every seat taken and ready: ${json(lobby())}`,
    );
    first.room.send(MSG.start, {});
    const ended = () =>
      clients.every((c) => c.replaced || !!c.last?.u.outcome) || clients.some((c) => c.problems.length > 0);
    const what = () => `the end of the game (the spectator is at v${clients.at(-1)?.last?.u.v ?? '?'})`;
    await until(ended, opts.timeoutMs, what);
    // a late comer may still be joining: it too must see the end
    await Promise.all(late);
    await until(ended, opts.timeoutMs, what);
    const problems = clients.flatMap((c) => c.problems);
    if (problems.length) fail(problems.slice(0, 5).join('\n'));
    held = (matchMaker.getLocalRoomById(code) as unknown as { host?: GameHost } | undefined)?.host?.state ?? null;
    if (held === null) fail('the room was gone before the kit could read its final state');
    held = JSON.parse(JSON.stringify(held));
  } finally {
    // a replaced connection was closed by the server already (its leave would never settle)
    for (const c of clients) if (!c.replaced) await c.room.leave(true).catch(() => undefined);
    await server.close();
    console.error = consoleError;
  }

  try {
    const store = new GameStore(dbPath);
    const stored = store.get(code);
    const actions = store.actions(code);
    store.close();
    if (!stored) fail(`no record of game ${code} in the database`);
    if (stored.game !== game.id) fail(`the stored record names game '${stored.game}', not '${game.id}'`);
    if (stored.rulesVersion !== game.rulesVersion) fail(`the stored rules version is ${stored.rulesVersion}`);
    if (stored.status !== 'finished') fail(`the stored game is '${stored.status}', not finished`);
    if (!equalJson(stored.options.game, options))
      fail(`the stored options ${json(stored.options.game)} are not the room's ${json(options)}`);
    const r = replay(game, stored.options.game, stored.seed, actions);
    if (!r.ok) fail(`replay() of the stored log fails at action ${r.error.index}: ${json(r.error)}`);
    const final = r.value;
    if (!game.isOver(final)) fail(`the stored log (${actions.length} actions) does not end the game`);
    if (!equalJson(final, held))
      fail(`replay() of the stored log is not the final state the server held: ${firstDifference(final, held)}`);
    if (!equalJson(stored.result, game.outcome(final)))
      fail(`the stored result ${json(stored.result)} is not the replay's outcome ${json(game.outcome(final))}`);
    const live = liveEvents(game, stored.options.game, stored.seed, actions);
    const back = clients.find((c, k) => k > 0 && c.viewer === clients[0].viewer);
    const lateSpectators = clients.filter((c) => c.viewer === 'spectator' && c.history.length > 0);
    if (!back?.history.length || !lateSpectators.length)
      fail(
        `no history for a late comer: the returning seat got ${back?.history.length ?? 'no connection and'} events, ` +
          `${lateSpectators.length} late spectators got some (the game had ${actions.length} actions)`,
      );
    for (const c of clients) {
      const want = live.get(c.viewer) ?? [];
      const got = [...c.history, ...c.log];
      if (c.replaced) {
        // the connection that was replaced had everything up to its last event, live
        const upTo = c.log.at(-1)?.n ?? 0;
        const before = want.filter((e) => e.n <= upTo);
        if (!equalJson(got, before))
          fail(`${c.viewer}'s first connection's log is not what it was sent live: ${firstDifference(got, before)}`);
        continue;
      }
      if (!equalJson(got, want))
        fail(
          `${c.viewer}'s log (${c.history.length} events of history, ${c.log.length} live) is not every event as it ` +
            `sees it (${want.length}): ${firstDifference(got, want)}`,
        );
    }
    for (const c of clients) {
      if (c.replaced) continue;
      const last = c.last as NonNullable<Seat['last']>;
      if (!equalJson(last.u.outcome, game.outcome(final)))
        fail(`${c.viewer} was told the outcome ${json(last.u.outcome)}`);
      const want = game.view(final, c.viewer);
      if (!equalJson(last.view, want))
        fail(`${c.viewer}'s last view is not the view of the replayed game: ${firstDifference(last.view, want)}`);
    }
    const errors = logged.filter((l) => !/^\s*$/.test(l));
    if (errors.length) fail(`the server logged errors during the game:\n${short(errors.join('\n'), 2000)}`);
    return { code, actions: actions.length, ms: Date.now() - t0, clients: clients.length };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
