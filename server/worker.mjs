// Entry of the server's worker threads (the server runs from source with tsx): registers the TypeScript loader,
// then loads the thread's own module, named in `workerData.entry` relative to this folder.
import { register } from 'tsx/esm/api';
import { workerData } from 'node:worker_threads';

register();
await import(workerData.entry);
