/** A worker thread that answers computer-player requests, so that search never blocks the rooms. */
import { parentPort } from 'node:worker_threads';
import { chooseAction, type BotRequest } from '../shared/vulcanus/bots/index';

parentPort?.on('message', (m: { id: number; req: BotRequest }) => {
  let action = null;
  let error: string | null = null;
  try {
    action = chooseAction(m.req);
  } catch (e) {
    error = String(e);
  }
  parentPort?.postMessage({ id: m.id, action, error });
});
