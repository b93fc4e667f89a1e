/** A worker process of ai-games.ts: plays the games it is given on stdin. */
import { childMain } from './ai-games';

await childMain();
