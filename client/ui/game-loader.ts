/** Loads a game's client module (its board, Phaser) and the fonts behind the progress bar. */
import { loadGameClient } from '../games/registry';
import type { GameClient, GameScreenHandle, GameScreenOptions } from '../games/types';
import type { GameConnection } from '../net/types';
import { mountFramed } from './frame';
import { loadFonts, loadWithProgress } from './loading';

/** Mounts the game's screen inside the shell's frame. */
export type MountGameScreen = (
  root: HTMLElement,
  conn: GameConnection | null,
  o: GameScreenOptions,
) => Promise<GameScreenHandle>;

export async function loadGameScreen(gameId: string, extra: (() => Promise<unknown>)[] = []): Promise<MountGameScreen> {
  let game: GameClient | null = null;
  await loadWithProgress([
    () => loadFonts(),
    async () => {
      game = await loadGameClient(gameId);
    },
    ...extra,
  ]);
  const loaded = game as GameClient | null;
  if (!loaded) throw new Error('the game screen did not load');
  return (root, conn, o) => mountFramed(root, loaded, conn, o);
}
