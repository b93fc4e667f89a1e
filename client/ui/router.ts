/**
 * Hash routes: #/ title, #/solo, #/tutorial, #/online, #/room/CODE, #/rules, #/settings, #/my-games, #/replays,
 * #/replay/ID, #/play, #/bench/GAME.
 */
import { onLangChange } from '../i18n/index';
import { clear } from './dom';
import { app, screenOwned, setRoute, takeCleanup } from './nav';
import { renderRules, renderSettings, renderSolo, renderTitle } from './menu';
import { renderReplayList } from './replay-list';
import { GAME_METAS, loadGameClient } from '../games/registry';

export async function route(): Promise<void> {
  const root = app();
  takeCleanup()?.();
  clear(root);
  const parts = location.hash.replace(/^#\/?/, '').split('/');
  switch (parts[0]) {
    case 'solo':
      return renderSolo(root);
    case 'rules':
      return renderRules(root);
    case 'settings':
      return renderSettings(root);
    case 'replays':
      return renderReplayList(root);
    case 'my-games': {
      const m = await import('./my-games');
      return m.renderMyGames(root);
    }
    case 'tutorial': {
      const m = await import('./tutorial-menu');
      return m.renderTutorials(root);
    }
    case 'online': {
      const m = await import('./online-menu');
      return m.renderOnline(root);
    }
    case 'room': {
      const m = await import('./online-menu');
      return m.renderRoom(root, decodeURIComponent(parts[1] ?? ''), parts[2] === 'watch');
    }
    case 'replay': {
      const m = await import('./replay');
      return m.renderReplay(root, decodeURIComponent(parts.slice(1).join('/')));
    }
    case 'bench': {
      const game = await loadGameClient(parts[1] || GAME_METAS[0].id);
      return game.renderBench?.(root);
    }
    case 'play': {
      const m = await import('./launch');
      return m.launchPending(root);
    }
    default:
      return renderTitle(root);
  }
}

export function startRouter(): void {
  setRoute(route);
  window.addEventListener('hashchange', () => void route());
  // Menus redraw in the new language; the game screen listens for itself.
  onLangChange(() => {
    if (!screenOwned()) void route();
  });
  void route();
}
