/** Starting an in-process game server on its own port and temporary database for one test file. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startGameServer, type GameServer } from '../../server/app';
import type { ServerConfig } from '../../server/config';

export async function testServer(
  port: number,
  overrides: Partial<ServerConfig> = {},
): Promise<{ server: GameServer; endpoint: string; dir: string; stop(): Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'kaiju-server-'));
  const server = await startGameServer({
    port,
    dbPath: join(dir, 'test.sqlite'),
    botDelayMs: 0,
    clientDir: join(dir, 'no-client'),
    ...overrides,
  });
  return {
    server,
    endpoint: `http://127.0.0.1:${port}`,
    dir,
    async stop() {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
