/**
 * The SQLite file's checkpoints, in a thread of their own (see checkpoints.ts). On each message, this thread's own
 * connection copies the pages the write-ahead log holds into the database file and syncs the file: the part of
 * SQLite's work that waits for the disk, sometimes for hundreds of milliseconds, now without stopping the server's
 * event loop. PASSIVE: it neither waits for nor blocks anybody's writes; what it cannot copy now waits for the next.
 */
import Database from 'better-sqlite3';
import { parentPort, workerData } from 'node:worker_threads';

export interface CheckpointResult {
  /** Frames in the log, and how many of them are in the database file now (all of them: the log starts again). */
  log: number;
  checkpointed: number;
  error?: string;
}

const port = parentPort;
if (!port) throw new Error('checkpoint-worker.ts runs as a worker thread');
const db = new Database((workerData as { path: string }).path);
// as the server's connection: the file is synced at each checkpoint, before the log may start again
db.pragma('synchronous = NORMAL');
db.pragma('busy_timeout = 0');
port.on('message', (m: 'checkpoint' | 'close') => {
  if (m === 'close') {
    db.close();
    port.close();
    return;
  }
  let result: CheckpointResult;
  try {
    const [row] = db.pragma('wal_checkpoint(PASSIVE)') as { busy: number; log: number; checkpointed: number }[];
    result = { log: row.log, checkpointed: row.checkpointed };
  } catch (e) {
    result = { log: -1, checkpointed: -1, error: String(e) };
  }
  port.postMessage(result);
});
