/**
 * Paced computer answers (issue 29, item 5; shared/core/pace.ts): the time from a decision being asked to the
 * computer's answer must not depend on anything the asking seat's opponents cannot see. On a virtual clock, through
 * the host, with a thinking function whose speed follows the seat's secrets (one legal option: at once; several:
 * longer; now and then far past its budget):
 *
 * 1. computer seats: every answer comes exactly `botDelayMs + botBudgetMs` after the last change of the game, whatever
 *    the thinking took; an answer not ready in time is the quick player's, and each such overrun is logged;
 * 2. people who come and go (stand-ins) and who leave decisions unanswered (decision clocks): every computer answer
 *    comes exactly `botDelayMs + botBudgetMs` after a public moment (a change, a seat's person leaving or returning, a
 *    decision clock running out), never sooner after the last change, and never for a person whose clock still runs;
 * 3. two states differing only in one seat's secrets (`perturbSecrets`): the computer's next answer at the same moment.
 */
import { cloneJson } from '../../shared/core/clone';
import type { AnyGame, BotRequest, SeatId } from '../../shared/core/game';
import { GameHost, type HostPolicy } from '../../shared/core/host';
import { VirtualTime } from '../../shared/core/virtual-time';
import { playRandom } from './play';
import { Random, fail, json, pickAction, seatIds, short } from './util';

export const PACE: Omit<HostPolicy, 'botLevel'> = { decisionSeconds: 7, botDelayMs: 300, botBudgetMs: 500 };
const PACED = PACE.botDelayMs + PACE.botBudgetMs;

/** Lets the promises of the thinking settle before the virtual clock moves on. */
const settle = (): Promise<void> => new Promise((r) => setImmediate(r));

/** `time.advance(ms)`, one timer at a time, letting the thinking's promises settle after each. */
async function advance(time: VirtualTime, ms: number): Promise<void> {
  const end = time.now() + ms;
  for (let at = time.nextAt(); at !== null && at <= end; at = time.nextAt()) {
    time.step();
    await settle();
  }
  time.advance(end - time.now());
}

interface Run {
  game: AnyGame;
  options: unknown;
  time: VirtualTime;
  host: GameHost;
  /** Each applied action: its time, its seat, whether a person sent it, and then every seat's decision (prompt id). */
  commits: { at: number; seat: SeatId; person: boolean; prompts: (string | null)[] }[];
  logs: string[];
  /** Thinking that was made to take longer than the budget. */
  overruns: number;
  /** Set while a person's action is being applied. */
  person: boolean;
}

/**
 * A host whose thinking answers a random legal action after a time that depends on what the seat knows: at once with
 * one legal option, up to the budget with several, and one time in eight past it (an overrun).
 */
function hostRun(
  game: AnyGame,
  options: unknown,
  state: unknown,
  seed: number,
  computerPlays: (seat: SeatId) => boolean,
  decisionSeconds: number,
): Run {
  const rng = new Random(seed);
  const time = new VirtualTime();
  const run = { game, options, time, commits: [], logs: [], overruns: 0, person: false } as unknown as Run;
  const level = game.computer.levels.find((l) => !game.computer.heavy.includes(l)) ?? game.computer.defaultLevel;
  const policy: HostPolicy = { ...PACE, decisionSeconds, botLevel: level };
  run.host = GameHost.resume(game, options, state, 0, time, policy, {
    computerPlays,
    think(req: BotRequest<unknown>) {
      const legal = game.legalActions(run.host.state, req.seat);
      const action = legal.length ? pickAction(rng, legal) : null;
      let ms = legal.length > 1 ? rng.int(PACE.botBudgetMs) : 0;
      if (legal.length > 1 && rng.int(8) === 0) {
        ms = PACE.botBudgetMs + 1 + rng.int(PACE.botBudgetMs);
        run.overruns++;
      }
      return new Promise((resolve) => time.after(ms, () => resolve(action)));
    },
    committed: (c) => {
      const prompts = seatIds(game, options).map((seat) => game.promptId(run.host.state, seat));
      run.commits.push({ at: time.now(), seat: c.seat, person: run.person, prompts });
    },
    log: (message, e) =>
      run.logs.push(`${message}${e === undefined ? '' : `: ${e instanceof Error ? e.stack : json(e)}`}`),
  });
  return run;
}

function submit(run: Run, seat: SeatId, action: unknown): void {
  run.person = true;
  try {
    const e = run.host.submit(seat, action, run.host.v);
    if (e) fail(`a legal action of '${seat}' was refused: ${json(e)}`);
  } finally {
    run.person = false;
  }
}

function noTableTimer(run: Run): void {
  if (run.game.clocks(run.host.state).some((c) => c.kind === 'turn'))
    fail('the timing check plays the default options, which must set no table timer (a turn clock)');
}

/** The host logs each overrun, and nothing else; `cancelled`: some thinking may have been dropped before its end. */
function checkLogs(run: Run, cancelled = false): void {
  const overran = run.logs.filter((l) => /overran its budget/.test(l));
  const other = run.logs.filter((l) => !/overran its budget/.test(l));
  if (other.length) fail(`the host reported: ${short(other[0], 2000)}`);
  if (cancelled ? overran.length > run.overruns : overran.length !== run.overruns)
    fail(`${run.overruns} thinking(s) ran past the budget but the host logged ${overran.length} overrun(s)`);
}

/** 1. Every seat a computer seat: each answer exactly `botDelayMs + botBudgetMs` after the previous one. */
export async function computerSeatsTiming(
  game: AnyGame,
  options: unknown,
  seed: number,
  maxActions: number,
): Promise<number> {
  const { state } = game.setup(cloneJson(options), seed);
  const run = hostRun(game, options, state, seed ^ 0x7a11, () => true, 0);
  noTableTimer(run);
  run.host.refresh();
  for (let steps = 0; !run.host.over && run.commits.length < maxActions; steps++) {
    if (!run.time.pending) fail(`the host stalled after ${run.commits.length} answers: nothing is scheduled`);
    if (steps > 10 * maxActions + 100) fail('the host keeps scheduling without answering');
    run.time.step();
    await settle();
  }
  run.host.dispose();
  let last = 0;
  for (const [i, c] of run.commits.entries()) {
    if (c.at !== last + PACED)
      fail(
        `computer answer ${i} (${c.seat}) came ${c.at - last} ms after the last change, not ${PACED} ` +
          `(botDelayMs ${PACE.botDelayMs} + botBudgetMs ${PACE.botBudgetMs}): its timing depends on its thinking`,
      );
    last = c.at;
  }
  checkLogs(run);
  return run.commits.length;
}

/** The computer answers of a stand-in run, by why the computer answered. */
export interface TimingKinds {
  /** For a seat no person can take. */
  automated: number;
  /** For a seat whose person was away. */
  standIn: number;
  /** For a person whose decision clock ran out. */
  timedOut: number;
}

/**
 * 2. People (every playable seat) who leave now and then (a stand-in plays for them) and who answer only some of their
 * decisions in time (the decision clock hands the rest to the computer). The check follows the clocks as the rules of
 * the host say: a seat's clock runs from its decision's appearance, its own last action or its person's return; once
 * it has run out, the decision is the computer's until it changes or the person acts.
 */
export async function standInTiming(
  game: AnyGame,
  options: unknown,
  seed: number,
  maxActions: number,
): Promise<TimingKinds> {
  const { state } = game.setup(cloneJson(options), seed);
  const playable = new Set(
    game
      .seats(options)
      .filter((s) => s.playable)
      .map((s) => s.id),
  );
  const away = new Set<SeatId>();
  const run = hostRun(game, options, state, seed ^ 0x57a1, (s) => away.has(s), PACE.decisionSeconds);
  noTableTimer(run);
  const rng = new Random(seed ^ 0x3c3c);
  const S = PACE.decisionSeconds * 1000;
  /** Public moments a computer answer may be scheduled from: changes, comings and goings, clocks running out. */
  const moments = new Set<number>([0]);
  /** Each seat's decision, and since when its clock has run. */
  const asked = new Map<SeatId, { id: string | null; since: number }>();
  /** Decisions whose clock ran out (the computer's until they change or the person acts). */
  const expired = new Map<SeatId, string | null>();
  const restart = (seat: SeatId, id: string | null, now: number) => {
    asked.set(seat, { id, since: now });
    if (id !== null) moments.add(now + S);
  };
  const seats = seatIds(game, options);
  const note = (actor: SeatId | null, now: number, prompts: (string | null)[]) => {
    for (const [i, seat] of seats.entries()) {
      const id = prompts[i];
      if (expired.has(seat) && (expired.get(seat) !== id || seat === actor)) expired.delete(seat);
      if (asked.get(seat)?.id !== id || seat === actor) restart(seat, id, now);
    }
    moments.add(now);
  };
  note(
    null,
    0,
    seats.map((seat) => game.promptId(run.host.state, seat)),
  );
  run.host.refresh();
  let seen = 0;
  const check = () => {
    for (; seen < run.commits.length; seen++) {
      const c = run.commits[seen];
      const before = seen > 0 ? run.commits[seen - 1].at : 0;
      if (!c.person) {
        const from = c.at - PACED;
        if (!moments.has(from) || from < before)
          fail(
            `a computer answer for '${c.seat}' came at ${c.at} ms, not ${PACED} ms after a public moment ` +
              `(last change at ${before} ms): its timing depends on something else`,
          );
        const clock = asked.get(c.seat);
        if (!playable.has(c.seat)) kinds.automated++;
        else if (away.has(c.seat)) kinds.standIn++;
        else {
          kinds.timedOut++;
          if (!expired.has(c.seat) && (!clock || from < clock.since + S))
            fail(`the computer answered for '${c.seat}', whose person was there and whose clock still ran`);
          if (!expired.has(c.seat)) expired.set(c.seat, clock?.id ?? null);
        }
      }
      note(c.person ? c.seat : null, c.at, c.prompts);
    }
  };
  const kinds: TimingKinds = { automated: 0, standIn: 0, timedOut: 0 };
  for (let steps = 0; !run.host.over && run.commits.length < maxActions; steps++) {
    if (steps > 20 * maxActions + 100) fail('the game does not move on');
    const roll = rng.float();
    const now = run.time.now();
    const present = game.activeSeats(run.host.state).filter((s) => playable.has(s) && !away.has(s));
    if (roll < 0.04 && playable.size) {
      // a person leaves or comes back: the computer takes over, or hands back and the clock starts again
      const seat = rng.pick([...playable]);
      if (away.delete(seat)) {
        if (!expired.has(seat)) restart(seat, game.promptId(run.host.state, seat), now);
      } else away.add(seat);
      moments.add(now);
      run.host.refresh();
    } else if (roll < 0.45 && present.length) {
      const seat = rng.pick(present);
      const legal = game.legalActions(run.host.state, seat);
      if (legal.length) submit(run, seat, pickAction(rng, legal));
    } else if (roll < 0.75 || !run.time.pending) {
      await advance(run.time, rng.int(Math.floor(S * 0.9)));
    } else run.time.step();
    await settle();
    check();
  }
  run.host.dispose();
  check();
  checkLogs(run, true);
  return kinds;
}

/**
 * 3. At points of random games, the state and a copy differing only in one seat's secrets: the computer's next answer
 * comes at the same moment in both. Returns the number of points checked.
 */
export async function secretsTiming(
  game: AnyGame,
  options: unknown,
  seed: number,
  points: number,
  maxActions: number,
): Promise<number> {
  const perturb = game.perturbSecrets;
  if (!perturb) fail(`${game.id} has no perturbSecrets`);
  const states: unknown[] = [];
  const pick = new Random(seed ^ 0x9e37);
  playRandom(game, options, seed, {
    maxActions,
    checkEvery: 0,
    onStep: (s) => {
      if (states.length < points && pick.int(12) === 0) states.push(cloneJson(s.state));
    },
  });
  const viewers = [...seatIds(game, options), 'spectator'];
  for (const [i, state] of states.entries()) {
    const viewer = viewers[i % viewers.length];
    const other = perturb(state, viewer, seed + i);
    const at: number[] = [];
    for (const s of [state, other]) {
      const run = hostRun(game, options, cloneJson(s), seed + i, () => true, 0);
      run.host.refresh();
      while (!run.commits.length && run.time.pending) {
        run.time.step();
        await settle();
      }
      run.host.dispose();
      checkLogs(run);
      at.push(run.commits[0]?.at ?? -1);
    }
    if (at[0] !== at[1] || at[0] !== PACED)
      fail(
        `after ${json(game.version(state))} actions, two states differing only in ${viewer}'s secrets have the ` +
          `computer's next answer at ${at[0]} and ${at[1]} ms (expected ${PACED} ms in both)`,
      );
  }
  return states.length;
}
