/**
 * The games of the platform: adding a game is its folder under shared/, its folder under client/games/, and one
 * line here. The server, the tools and the tests find every game through this list and nothing else.
 */
import type { AnyGame } from './core/game';
import { leviath } from './leviath/index';
import { oztralia } from './oztralia/index';
import { rolledWest } from './rolled-west/index';
import { tsunami } from './tsunami/index';
import { vulcanus } from './vulcanus/index';

export const GAMES: readonly AnyGame[] = [vulcanus, rolledWest, leviath, tsunami, oztralia];

export { LEGACY_GAME } from './legacy';

export function gameById(id: unknown): AnyGame | undefined {
  return typeof id === 'string' ? GAMES.find((g) => g.id === id) : undefined;
}
