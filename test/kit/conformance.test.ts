/**
 * The conformance kit (test/kit/index.ts) for every game of the registry, one `describe` each: a game added to
 * shared/registry.ts is checked here without any change to this file.
 */
import { GAMES } from '../../shared/registry';
import { conformance } from './index';
import { KNOWN } from './known';

for (const game of GAMES) conformance(game, KNOWN[game.id]);
