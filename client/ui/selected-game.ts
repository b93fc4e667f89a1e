/** The game the menus act on: picked on the title screen, remembered in this browser (the first game by default). */
import { GAME_METAS, gameMeta } from '../games/registry';

const KEY = 'kaiju.game';

export function selectedGame(): string {
  let id: string | null = null;
  try {
    id = localStorage.getItem(KEY);
  } catch {
    id = null;
  }
  return id && gameMeta(id) ? id : GAME_METAS[0].id;
}

export function selectGame(id: string): void {
  try {
    localStorage.setItem(KEY, id);
  } catch {
    // storage unavailable: the choice lasts until the page is left
  }
}
