/** Vulcanus's sections of the command-line tools (shared/core/tools.ts): bench, bench:ai, balance. */
import type { GameTools } from '../../core/tools';
import { playGame } from '../simulate';
import type { Options } from '../types';
import { balance } from './balance';
import { benchAi } from './bench-ai';

export const tools: GameTools = {
  // npm run bench: the human counts and disaster levels in turn, through the engine's own random player
  benchGame: (index, seed) =>
    playGame({ humans: ((index % 3) + 1) as Options['humans'], level: (index % 4) as Options['level'] }, seed, {
      record: true,
    }).actions.length,
  benchAi,
  balance,
};
