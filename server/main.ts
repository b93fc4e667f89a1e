/** npm start: the game server and the built client on one port (PORT, default 2567). */
import { startGameServer } from './app';

const server = await startGameServer();
console.log(
  `Kaiju Online on http://localhost:${server.config.port} (database ${server.config.dbPath}` +
    `${server.restored.length ? `, ${server.restored.length} game(s) restored` : ''})`,
);
