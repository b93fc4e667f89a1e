/** npm start: the game server and the built client on one port (PORT, default 2567). */
import { startGameServer } from './app';

const server = await startGameServer();
// Colyseus writes to Redis without waiting in places (a room's listing removed when it closes, the room count
// published when someone joins or leaves): while Redis is down those writes fail with nobody to catch them, which
// would end the process and every game in it. They are logged instead (rate-limited, as every error line).
process.on('unhandledRejection', (e) => server.logError('a promise failed with nobody waiting for it', e));
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
