/** Loads the game screen (Phaser and the board) and the fonts behind the progress bar. */
import type { mountGameScreen } from './game/screen';
import { loadFonts, loadWithProgress } from './loading';

export type MountGameScreen = typeof mountGameScreen;

export async function loadGameScreen(extra: (() => Promise<unknown>)[] = []): Promise<MountGameScreen> {
  let mount: MountGameScreen | null = null;
  await loadWithProgress([
    () => loadFonts(),
    async () => {
      mount = (await import('./game/screen')).mountGameScreen;
    },
    ...extra,
  ]);
  if (!mount) throw new Error('the game screen did not load');
  return mount;
}
