/** The kit's checks as plain functions (no test runner): index.ts registers them as tests, self.test.ts breaks them. */
import type { AnyGame } from '../../shared/core/game';
import { hostileGarbage, randomGarbage, targetOf, wrongSeats, type GarbageTarget } from './garbage';
import type { Variant } from './options';
import { playRandom } from './play';
import { checkSecrecyAt, requirePerturbSecrets, type SecrecyStats } from './secrecy';
import { Random, canonical } from './util';

/** Seeds far from small numbers, so that the secrecy check can search views for them. */
export const seedOf = (base: number, i: number): number => (base + i * 7919) % 2 ** 31;

export interface RandomGamesOptions {
  maxActions: number;
  checkEvery: number;
  seed: number;
}

/** Random games `from` … `to - 1`, cycling through the option variants; returns each game's length by variant. */
export function randomGames(
  game: AnyGame,
  variants: Variant[],
  from: number,
  to: number,
  opts: RandomGamesOptions,
  lengths = new Map<string, number[]>(),
): Map<string, number[]> {
  for (let i = from; i < to; i++) {
    const v = variants[i % variants.length];
    // The costly checks run in one game of four each; every game gets the rest.
    const played = playRandom(game, v.options, seedOf(opts.seed, i), {
      maxActions: opts.maxActions,
      checkEvery: i % 4 === 0 ? opts.checkEvery : 0,
      midCopy: i % 4 === 1,
    });
    const list = lengths.get(v.label) ?? [];
    list.push(played.log.length);
    lengths.set(v.label, list);
  }
  return lengths;
}

export interface GarbageCheckOptions {
  normalize?: (action: unknown) => unknown;
  maxActions: number;
  seed: number;
  games: number;
  pointsPerGame: number;
  runs: number;
}

/** Garbage at states of `games` random games (and at their ends); returns the number of checks made. */
export function garbageCheck(game: AnyGame, variants: Variant[], opts: GarbageCheckOptions): number {
  const targets: GarbageTarget[] = [];
  const samples = new Map<string, unknown>();
  for (let i = 0; i < opts.games; i++) {
    const v = variants[i % variants.length];
    const seed = seedOf(opts.seed, 100_000 + i);
    const pick = new Random(seed ^ 0x9a9b);
    let taken = 0;
    const played = playRandom(game, v.options, seed, {
      maxActions: opts.maxActions,
      checkEvery: 0,
      onStep: (s) => {
        if (taken >= opts.pointsPerGame || (s.index > 0 && pick.int(40) !== 0)) return;
        taken++;
        const t = targetOf(
          game,
          v.options,
          s.state,
          `${v.label} seed ${seed} after ${s.index} actions`,
          opts.normalize,
        );
        targets.push(t);
        for (const list of t.legal.values()) for (const a of list.slice(0, 20)) samples.set(canonical(a), a);
      },
    });
    targets.push(targetOf(game, v.options, played.state, `${v.label} seed ${seed} at its end`, opts.normalize));
  }
  let checked = 0;
  for (const t of targets) checked += wrongSeats(game, t);
  for (const t of targets.filter((_, i) => i % 4 === 0)) checked += hostileGarbage(game, t);
  randomGarbage(game, targets, [...samples.values()], { runs: opts.runs, seed: opts.seed });
  return checked + opts.runs;
}

export interface SecrecyCheckOptions {
  maxActions: number;
  seed: number;
  every: number;
  continueSteps: number;
  silentReveals?: boolean;
  allowFlowLeaks?: boolean;
}

/** The secrecy check at points of random games `from` … `to - 1` (see secrecy.ts); adds to `stats`. */
export function secrecyCheck(
  game: AnyGame,
  variants: Variant[],
  from: number,
  to: number,
  opts: SecrecyCheckOptions,
  stats: SecrecyStats,
): void {
  requirePerturbSecrets(game);
  for (let i = from; i < to; i++) {
    const v = variants[i % variants.length];
    const seed = seedOf(opts.seed, 200_000 + i);
    const pick = new Random(seed ^ 0x5ec7);
    playRandom(game, v.options, seed, {
      maxActions: opts.maxActions,
      checkEvery: 0,
      onStep: (s) => {
        if (s.index > 0 && pick.int(opts.every) !== 0) return;
        const o = {
          continueSteps: opts.continueSteps,
          silentReveals: opts.silentReveals,
          allowFlowLeaks: opts.allowFlowLeaks,
        };
        checkSecrecyAt(game, v.options, s.state, s.events, seed, pick, o, stats);
      },
    });
  }
}
