// Entry of the computer-player worker threads: registers the TypeScript loader, then loads the worker itself.
import { register } from 'tsx/esm/api';

register();
await import('./bot-worker.ts');
