/**
 * The platform's boundaries are lint rules (.config/eslint.config.js), so breaking one fails `npm test`. These
 * probes make sure the rules still catch each kind of crossing, and that nothing in the tree crosses today.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { GAMES } from '../../shared/registry';
import { describe, expect, it } from 'vitest';

/** Every .ts file under a folder, as a path from the repository root. */
function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (name === 'node_modules' || name === 'dist') return [];
    return statSync(p).isDirectory() ? walk(p) : p.endsWith('.ts') ? [p] : [];
  });
}

const eslint = new ESLint({ overrideConfigFile: '.config/eslint.config.js' });

async function restricted(file: string, code: string): Promise<string[]> {
  const [r] = await eslint.lintText(code, { filePath: file });
  return r.messages.filter((m) => m.ruleId === '@typescript-eslint/no-restricted-imports').map((m) => m.message);
}

describe('platform boundaries (design: folders, and many games on one platform)', () => {
  it('server/ imports neither client/ nor a game folder', async () => {
    expect(await restricted('server/probe.ts', "export { x } from '../client/net/online';\n")).toHaveLength(1);
    expect(await restricted('server/probe.ts', "export { vulcanus } from '../shared/vulcanus/index';\n")).toHaveLength(
      1,
    );
    expect(await restricted('server/probe.ts', "export { GAMES } from '../shared/registry';\n")).toHaveLength(0);
    expect(await restricted('server/probe.ts', "export { GameHost } from '../shared/core/host';\n")).toHaveLength(0);
  });

  it('client/ never imports server/; shared/ imports neither; the core names no game', async () => {
    expect(await restricted('client/probe.ts', "export { x } from '../server/app';\n")).toHaveLength(1);
    expect(await restricted('shared/vulcanus/probe.ts', "export { x } from '../../server/app';\n")).toHaveLength(1);
    expect(await restricted('shared/vulcanus/probe.ts', "export { x } from '../../client/main';\n")).toHaveLength(1);
    expect(await restricted('shared/core/probe.ts', "export { vulcanus } from '../vulcanus/index';\n")).toHaveLength(1);
    expect(await restricted('shared/core/probe.ts', "export type { SeatUpdate } from '../protocol';\n")).toHaveLength(
      0,
    );
  });

  it('the client shell reaches games only through its registry', async () => {
    expect(await restricted('client/ui/probe.ts', "export { x } from '../games/vulcanus/meta';\n")).toHaveLength(1);
    expect(await restricted('client/ui/probe.ts', "export { x } from '../../shared/vulcanus/index';\n")).toHaveLength(
      1,
    );
    expect(await restricted('client/ui/probe.ts', "export { gameMeta } from '../games/registry';\n")).toHaveLength(0);
    // a game's own folder may use its rules and the shell's pieces
    expect(
      await restricted('client/games/vulcanus/probe.ts', "export { x } from '../../../shared/vulcanus/index';\n"),
    ).toHaveLength(0);
  });

  it('no line of server/ or of the client shell names a game', () => {
    const files = [...walk('server'), ...walk('client').filter((f) => !/^client\/games\/[^/]+\//.test(f))];
    const names = GAMES.flatMap((g) => [g.id, g.id.replace(/-(\w)/g, (_, c: string) => c.toUpperCase())]);
    const hits = files.flatMap((f) =>
      readFileSync(f, 'utf8')
        .split('\n')
        .map((line, i) => ({ f, i, line }))
        .filter(({ line }) => names.some((n) => line.toLowerCase().includes(n.toLowerCase())))
        .map(({ f, i, line }) => `${f}:${i + 1}: ${line.trim()}`),
    );
    expect(files.length).toBeGreaterThan(30);
    expect(hits).toEqual([]);
  });

  it('the tree as it is crosses no boundary', async () => {
    const results = await eslint.lintFiles(['server/**/*.ts', 'shared/**/*.ts', 'client/**/*.ts']);
    const crossings = results.flatMap((r) =>
      r.messages
        .filter((m) => m.ruleId === '@typescript-eslint/no-restricted-imports')
        .map((m) => `${r.filePath}: ${m.message}`),
    );
    expect(results.length).toBeGreaterThan(50);
    expect(crossings).toEqual([]);
  });
});
