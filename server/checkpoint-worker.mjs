// Entry of the checkpoint thread: registers the TypeScript loader, then loads the worker itself.
import { register } from 'tsx/esm/api';

register();
await import('./checkpoint-worker.ts');
