/**
 * Seeded random games through the one host (shared/core/host.ts) on a virtual clock: every active seat plays random
 * legal actions (sent through the game's action schema and a JSON round trip, as the server does), automated seats
 * and turn timers run on the host's own clock. After every action: the version counts it and the invariants hold;
 * every few actions the views keep the platform's contract (plain JSON, public keys the same for every viewer, the
 * private difference (`privateDiff`, or the difference of `privateView`) rebuilds each view, `privateView` agrees),
 * `apply` is pure and agrees with `applyInPlace`, every seat without a decision has no legal action, and every seat
 * with one has a decision clock of its own. After every action, the public view changed only under the keys the game
 * says the action touched (`Applied.touched`). At the end: an outcome, nobody to act, `replay()` of the log and a JSON
 * round trip (of the end and of a state in the middle, played on) rebuild an equal state.
 */
import { cloneJson } from '../../shared/core/clone';
import { replay, type AnyGame, type LoggedAction, type SeatId } from '../../shared/core/game';
import { GameHost, privateDiffOf, type Numbered } from '../../shared/core/host';
import { FlatMirror, PublicView, applyDiff, flatten, pubPatchJson, type PubPatch } from '../../shared/core/jsonmirror';
import { VirtualTime } from '../../shared/core/virtual-time';
import {
  KitFailure,
  Random,
  canonical,
  equalJson,
  fail,
  firstDifference,
  json,
  notPlainJson,
  pickAction,
  seatIds,
  short,
  viewers,
} from './util';

/** What a random game reports to a watcher before each action (the state is the host's: read it, never change it). */
export interface Step {
  game: AnyGame;
  options: unknown;
  seed: number;
  state: unknown;
  /** Actions applied so far. */
  index: number;
  /** The events of the last action (setup's before the first). */
  events: unknown[];
  log: readonly LoggedAction[];
  rng: Random;
}

export interface PlayOptions {
  maxActions: number;
  /** Expensive checks (views, purity of apply) every this many actions (0: never). */
  checkEvery: number;
  /** Whether a JSON copy of a state in the middle is played on to the same end (costs half a game more). */
  midCopy?: boolean;
  /** The chance, at each step, that a waiting timer of the host (a turn clock, a computer seat) fires first. */
  timerChance?: number;
  onStep?(step: Step): void;
}

export interface Played {
  log: LoggedAction[];
  state: unknown;
  events: number;
}

function deepFreeze<T>(x: T): T {
  if (x !== null && typeof x === 'object' && !Object.isFrozen(x)) {
    Object.freeze(x);
    for (const v of Object.values(x)) deepFreeze(v);
  }
  return x;
}

/** The view contract of game.ts, on one state: see the file comment. */
export function checkViews(game: AnyGame, options: unknown, state: unknown): void {
  const before = json(state);
  const pub = game.view(state, 'spectator') as Record<string, unknown>;
  const bad = notPlainJson(pub, 'view(spectator)');
  if (bad) fail(`a view must be plain JSON: ${bad}`);
  // what a client that joins now receives and rebuilds (server/fanout.ts, client/net/online.ts)
  const wire = new PublicView().apply(JSON.parse(pubPatchJson(flatten(pub), true)) as PubPatch);
  if (!equalJson(wire, pub)) fail(`the public view does not survive the wire's entries: ${firstDifference(pub, wire)}`);
  const priv = new Set(game.privateKeys);
  for (const viewer of viewers(game, options)) {
    const v = game.view(state, viewer) as Record<string, unknown>;
    const b = notPlainJson(v, `view(${viewer})`);
    if (b) fail(`a view must be plain JSON: ${b}`);
    for (const k of new Set([...Object.keys(v), ...Object.keys(pub)]))
      if (!priv.has(k) && !equalJson(v[k], pub[k]))
        fail(
          `view(${viewer}) differs from the spectator's under '${k}', which is not in privateKeys ` +
            `(${json(game.privateKeys)}): the host would never send it that difference`,
        );
    if (game.peekView) {
      const peek = game.peekView(state, viewer);
      if (!equalJson(peek, v)) fail(`peekView(${viewer}) differs from view(${viewer}): ${firstDifference(peek, v)}`);
    }
    const own = game.privateView ? game.privateView(state, viewer) : v;
    if (game.privateView)
      for (const k of priv) {
        const a = (own as Record<string, unknown>)[k];
        if (!equalJson(a, v[k]))
          fail(`privateView(${viewer}) differs from view(${viewer}) under '${k}': ${firstDifference(a, v[k])}`);
      }
    const rebuilt = applyDiff(
      pub,
      privateDiffOf(game, state, () => pub, viewer),
    );
    if (!equalJson(rebuilt, v))
      fail(`the public view plus ${viewer}'s private difference is not its view: ${firstDifference(rebuilt, v)}`);
    if (viewer !== 'spectator') {
      const bot = game.computer.viewFor(state, viewer, [viewer]);
      const bb = notPlainJson(bot, `computer.viewFor(${viewer})`);
      if (bb) fail(`a computer player's view must be plain JSON: ${bb}`);
    }
  }
  if (json(state) !== before) fail('computing views changed the state');
}

/** One random game: see the file comment. Throws a KitFailure naming the options, seed and action. */
export function playRandom(game: AnyGame, options: unknown, seed: number, opts: PlayOptions): Played {
  const at = { n: 0 };
  try {
    return play(game, options, seed, opts, at);
  } catch (e) {
    const message =
      e instanceof KitFailure ? e.message : e instanceof Error ? `threw ${e.stack ?? e.message}` : json(e);
    throw new KitFailure(`${game.id} ${json(options)} seed ${seed}, at action ${at.n}: ${message}`);
  }
}

function play(game: AnyGame, options: unknown, seed: number, opts: PlayOptions, at: { n: number }): Played {
  deepFreeze(options);
  const seats = seatIds(game, options);
  const seatSet = new Set(seats);
  const auto = new Set(
    game
      .seats(options)
      .filter((s) => !s.playable)
      .map((s) => s.id),
  );
  const rng = new Random((seed ^ 0x2545f491) >>> 0);
  const time = new VirtualTime();
  const log: LoggedAction[] = [];
  let lastEvents: Numbered[] = [];
  let eventCount = 0;
  const errors: string[] = [];
  let host: GameHost | null = null;
  // The public mirror as the server keeps it (only the keys the game says an action touched), against one that
  // compares every key: after every action both must have seen the same changes.
  const scoped = new FlatMirror();
  const whole = new FlatMirror();
  const mirrorChanges = (mirror: FlatMirror, view: Record<string, unknown>, only: ReadonlySet<string> | null) => {
    const out: string[] = [];
    mirror.update(
      view,
      (k, v) => out.push(`${k}=${v}`),
      (k) => out.push(`${k} gone`),
      only,
    );
    return out.sort().join('\n');
  };

  // Setup is a pure function of the options and the seed.
  const again = game.setup(options, seed);
  const started = GameHost.start(
    game,
    options,
    seed,
    time,
    { decisionSeconds: 0, botDelayMs: 0, botBudgetMs: 0, botLevel: game.computer.defaultLevel },
    {
      computerPlays: () => false,
      // Automated seats (playable: false) play random legal actions too.
      think: (req) => {
        const legal = host ? game.legalActions(host.state, req.seat) : [];
        return legal.length ? pickAction(rng, legal) : null;
      },
      committed: (c) => {
        const state = (host as GameHost).state;
        if (c.index !== log.length) errors.push(`the host committed action index ${c.index}, expected ${log.length}`);
        log.push({ seat: c.seat, action: c.action });
        lastEvents = c.events;
        eventCount += c.events.length;
        if (game.version(state) !== log.length)
          errors.push(`version() is ${game.version(state)} after ${log.length} actions: it must count them`);
        for (const v of game.invariants?.(state) ?? []) errors.push(`invariant broken after ${c.seat}'s action: ${v}`);
        const pub = game.view(state, 'spectator') as Record<string, unknown>;
        const touched = (host as GameHost).takeTouched();
        const seen = mirrorChanges(scoped, pub, touched);
        const all = mirrorChanges(whole, pub, null);
        if (seen !== all)
          errors.push(
            `${c.seat}'s action ${short(json(c.action))} changed the public view beyond the keys it says it touched ` +
              `(${json(touched && [...touched])}): ${short(all)}`,
          );
        if (!!game.outcome(state) !== game.isOver(state))
          errors.push(`outcome() is ${json(game.outcome(state))} while isOver() is ${game.isOver(state)}`);
      },
      log: (message, e) => errors.push(`the host reported: ${message}: ${e instanceof Error ? e.stack : json(e)}`),
    },
  );
  host = started.host;
  const state = host.state;
  lastEvents = started.events;
  eventCount = started.events.length;
  if (canonical(again.state) !== canonical(state)) fail('setup(options, seed) gave two different states');
  if (canonical(again.events) !== canonical(started.events.map((e) => e.event)))
    fail('setup(options, seed) gave two different event lists');
  if (game.version(state) !== 0) fail(`version() is ${game.version(state)} right after setup: it must be 0`);
  if (game.isOver(state)) fail('the game is over right after setup');
  host.refresh();

  const mid = opts.midCopy ? rng.int(150) : -1;
  let snapshot: { at: number; text: string } | null = null;
  let streak = { key: '', n: 0 };
  const timerChance = opts.timerChance ?? 0.05;

  for (let turns = 0; !game.isOver(state); turns++) {
    if (errors.length) fail(errors[0]);
    const n = log.length;
    at.n = n;
    if (n >= opts.maxActions) fail(`the game did not end within ${opts.maxActions} actions`);
    if (turns > 4 * opts.maxActions + 1000) fail(`the host's timers keep firing without any action being applied`);
    if (n === mid) snapshot = { at: n, text: JSON.stringify(state) };
    const active = game.activeSeats(state);
    for (const s of active) if (!seatSet.has(s)) fail(`activeSeats() names '${s}', which is not a seat`);
    const people = active.filter((s) => !auto.has(s));
    if (time.pending && (!people.length || rng.float() < timerChance)) {
      time.step();
      continue;
    }
    if (!people.length) fail(`nobody can act: active seats ${json(active)} and no timer of the host is waiting`);
    const seat = rng.pick(people);
    const legal = game.legalActions(state, seat);
    if (!legal.length) fail(`seat '${seat}' is active but has no legal action`);
    opts.onStep?.({ game, options, seed, state, index: n, events: lastEvents.map((e) => e.event), log, rng });

    // A seat asked the same decision for long (a planning phase with free moves, where random moves undo each
    // other) plays now and then what the game's lightest computer player would: it moves towards the next one.
    const prompt = game.promptId(state, seat);
    const key = `${seat}:${prompt}`;
    streak = streak.key === key ? { key, n: streak.n + 1 } : { key, n: 0 };
    let action = pickAction(rng, legal);
    if (streak.n > 8 && rng.float() < 0.5) action = nudge(game, state, seat, legal, rng) ?? action;

    const wire = JSON.parse(JSON.stringify(action)) as unknown;
    if (!equalJson(wire, action)) fail(`a legal action is not plain JSON: ${short(json(action))}`);
    const parsed = game.actionSchema.safeParse(wire);
    if (!parsed.success)
      fail(
        `a legal action of '${seat}' is refused by actionSchema (the server would refuse it): ${short(json(action))}`,
      );

    const deep = opts.checkEvery > 0 && n % opts.checkEvery === 0;
    let pure: { state: unknown; events: unknown[] } | null = null;
    if (deep) {
      checkViews(game, options, state);
      checkQuiet(game, state, seats, active);
      const update = host.batch(lastEvents);
      for (const viewer of viewers(game, options)) {
        const u = update.update(viewer);
        if (viewer !== 'spectator' && canonical(u.legal) !== canonical(game.legalActions(state, viewer)))
          fail(`the host's update for ${viewer} lists other legal actions than legalActions()`);
        const b = notPlainJson(u.events, `redactEvent(…, ${viewer})`);
        if (b) fail(`a redacted event must be plain JSON: ${b}`);
        // the server sends the text `json` gives (with no public entries synced): it must be the update's own JSON
        if (update.json(viewer) !== JSON.stringify(u)) fail(`the host's update text for ${viewer} is not its JSON`);
      }
      const before = JSON.stringify(state);
      const r = game.apply(state, seat, parsed.data);
      if (JSON.stringify(state) !== before) fail(`apply() changed its input state (it must be pure)`);
      if (!r.ok) fail(`apply() refused a legal action of '${seat}': ${json(r.error)} ${short(json(action))}`);
      pure = r.value;
    }
    const error = host.act(seat, parsed.data);
    if (error) fail(`the legal action ${short(json(action))} of '${seat}' was refused: ${json(error)}`);
    if (errors.length) fail(errors[0]);
    if (pure) {
      if (!equalJson(pure.state, state))
        fail(`apply() and applyInPlace() give different states: ${firstDifference(pure.state, state)}`);
      if (canonical(pure.events) !== canonical(lastEvents.map((e) => e.event)))
        fail(`apply() and applyInPlace() give different events`);
    }
  }
  if (errors.length) fail(errors[0]);
  at.n = log.length;
  host.dispose();
  checkEnd(game, options, seed, state, seats, log);
  if (snapshot) {
    // A state in the middle survives a JSON round trip and plays on to the same end.
    const s = JSON.parse(snapshot.text) as unknown;
    for (let i = snapshot.at; i < log.length; i++) {
      const r = game.applyInPlace(s, log[i].seat, log[i].action);
      if (!r.ok)
        fail(`the JSON copy of the state after ${snapshot.at} actions refused logged action ${i}: ${json(r.error)}`);
    }
    if (!equalJson(s, state))
      fail(
        `a JSON copy of the state after ${snapshot.at} actions, played on, ends elsewhere: ${firstDifference(s, state)}`,
      );
  }
  return { log, state, events: eventCount };
}

/** Seats without a decision have nothing to do; active seats name their decision as a string or null. */
function checkQuiet(game: AnyGame, state: unknown, seats: SeatId[], active: SeatId[]): void {
  for (const s of seats) {
    const id = game.promptId(state, s);
    if (id !== null && typeof id !== 'string') fail(`promptId('${s}') must be a string or null, got ${json(id)}`);
    if (!active.includes(s) && game.legalActions(state, s).length)
      fail(`seat '${s}' has legal actions but is not among activeSeats() ${json(active)}`);
  }
  const clocks = game.clocks(state);
  for (const c of clocks) {
    if (!c.seats.every((s) => seats.includes(s))) fail(`clock ${json(c)} names a seat that is not a seat`);
    if (c.kind !== 'turn' && c.kind !== 'decision') fail(`clock ${json(c)} has an unknown kind`);
  }
  // DECISION_SECONDS holds in every game: an absent person's decision is answered by the computer, never stalls
  for (const s of active) {
    if (game.promptId(state, s) === null) continue;
    if (!clocks.some((c) => c.kind === 'decision' && c.seats.length === 1 && c.seats[0] === s))
      fail(`seat '${s}' has a pending decision without a decision clock of its own: ${json(clocks)}`);
  }
  const keys = clocks.map((c) => c.key);
  if (new Set(keys).size !== keys.length) fail(`two clocks share a key: ${json(keys)}`);
}

/** The game's lightest computer player (the first level not marked heavy). */
export function lightLevel(game: AnyGame): string {
  return game.computer.levels.find((l) => !game.computer.heavy.includes(l)) ?? game.computer.defaultLevel;
}

/**
 * The game's lightest computer player's answer for `seat` (from the seat's own view, as a computer seat would get
 * it); it must be one of the legal actions.
 */
export function nudge(game: AnyGame, state: unknown, seat: SeatId, legal: unknown[], rng: Random): unknown {
  const level = lightLevel(game);
  const a = game.computer.choose({
    view: game.computer.viewFor(state, seat, [seat]),
    seat,
    level,
    seed: rng.int(2 ** 31),
  });
  if (a === null) return null;
  if (!legal.some((l) => equalJson(l, a)))
    fail(`the computer player (level '${level}') chose an action that is not legal for '${seat}': ${short(json(a))}`);
  return a;
}

/** The end of a random game: an outcome, nobody to act, and the log and a JSON copy rebuild it. */
export function checkEnd(
  game: AnyGame,
  options: unknown,
  seed: number,
  state: unknown,
  seats: SeatId[],
  log: readonly LoggedAction[],
): void {
  const outcome = game.outcome(state);
  if (!outcome) fail('the game is over but outcome() is null');
  if (!Array.isArray(outcome.winners) || outcome.winners.some((w) => !seats.includes(w)))
    fail(`outcome().winners must be seats: ${json(outcome)}`);
  if (typeof outcome.reason !== 'string' || !outcome.reason)
    fail(`outcome().reason must name a reason: ${json(outcome)}`);
  if (game.activeSeats(state).length) fail(`the game is over but activeSeats() is ${json(game.activeSeats(state))}`);
  for (const s of seats)
    if (game.legalActions(state, s).length) fail(`the game is over but '${s}' still has legal actions`);
  const bad = notPlainJson(state, 'state');
  if (bad) fail(`the state must be plain JSON: ${bad}`);
  const copy = JSON.parse(JSON.stringify(state)) as unknown;
  if (!equalJson(copy, state)) fail(`a JSON round trip changes the state: ${firstDifference(copy, state)}`);
  const r = replay(game, cloneJson(options), seed, log);
  if (!r.ok) fail(`replay() of the log fails at action ${r.error.index}: ${json(r.error)}`);
  if (!equalJson(r.value, state))
    fail(`replay() of the log rebuilds another state: ${firstDifference(r.value, state)}`);
}
