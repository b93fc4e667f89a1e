/** A worker process of ai-games.ts: applies the numbers override, then plays the games it is given on stdin. */
import { applyNumbersOverride } from './numbers-override';

applyNumbersOverride();
const { childMain } = await import('./ai-games');
await childMain();
