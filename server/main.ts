/** npm start: the game server and the built client on one port (PORT, default 2567). */
import { startGameServer } from './app';

const server = await startGameServer();
const { config, store, restored } = server;
const shared = config.redisUrl ? `, rooms shared through Redis as ${config.processName}` : '';
console.log(
  `Kaiju Online on http://localhost:${config.port} (${store.engine === 'sqlite' ? `database ${config.dbPath}` : 'PostgreSQL'}` +
    `${shared}${restored.length ? `, ${restored.length} game(s) restored` : ''})`,
);
// A clean stop gives this process's games up at once (another process, or this one started again, takes them).
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    server.close().then(
      () => process.exit(0),
      (e: unknown) => {
        console.error('stopping failed', e);
        process.exit(1);
      },
    );
  });
