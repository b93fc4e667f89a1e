/**
 * No import cycles in the rules engines, the platform core, the server and the tools (issue 28): a module that imports
 * one that imports it back (even for types only) cannot be understood, tested or moved alone. Relative imports are
 * read from the source text and followed; a cycle is reported as its chain of files.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const FOLDERS = ['shared', 'server', 'scripts', 'client'];

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return path.endsWith('.ts') ? [path] : [];
  });
}

const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s*'(\.{1,2}\/[^']+)'/g;

function importsOf(file: string): string[] {
  const out: string[] = [];
  for (const m of readFileSync(file, 'utf8').matchAll(IMPORT)) {
    const base = resolve(dirname(file), m[1]);
    const target = [base, `${base}.ts`, join(base, 'index.ts')].find((p) => p.endsWith('.ts') && safeIsFile(p));
    if (target) out.push(target);
  }
  return out;
}

function safeIsFile(p: string): boolean {
  try {
    return statSync(p).isFile();
  } catch {
    return false;
  }
}

/** Every cycle found by a depth-first walk (one chain per back edge). */
export function cycles(graph: Map<string, string[]>): string[][] {
  const found: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const walk = (f: string): void => {
    state.set(f, 'open');
    path.push(f);
    for (const g of graph.get(f) ?? []) {
      if (state.get(g) === 'open') found.push([...path.slice(path.indexOf(g)), g]);
      else if (!state.has(g)) walk(g);
    }
    path.pop();
    state.set(f, 'done');
  };
  for (const f of graph.keys()) if (!state.has(f)) walk(f);
  return found;
}

describe('import cycles', () => {
  it('the walk finds a cycle of two and one of three, and none in a tree', () => {
    const g = new Map([
      ['a', ['b']],
      ['b', ['a', 'c']],
      ['c', ['d']],
      ['d', ['e']],
      ['e', ['c']],
    ]);
    expect(cycles(g)).toEqual([
      ['a', 'b', 'a'],
      ['c', 'd', 'e', 'c'],
    ]);
    expect(
      cycles(
        new Map([
          ['a', ['b', 'c']],
          ['b', ['c']],
        ]),
      ),
    ).toEqual([]);
  });

  it(`none in ${FOLDERS.join('/, ')}/`, () => {
    const graph = new Map<string, string[]>();
    for (const folder of FOLDERS) for (const f of sources(join(ROOT, folder))) graph.set(f, importsOf(f));
    expect(graph.size).toBeGreaterThan(100);
    const shown = cycles(graph).map((c) => c.map((f) => relative(ROOT, f)).join(' → '));
    expect(shown).toEqual([]);
  });
});
