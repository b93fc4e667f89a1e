/**
 * The conformance kit: one call runs every platform check on a game.
 *
 *   import { conformance } from '../kit/index';
 *   conformance(myGame);                       // inside a vitest test file, at the top level
 *   conformance(myGame, { games: 500 });      // fewer random games while developing
 *
 * It registers one `describe` with:
 * 1. Seeded random games through the host (play.ts): the defaults and variations drawn from the options schema;
 *    no exception, the end within a bound, the invariants after every action, the views' contract, `apply` pure,
 *    `replay()` and JSON round trips rebuilding equal states. Split into several tests so that progress shows.
 * 2. Garbage actions (garbage.ts): junk, hostile objects, broken legal actions, other seats', spectators' and
 *    unknown seats' actions, at many states and after the end: refused, the state and version unchanged.
 * 3. Secrecy (secrecy.ts), through the game's `perturbSecrets`: at many points, states differing only in one seat's
 *    secrets (or in hidden randomness) look exactly the same to everyone else, now and while played on.
 * 4. Paced computer answers (timing.ts): on a virtual clock, computer seats, stand-ins and timed-out decisions answer
 *    on one schedule whatever their thinking takes, and at the same moment for states differing only in secrets.
 * 5. A complete game over real sockets against the real server (wire.ts), whose stored log replays to the final
 *    state the server held.
 * Each check reports the game, options, seed and action where it failed, so that it can be replayed.
 */
import { describe, expect, it } from 'vitest';
import type { AnyGame, SeatId } from '../../shared/core/game';
import { gameById } from '../../shared/registry';
import { optionVariants } from './options';
import { garbageCheck, randomGames, seedOf } from './run';
import { SecrecyStats, checkSecrecyCoverage, requirePerturbSecrets } from './secrecy';
import { secrecyCheck } from './run';
import { PACE, computerSeatsTiming, secretsTiming, standInTiming } from './timing';

const PACE_MS = PACE.botDelayMs + PACE.botBudgetMs;
import { playOverSockets } from './wire';

export * from './run';
export { SecrecyStats };

export interface ConformanceOptions {
  /** Random games in all (at least 2,000 for a registered game). */
  games?: number;
  /** Tests the random games are split into. */
  chunks?: number;
  /** A random game must end within this many actions. */
  maxActions?: number;
  /** The views' contract and the purity of `apply` are checked every this many actions (in one game of four). */
  checkEvery?: number;
  /** Option variations drawn from the schema, besides the defaults. */
  variants?: number;
  /** Option inputs to play as well (parsed by the game). */
  options?: unknown[];
  seed?: number;
  secrecy?: {
    games?: number;
    /** Average number of actions between two checked points. */
    every?: number;
    continueSteps?: number;
    /** See SecrecyOptions.silentReveals. */
    silentReveals?: boolean;
    /** See SecrecyOptions.allowFlowLeaks: for a game with a known flow leak, until it is fixed. */
    allowFlowLeaks?: boolean;
    /** Seats that have no secret of their own (the kit then does not ask their perturbation to change their view). */
    noSecrets?: SeatId[];
  };
  garbage?: {
    games?: number;
    pointsPerGame?: number;
    runs?: number;
    /** See targetOf: the form actions are compared in, for a game that accepts several spellings of one action. */
    normalize?: (action: unknown) => unknown;
  };
  /** The timing of computer answers (timing.ts), on the default options: games of each kind, actions per game. */
  timing?: { games?: number; maxActions?: number; points?: number };
  /** The socket game; false to skip it (only for games not in the registry). */
  wire?: false | { port?: number; timeoutMs?: number; options?: unknown };
}

const lazy = <T>(f: () => T): (() => T) => {
  let v: { x: T } | null = null;
  return () => (v ??= { x: f() }).x;
};

export function conformance(game: AnyGame, opts: ConformanceOptions = {}): void {
  const games = opts.games ?? 2000;
  const chunks = Math.max(1, Math.min(opts.chunks ?? 8, games));
  const maxActions = opts.maxActions ?? 20_000;
  const seed = (opts.seed ?? 0x1f2e3d4) >>> 0;
  const variants = lazy(() => optionVariants(game, opts.variants ?? 5, seed, opts.options ?? []));
  const lengths = new Map<string, number[]>();

  describe(`conformance kit: ${game.id}`, () => {
    it('provides what the kit needs: default options, perturbSecrets', () => {
      expect(variants().length).toBeGreaterThan(0);
      requirePerturbSecrets(game);
    });

    for (let c = 0; c < chunks; c++) {
      const from = Math.floor((games * c) / chunks);
      const to = Math.floor((games * (c + 1)) / chunks);
      it(`random games ${from + 1}–${to} of ${games}: no exception, an end, invariants, replay and JSON round trip`, () => {
        randomGames(game, variants(), from, to, { maxActions, checkEvery: opts.checkEvery ?? 25, seed }, lengths);
        if (c === chunks - 1) report(game, lengths);
      });
    }

    it('garbage actions are refused with the state and version unchanged', () => {
      const g = opts.garbage ?? {};
      const checked = garbageCheck(game, variants(), {
        maxActions,
        seed,
        games: g.games ?? 2 * variants().length,
        pointsPerGame: g.pointsPerGame ?? 6,
        runs: g.runs ?? 10_000,
        normalize: g.normalize,
      });
      expect(checked).toBeGreaterThan(0);
    });

    const secrecy = opts.secrecy ?? {};
    const secrecyGames = secrecy.games ?? 40;
    const stats = new SecrecyStats();
    const halves = [0, Math.ceil(secrecyGames / 2), secrecyGames];
    for (let h = 0; h < 2; h++)
      it(`secrecy ${h + 1}/2: states differing only in one seat's secrets look the same to everyone else`, () => {
        const o = {
          maxActions,
          seed,
          every: secrecy.every ?? 20,
          continueSteps: secrecy.continueSteps ?? 6,
          silentReveals: secrecy.silentReveals,
          allowFlowLeaks: secrecy.allowFlowLeaks,
        };
        secrecyCheck(game, variants(), halves[h], halves[h + 1], o, stats);
        if (h === 1) {
          checkSecrecyCoverage(
            game,
            variants().map((v) => v.options),
            stats,
            secrecy.noSecrets,
          );
          console.info(
            `[kit] ${game.id} secrecy: ${stats.points} points, ${stats.continued} actions played on, ` +
              `${stats.revealed} reveals; hidden randomness found at ${[...stats.rngPaths.keys()].join(', ') || 'no named path'}` +
              (stats.flows ? `; ${stats.flows} flow leaks allowed, e.g. ${stats.flowExample}` : ''),
          );
        }
      });

    const timing = { games: 2, maxActions: 300, points: 12, ...opts.timing };
    const timingSeeds = Array.from({ length: timing.games }, (_, i) => seedOf(seed, 300_000 + i));
    it('paced answers: computer seats answer on one schedule, however long their thinking takes', async () => {
      let n = 0;
      for (const s of timingSeeds) n += await computerSeatsTiming(game, variants()[0].options, s, timing.maxActions);
      expect(n).toBeGreaterThan(0);
      console.info(`[kit] ${game.id} paced: ${n} computer seats' answers, each ${PACE_MS} ms after the last change`);
    });
    it('paced answers: stand-ins and timed-out decisions answer a public moment later, on the same schedule', async () => {
      const n = { automated: 0, standIn: 0, timedOut: 0 };
      // a game whose random games are short may end before anyone leaves or a clock runs out: more games, up to
      // four times as many, until both have been seen
      const more = Array.from({ length: 3 * timing.games }, (_, i) => seedOf(seed, 310_000 + i));
      for (const s of [...timingSeeds, ...more]) {
        if (more.includes(s) && n.standIn > 0 && n.timedOut > 0) break;
        const k = await standInTiming(game, variants()[0].options, s, timing.maxActions);
        n.automated += k.automated;
        n.standIn += k.standIn;
        n.timedOut += k.timedOut;
      }
      expect(n.standIn).toBeGreaterThan(0);
      expect(n.timedOut).toBeGreaterThan(0);
      console.info(
        `[kit] ${game.id} paced: ${n.standIn} stand-in answers, ${n.timedOut} timed-out decisions, ` +
          `${n.automated} automated seats' answers, each ${PACE_MS} ms after a public moment`,
      );
    });
    it('paced answers: the next answer comes at the same moment for states differing only in secrets', async () => {
      const o = variants()[0].options;
      expect(await secretsTiming(game, o, seedOf(seed, 400_000), timing.points, maxActions)).toBeGreaterThan(0);
    });

    const wire = opts.wire;
    if (wire !== false)
      it('a complete game over real sockets; the stored log replays to the final state the server held', async () => {
        if (gameById(game.id) !== game)
          throw new Error(`${game.id} is not in shared/registry.ts GAMES: the server serves registered games only`);
        const options = wire?.options === undefined ? variants()[0].options : wire.options;
        const r = await playOverSockets(game, options, {
          port: wire?.port ?? 3940,
          timeoutMs: wire?.timeoutMs ?? 60_000,
          seed,
        });
        console.info(`[kit] ${game.id} over sockets: ${r.actions} actions, ${r.clients} clients, ${r.ms} ms`);
      }, 120_000);
  });
}

function report(game: AnyGame, lengths: Map<string, number[]>): void {
  const lines = [...lengths].map(([label, l]) => {
    const s = [...l].sort((a, b) => a - b);
    return `  ${label}: ${s.length} games, actions median ${s[s.length >> 1]}, max ${s[s.length - 1]}`;
  });
  console.info(`[kit] ${game.id} random games:\n${lines.join('\n')}`);
}

export type { AnyGame };
