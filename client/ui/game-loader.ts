/** Loads a game's client module (its board, Phaser) and the fonts behind the progress bar. */
import { loadGameClient } from '../games/registry';
import type { GameClient } from '../games/types';
import { loadFonts, loadWithProgress } from './loading';

export type MountGameScreen = GameClient['mountGameScreen'];

export async function loadGameScreen(gameId: string, extra: (() => Promise<unknown>)[] = []): Promise<MountGameScreen> {
  let mount: MountGameScreen | null = null;
  await loadWithProgress([
    () => loadFonts(),
    async () => {
      mount = (await loadGameClient(gameId)).mountGameScreen;
    },
    ...extra,
  ]);
  if (!mount) throw new Error('the game screen did not load');
  return mount;
}
