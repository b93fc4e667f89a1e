/** Vulcanus's sections of the command-line tools (shared/core/tools.ts): bench, bench:ai, balance. */
import { withFollower } from '../../core/follow';
import type { GameTools } from '../../core/tools';
import { vulcanus } from '../index';
import { playGame } from '../simulate';
import type { Options } from '../types';
import { balance } from './balance';
import { benchAi as strength } from './bench-ai';

/** The hint-follower (shared/core/follow.ts): the newcomer's default game (one human), each side in turn. */
const benchAi = withFollower(
  vulcanus,
  strength,
  (games, budgetMs) => ({
    title: `Vulcanus: the hint-follower against the Normal computer, 1 human, disaster 0, ${games} games (seeds 70000–${70_000 + games - 1}), hint at ${budgetMs} ms`,
    jobs: Array.from({ length: games }, (_, i) => ({
      follow: true as const,
      group: i % 2 ? 'as the humans' : 'as the kaiju',
      options: { humans: 1, level: 0 },
      seed: 70_000 + i,
      me: i % 2 ? 'h1' : 'kaiju',
      level: 'greedy',
      budgetMs,
    })),
  }),
  40,
);

export const tools: GameTools = {
  // npm run bench: the human counts and disaster levels in turn, through the engine's own random player
  benchGame: (index, seed) =>
    playGame({ humans: ((index % 3) + 1) as Options['humans'], level: (index % 4) as Options['level'] }, seed, {
      record: true,
    }).actions.length,
  benchAi,
  balance,
};
