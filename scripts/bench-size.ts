/**
 * npm run bench:size — what a browser downloads: every file of the built client (raw, gzip, brotli), the first
 * menu (index.html and everything the title screen loads before a game is chosen: the entry chunk, its static
 * imports and styles) against the target of 1 MB gzip, and each game's own chunk (client/games/<id>/index.ts
 * with the chunks only it imports). Builds the client first if it is missing. The last line is JSON.
 */
import { execSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dir = 'dist/client';
const manifestPath = join(dir, '.vite/manifest.json');
if (!existsSync(manifestPath)) execSync('npm run build:client', { stdio: 'inherit' });

interface Chunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, Chunk>;

const sizes = new Map<string, { raw: number; gzip: number; br: number }>();
function size(file: string): { raw: number; gzip: number; br: number } {
  const hit = sizes.get(file);
  if (hit) return hit;
  const data = readFileSync(join(dir, file));
  const s = {
    raw: data.length,
    gzip: gzipSync(data, { level: 9 }).length,
    br: brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
  sizes.set(file, s);
  return s;
}
const kb = (n: number) => `${(n / 1024).toFixed(1)} KiB`.padStart(11);
const sum = (files: Iterable<string>) => {
  const t = { raw: 0, gzip: 0, br: 0 };
  for (const f of files) {
    const s = size(f);
    t.raw += s.raw;
    t.gzip += s.gzip;
    t.br += s.br;
  }
  return t;
};

/** A chunk with everything it loads statically (its imports, their styles and assets). */
function closure(key: string, out = new Set<string>()): Set<string> {
  const c = manifest[key];
  if (!c || out.has(c.file)) return out;
  out.add(c.file);
  for (const f of [...(c.css ?? []), ...(c.assets ?? [])]) out.add(f);
  for (const k of c.imports ?? []) closure(k, out);
  return out;
}

function walk(d: string): string[] {
  return readdirSync(d).flatMap((n) => {
    const p = join(d, n);
    return statSync(p).isDirectory() ? (n === '.vite' ? [] : walk(p)) : [relative(dir, p)];
  });
}

console.log('file'.padEnd(58), 'raw'.padStart(11), 'gzip'.padStart(11), 'brotli'.padStart(11));
for (const f of walk(dir)
  .filter((f) => !/\.(br|gz)$/.test(f))
  .sort((a, b) => size(b).raw - size(a).raw)) {
  const s = size(f);
  console.log(f.padEnd(58), kb(s.raw), kb(s.gzip), kb(s.br));
}

const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
if (!entry) throw new Error('no entry chunk in the manifest');
const first = closure(entry);
first.add('index.html');
const menu = sum(first);
console.log(
  `\nfirst menu (${first.size} files): ${kb(menu.raw)} raw, ${kb(menu.gzip)} gzip, ${kb(menu.br)} brotli (target ≤ 1 MB gzip)`,
);

const games: Record<string, { raw: number; gzip: number; br: number }> = {};
for (const [key, c] of Object.entries(manifest)) {
  const m = /^games\/([^/]+)\/index\.ts$/.exec(c.src ?? key);
  if (!m) continue;
  // the game's own files: what its chunk loads that the first menu does not
  const own = [...closure(key)].filter((f) => !first.has(f));
  games[m[1]] = sum(own);
  console.log(
    `game ${m[1]} (${own.length} files): ${kb(games[m[1]].raw)} raw, ${kb(games[m[1]].gzip)} gzip, ${kb(games[m[1]].br)} brotli`,
  );
}
console.log(JSON.stringify({ firstMenu: menu, games }));
