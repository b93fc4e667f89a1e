/** Leviath's sections of the command-line tools (shared/core/tools.ts): bench:ai, balance. */
import { withFollower } from '../../core/follow';
import type { GameTools } from '../../core/tools';
import { leviath } from '../index';
import { balance } from './balance';
import { benchAi as strength } from './bench-ai';

/**
 * The hint-follower (shared/core/follow.ts): the newcomer's default game (one human, disaster 0), each side in turn;
 * --lv-follow-humans N for N humans (the follower is h1, its teammates the Normal computer).
 */
const benchAi = withFollower(
  leviath,
  strength,
  (games, budgetMs, ctx) => {
    const humans = ctx.int('lv-follow-humans', 1, 1, 4);
    return {
      title: `Leviath: the hint-follower against the Normal computer, ${humans} ${humans === 1 ? 'human' : 'humans'}, disaster 0, ${games} games (seeds 80000–${80_000 + games - 1}), hint at ${budgetMs} ms`,
      jobs: Array.from({ length: games }, (_, i) => ({
        follow: true as const,
        group: i % 2 ? 'as the humans (h1)' : 'as the kaiju',
        options: { humans, disaster: 0 },
        seed: 80_000 + i,
        me: i % 2 ? 'h1' : 'kaiju',
        level: 'greedy',
        budgetMs,
      })),
    };
  },
  40,
);

export const tools: GameTools = { benchAi, balance };
