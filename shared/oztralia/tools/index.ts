/** Oztralia's sections of the command-line tools (shared/core/tools.ts): bench:ai, balance. */
import type { GameTools } from '../../core/tools';
import { balance } from './balance';
import { benchAi } from './bench-ai';

export const tools: GameTools = { benchAi, balance };
