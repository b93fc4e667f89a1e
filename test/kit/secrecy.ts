/**
 * Secrecy: a state and its perturbation for a seat P (`perturbSecrets`: the same state but for what P alone may know
 * and for hidden randomness) must look exactly the same to every other viewer — the same view (JSON bytes), legal
 * actions, active seats, clocks, outcome, computer player's view and redacted events. With P = 'spectator' only what
 * nobody knows changes, so every viewer, each seat included, must see no difference: no view depends on the random
 * generator (which the kit also looks for by name in the state and searches every view for).
 *
 * Both are then played on with the same actions, legal in both, while a viewer has been told nothing new: for each
 * other viewer X, after each action, X's redacted events of that action are compared first. If they are the same,
 * nothing was revealed to X, so everything X sees must still be the same. If they differ, something was revealed to
 * X, which must then show in what X sees (its view, legal actions or active seats): an event that differs while
 * everything else X sees stays the same tells X a secret its view hides (a redactEvent leak). From there on X may
 * know more, and the kit stops comparing X. One reveal is a leak nonetheless: when X's events in one are only the
 * start of its events in the other, the game stopped for a decision in one and went on in the other — whether a seat
 * is asked depended on P's secret, and every viewer sees who is asked.
 */
import type { AnyGame, SeatId, Viewer } from '../../shared/core/game';
import type { Random } from './util';
import { canonical, fail, firstDifference, json, notPlainJson, seatIds, short, viewers } from './util';

export interface SecrecyOptions {
  /** Actions played on from each checked point (0: compare the current views only). */
  continueSteps: number;
  /**
   * Let a viewer's view change after an action whose events told it nothing different (the game reveals hidden
   * information without an event): the kit then stops comparing that viewer instead of failing.
   */
  silentReveals?: boolean;
  /**
   * Let whether a seat is asked depend on another seat's secrets (after the same action, the game waits for a
   * decision in one and goes on in the other, so everyone learns something about the secret): counted, not failed.
   */
  allowFlowLeaks?: boolean;
}

export class SecrecyStats {
  points = 0;
  /** Per perturbed viewer: perturbations that changed the state / that viewer's own view. */
  changed = new Map<Viewer, number>();
  ownViewChanged = new Map<Viewer, number>();
  continued = 0;
  /** Viewers a continuation stopped comparing because an event told them something. */
  revealed = 0;
  /** Divergences of the game's flow on a seat's secrets (see SecrecyOptions.allowFlowLeaks), with one example. */
  flows = 0;
  flowExample: string | null = null;
  /** Paths of the state found to hold hidden randomness (by name), and whether a perturbation changed each. */
  rngPaths = new Map<string, number>();

  bump(map: Map<Viewer, number>, key: Viewer): void {
    map.set(key, (map.get(key) ?? 0) + 1);
  }
}

/** What `viewer` learns from a state: every piece the host sends it, as JSON text. */
function observe(game: AnyGame, state: unknown, viewer: Viewer): Record<string, string> {
  const out: Record<string, string> = {
    view: json(game.view(state, viewer)),
    activeSeats: json(game.activeSeats(state)),
    outcome: json(game.outcome(state)),
    clocks: json(game.clocks(state)),
    version: json(game.version(state)),
  };
  if (viewer !== 'spectator') {
    out.legalActions = json(game.legalActions(state, viewer));
    // What this seat's computer player would be given, were it the only computer seat.
    out['computer.viewFor'] = json(game.computer.viewFor(state, viewer, [viewer]));
  }
  if (game.privateView) {
    const p = game.privateView(state, viewer) as Record<string, unknown>;
    out.privateView = json(game.privateKeys.map((k) => p[k]));
  }
  if (game.privateDiff) out.privateDiff = json(game.privateDiff(state, viewer));
  return out;
}

function redacted(game: AnyGame, state: unknown, events: readonly unknown[], viewer: Viewer): string {
  return json(events.map((e) => game.redactEvent(state, e, viewer)));
}

const RNG_KEY = /^(rng|prng|random|randomState|rngState|seed|.*Rng|.*Seed)$/i;

/** Numbers and number lists under keys that name hidden randomness (rng, seed…), with their paths. */
export function randomnessIn(state: unknown): Map<string, unknown> {
  const out = new Map<string, unknown>();
  const walk = (x: unknown, path: string, depth: number): void => {
    if (depth > 8 || x === null || typeof x !== 'object') return;
    for (const [k, v] of Object.entries(x)) {
      const numeric =
        typeof v === 'number' || (Array.isArray(v) && v.length > 0 && v.every((n) => typeof n === 'number'));
      if (RNG_KEY.test(k) && numeric) out.set(`${path}.${k}`, v);
      else walk(v, `${path}.${k}`, depth + 1);
    }
  };
  walk(state, '$', 0);
  return out;
}

/** Integers too distinctive to appear in a view by chance: the words of a generator, a large seed. */
function distinctive(values: Iterable<unknown>): number[] {
  const out: number[] = [];
  for (const v of values)
    for (const n of Array.isArray(v) ? v : [v])
      if (typeof n === 'number' && Number.isInteger(n) && Math.abs(n) >= 65536) out.push(n);
  return out;
}

const containsNumber = (text: string, n: number): boolean => new RegExp(`(^|[^0-9.eE+-])${n}(?![0-9.eE])`).test(text);

function perturbOf(game: AnyGame): NonNullable<AnyGame['perturbSecrets']> {
  const p = game.perturbSecrets;
  if (!p)
    fail(
      `${game.id} has no perturbSecrets(state, seat, seed): every game must provide one (shared/core/game.ts), a copy ` +
        `of the state differing only in what that seat alone may know and in hidden randomness, so that the kit can ` +
        `check that nobody else sees a difference`,
    );
  return p.bind(game);
}

/** Fails unless `perturbSecrets` is defined. */
export function requirePerturbSecrets(game: AnyGame): void {
  perturbOf(game);
}

/**
 * Checks one point of a game: `state` (not changed) after an action whose events were `events`; `seed` is the
 * setup seed (searched for in every view).
 */
export function checkSecrecyAt(
  game: AnyGame,
  options: unknown,
  state: unknown,
  events: readonly unknown[],
  seed: number,
  rng: Random,
  opts: SecrecyOptions,
  stats: SecrecyStats,
): void {
  const perturb = perturbOf(game);
  const seats = seatIds(game, options);
  const all = viewers(game, options);
  const text = JSON.stringify(state);
  const base = new Map(all.map((x) => [x, observe(game, state, x)]));
  const baseEvents = new Map(all.map((x) => [x, redacted(game, state, events, x)]));
  stats.points++;

  // Hidden randomness, found by name, never shows in a view (nor does the setup seed).
  const randomness = randomnessIn(state);
  const needles = distinctive([...randomness.values(), seed]);
  if (!game.isOver(state))
    for (const x of all) {
      const v = base.get(x)?.view ?? '';
      for (const n of needles)
        if (containsNumber(v, n))
          fail(
            `view(${x}) contains ${n}, a number of the hidden randomness (${[...randomness.keys()].join(', ')}) or the seed`,
          );
    }

  const perturbed = new Map<Viewer, unknown>();
  for (const p of [...seats, 'spectator'] as Viewer[]) {
    const mine = JSON.parse(text) as unknown;
    const copy = perturb(mine, p, rng.int(2 ** 31));
    const what = `perturbSecrets(state, '${p}', …)`;
    if (JSON.stringify(mine) !== text) fail(`${what} changed its input state: it must return a copy`);
    const bad = notPlainJson(copy, what);
    if (bad) fail(`${what} must give plain JSON: ${bad}`);
    if (game.version(copy) !== game.version(state)) fail(`${what} changed the version`);
    const broken = game.invariants?.(copy) ?? [];
    if (broken.length) fail(`${what} is not a valid state: invariant broken: ${broken[0]}`);
    if (JSON.stringify(copy) !== text) stats.bump(stats.changed, p);
    perturbed.set(p, copy);
    if (p === 'spectator')
      for (const [path, v] of randomness)
        if (canonical(v) !== canonical(valueAt(copy, path)))
          stats.rngPaths.set(path, (stats.rngPaths.get(path) ?? 0) + 1);
        else if (!stats.rngPaths.has(path)) stats.rngPaths.set(path, 0);
    for (const x of all) {
      const seen = observe(game, copy, x);
      const mineSeen = base.get(x) as Record<string, string>;
      if (x === p) {
        if (seen.view !== mineSeen.view) stats.bump(stats.ownViewChanged, p);
        continue;
      }
      for (const k of Object.keys(mineSeen))
        if (seen[k] !== mineSeen[k])
          fail(
            `${x} sees a difference between a state and the same state with other secrets of ${p === 'spectator' ? 'nobody (hidden randomness only)' : `'${p}'`}: ` +
              `${k}: ${diffText(mineSeen[k], seen[k])}`,
          );
      if (redacted(game, copy, events, x) !== baseEvents.get(x))
        fail(
          `redactEvent(…, ${x}) of the last events depends on the secrets of '${p}': ${diffText(baseEvents.get(x) ?? '', redacted(game, copy, events, x))}`,
        );
    }
  }

  if (opts.continueSteps > 0 && !game.isOver(state)) {
    const p = rng.pick([...seats, 'spectator'] as Viewer[]);
    playOn(game, JSON.parse(text) as unknown, perturbed.get(p), p, all, rng, opts, stats);
  }
}

function valueAt(x: unknown, path: string): unknown {
  let cur = x;
  for (const k of path.split('.').slice(1))
    cur = cur !== null && typeof cur === 'object' ? (cur as Record<string, unknown>)[k] : undefined;
  return cur;
}

function diffText(a: string, b: string): string {
  try {
    return firstDifference(JSON.parse(a), JSON.parse(b)) ?? 'differs';
  } catch {
    return `${short(a, 150)} ≠ ${short(b, 150)}`;
  }
}

/** Whether one list is a proper start of the other (the same events, then more in one). */
function isPrefix(a: unknown[], b: unknown[]): boolean {
  const [s, l] = a.length <= b.length ? [a, b] : [b, a];
  return s.length < l.length && s.every((e, i) => json(e) === json(l[i]));
}

/** Plays both on with the same actions (legal in both) while some other viewer has been told nothing new. */
function playOn(
  game: AnyGame,
  a: unknown,
  b: unknown,
  p: Viewer,
  all: Viewer[],
  rng: Random,
  opts: SecrecyOptions,
  stats: SecrecyStats,
): void {
  const tracked = new Set(all.filter((x) => x !== p));
  const whose = p === 'spectator' ? 'nobody (hidden randomness only)' : `'${p}'`;
  for (let step = 0; step < opts.continueSteps && tracked.size; step++) {
    if (game.isOver(a) || game.isOver(b)) return;
    const choices: { seat: SeatId; actions: unknown[] }[] = [];
    for (const seat of game.activeSeats(a)) {
      const theirs = new Set(game.legalActions(b, seat).map(canonical));
      const common = game.legalActions(a, seat).filter((x) => theirs.has(canonical(x)));
      if (common.length) choices.push({ seat, actions: common });
    }
    if (!choices.length) return;
    const { seat, actions } = rng.pick(choices);
    const action = rng.pick(actions);
    const ra = game.applyInPlace(a, seat, action);
    const rb = game.applyInPlace(b, seat, action);
    if (!ra.ok || !rb.ok)
      fail(
        `an action legal in a state and in its perturbation for ${whose} was refused in ${ra.ok ? 'the perturbation' : 'the state'}: ${short(json(action))}`,
      );
    const broken = game.invariants?.(b) ?? [];
    if (broken.length) fail(`the perturbation for ${whose}, played on, broke an invariant: ${broken[0]}`);
    stats.continued++;
    for (const x of [...tracked]) {
      const oa = observe(game, a, x);
      const ob = observe(game, b, x);
      const changed = Object.keys(oa).filter((k) => oa[k] !== ob[k]);
      const ea = redacted(game, a, ra.value, x);
      const eb = redacted(game, b, rb.value, x);
      const where = `after '${seat}' played ${short(json(action), 120)} in a state and in its perturbation for ${whose}`;
      if (ea === eb) {
        if (changed.length && !opts.silentReveals)
          fail(
            `${where}, ${x} was told the same (its redacted events are the same) but sees a difference: ` +
              `${changed[0]}: ${diffText(oa[changed[0]], ob[changed[0]])} (a leak, or a reveal without an event)`,
          );
        if (changed.length) tracked.delete(x);
        continue;
      }
      const shown = changed.filter(
        (k) => k === 'view' || k === 'legalActions' || k === 'activeSeats' || k === 'outcome',
      );
      if (!shown.length)
        fail(
          `${where}, ${x}'s redacted events differ (${diffText(ea, eb)}) but nothing else it sees does: ` +
            `the events tell ${x} a secret its view hides (redactEvent leaks it)`,
        );
      if (p !== 'spectator' && isPrefix(JSON.parse(ea) as unknown[], JSON.parse(eb) as unknown[])) {
        stats.flows++;
        stats.flowExample ??= `${where}: ${x}'s view ${diffText(oa.view, ob.view)}`;
        if (!opts.allowFlowLeaks)
          fail(
            `${where}, the game waits for a decision in one and goes on in the other (${x}'s events of one are the ` +
              `start of its events of the other; active seats ${json(game.activeSeats(a))} / ${json(game.activeSeats(b))}; ` +
              `${x}'s view: ${diffText(oa.view, ob.view)}): whether a seat is asked depends on the secrets of ${whose}, ` +
              `and everyone sees who is asked`,
          );
      }
      stats.revealed++;
      tracked.delete(x);
    }
  }
}

/** After all points: the perturbations did perturb (else the check above proves nothing). */
export function checkSecrecyCoverage(
  game: AnyGame,
  options: unknown[],
  stats: SecrecyStats,
  noSecrets: readonly SeatId[] = [],
): void {
  if (stats.points === 0) fail('no point of any game was checked');
  const seats = new Set(options.flatMap((o) => seatIds(game, o)));
  // A game without private keys sends every viewer the same view (the host sends no seat a difference): no seat has
  // a secret of its own to perturb, only what nobody knows (a co-op's deck), which the spectator's check covers.
  const sameViews = game.privateKeys.length === 0;
  for (const s of seats) {
    if (noSecrets.includes(s)) continue;
    if (!stats.changed.get(s))
      fail(
        `perturbSecrets(state, '${s}', …) never changed the state at ${stats.points} points: it must change that seat's secrets and the hidden randomness`,
      );
    if (!sameViews && !stats.ownViewChanged.get(s))
      fail(
        `perturbSecrets(state, '${s}', …) never changed what '${s}' itself sees at ${stats.points} points: it perturbs no secret of that ` +
          `seat, so the check proves nothing (a seat without secrets can be listed in the kit's secrecy.noSecrets)`,
      );
  }
  for (const [path, n] of stats.rngPaths)
    if (n === 0)
      fail(
        `perturbSecrets(state, 'spectator', …) never changed ${path}, which holds hidden randomness: it must, so that the kit can see that no view depends on it`,
      );
}
