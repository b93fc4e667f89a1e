/**
 * A worker thread that answers computer-player requests, so that search never blocks the rooms; asked for a hint
 * (`kind: 'hint'`, hints.ts), it answers with the game's hint instead.
 */
import { parentPort } from 'node:worker_threads';
import type { BotRequest } from '../shared/core/game';
import { gameById } from '../shared/registry';

parentPort?.on('message', (m: { id: number; kind?: 'hint'; game: string; req: BotRequest<unknown> }) => {
  let action = null;
  let error: string | null = null;
  try {
    const game = gameById(m.game);
    if (!game) throw new Error(`no game ${m.game}`);
    action = m.kind === 'hint' ? game.computer.hint(m.req) : game.computer.choose(m.req);
  } catch (e) {
    error = String(e);
  }
  parentPort?.postMessage({ id: m.id, action, error });
});
