/**
 * A game that ended while its people were away: its room has closed, so whoever comes back to it (by its link, a
 * reload, or their list of games) is shown its end from the server's record, as their seat saw it (a spectator's
 * end for someone without a seat in it), with its replay.
 */
import { loadDefinition } from '../games/registry';
import { finishedConnection } from '../net/finished';
import { rememberOnlineGame } from '../net/local-save';
import { finishMyGame } from '../net/my-games';
import { onlineClient } from '../net/online';
import { loadGameScreen } from './game-loader';
import { navigate, setCleanup } from './nav';

/** Shows the end of the finished game of this code; false if there is none (nothing is shown then). */
export async function showFinishedGame(root: HTMLElement, code: string): Promise<boolean> {
  const net = onlineClient();
  const record = await net.finishedGame(code).catch(() => null);
  if (!record) return false;
  const game = await loadDefinition(record.game).catch(() => null);
  if (!game) return false;
  const conn = finishedConnection(game, record);
  if (record.you) {
    const won = record.result ? record.result.winners.includes(record.you) : null;
    finishMyGame(net.storage, code, record.finished ?? Date.now(), won);
    rememberOnlineGame({
      id: code,
      at: record.finished ?? Date.now(),
      seat: record.you,
      game: record.game,
      won: won ?? undefined,
    });
  }
  const mount = await loadGameScreen(record.game);
  const screen = await mount(root, conn, {
    replayHref: () => `#/replay/${encodeURIComponent(code)}`,
    onExit: () => navigate('#/'),
  });
  setCleanup(() => screen.destroy());
  return true;
}
