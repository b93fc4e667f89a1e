/**
 * The platform's boundaries are lint rules (.config/eslint.config.js), so breaking one fails `npm test`. These
 * probes make sure the rules still catch each kind of crossing, and that nothing in the tree crosses today.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

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
