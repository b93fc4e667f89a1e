/**
 * The games the client shell knows: every folder client/games/<id>/ with a `meta.ts` (small, loaded with the
 * menus: the game picker's card) and an `index.ts` (the game's client module: board scene, panels, animations,
 * sounds; loaded lazily as its own chunk). Adding a game's folder is all the shell needs.
 */
import type { AnyGame } from '../../shared/core/game';
import type { GameClient, GameMeta } from './types';

const metas = import.meta.glob<{ meta: GameMeta }>('./*/meta.ts', { eager: true });
const modules = import.meta.glob<{ client: GameClient }>('./*/index.ts');
const rules = import.meta.glob<{ definition: AnyGame }>('./*/rules.ts');

const folderOf = (path: string): string => path.split('/')[1];

/** Every game's card, in the order of their folders. */
export const GAME_METAS: readonly GameMeta[] = Object.entries(metas)
  .map(([path, m]) => ({ ...m.meta, id: folderOf(path) }))
  .sort((a, b) => a.order - b.order);

export function gameMeta(id: string): GameMeta | undefined {
  return GAME_METAS.find((m) => m.id === id);
}

/** Loads a game's client module (its own chunk). */
export async function loadGameClient(id: string): Promise<GameClient> {
  const load = Object.entries(modules).find(([path]) => folderOf(path) === id)?.[1];
  if (!load) throw new Error(`no client for game ${id}`);
  return (await load()).client;
}

/** Loads a game's rules (its GameDefinition, without the board): setup forms, replays. */
export async function loadDefinition(id: string): Promise<AnyGame> {
  const load = Object.entries(rules).find(([path]) => folderOf(path) === id)?.[1];
  if (!load) throw new Error(`no rules for game ${id}`);
  return (await load()).definition;
}
