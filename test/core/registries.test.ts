/**
 * The shared registry (shared/registry.ts: what the server, the tools and the tests know) and the client's
 * (client/games/registry.ts: the folders client/games/<id>/ it finds with import.meta.glob) list the same games, each
 * whole: a game with its rules but no screen, or a screen folder missing one of its three files, fails here rather
 * than in a player's browser.
 */
import { describe, expect, it } from 'vitest';
import { GAME_METAS, loadDefinition } from '../../client/games/registry';
import { GAMES } from '../../shared/registry';

// the same patterns as the client registry's, from this folder: only the paths, nothing is loaded
const FILES = {
  meta: import.meta.glob('../../client/games/*/meta.ts'),
  index: import.meta.glob('../../client/games/*/index.ts'),
  rules: import.meta.glob('../../client/games/*/rules.ts'),
};
const folders = (paths: Record<string, unknown>): string[] =>
  Object.keys(paths)
    .map((p) => p.split('/').at(-2) ?? '')
    .sort();

describe('the shared and the client registries', () => {
  const ids = GAMES.map((g) => g.id).sort();

  it('every registered game has a client folder with meta.ts, index.ts and rules.ts, and no folder is unregistered', () => {
    expect(ids.length).toBeGreaterThan(0);
    for (const [file, paths] of Object.entries(FILES)) expect([file, folders(paths)]).toEqual([file, ids]);
  });

  it("the client registry's game cards are the registered games", () => {
    expect(GAME_METAS.map((m) => m.id).sort()).toEqual(ids);
  });

  it("each client folder's rules.ts is the registered definition itself", async () => {
    for (const game of GAMES) expect(await loadDefinition(game.id)).toBe(game);
  });

  it("every level has a name in both languages, and every game's default level is the one named Normal (issue 32)", () => {
    for (const game of GAMES) {
      const meta = GAME_METAS.find((m) => m.id === game.id);
      expect(Object.keys(meta?.levels ?? {}).sort()).toEqual([...game.computer.levels].sort());
      for (const name of Object.values(meta?.levels ?? {})) expect(name.ja && name.en).toBeTruthy();
      expect([game.id, meta?.levels[game.computer.defaultLevel]]).toEqual([game.id, { ja: 'ふつう', en: 'Normal' }]);
    }
  });
});
