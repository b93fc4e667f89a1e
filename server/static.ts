/**
 * The built client, served compressed: the brotli or gzip copy written at build time (scripts/compress-dist.ts)
 * when the browser accepts it, with `Vary: Accept-Encoding`, a strong ETag and 304s, immutable caching for the
 * hashed assets and revalidation for index.html. Paths never leave the client folder; unknown paths get the app.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
};

interface Variant {
  body: Buffer;
  etag: string;
}

interface Entry {
  mtimeMs: number;
  identity: Variant;
  br?: Variant;
  gzip?: Variant;
}

/** Picks the encoding the browser prefers among those we have (br, then gzip), honouring q=0. */
export function pickEncoding(
  header: string | string[] | undefined,
  have: { br: boolean; gzip: boolean },
): 'br' | 'gzip' | null {
  const text = (Array.isArray(header) ? header.join(',') : (header ?? '')).toLowerCase();
  const accepted = new Map<string, number>();
  for (const part of text.split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const v = q ? Number(q.slice(2)) : 1;
    accepted.set(name.trim(), Number.isFinite(v) ? v : 0);
  }
  const ok = (n: string) => (accepted.get(n) ?? accepted.get('*') ?? 0) > 0;
  if (have.br && ok('br')) return 'br';
  if (have.gzip && ok('gzip')) return 'gzip';
  return null;
}

export function staticFiles(clientDir: string) {
  const root = resolve(clientDir);
  const cache = new Map<string, Entry>();

  const load = (path: string): Entry => {
    const st = statSync(path);
    const hit = cache.get(path);
    if (hit && hit.mtimeMs === st.mtimeMs) return hit;
    const tag = `${st.size.toString(36)}-${Math.floor(st.mtimeMs).toString(36)}`;
    const variant = (file: string, suffix: string): Variant | undefined =>
      existsSync(file) ? { body: readFileSync(file), etag: `"${tag}${suffix}"` } : undefined;
    const entry: Entry = {
      mtimeMs: st.mtimeMs,
      identity: { body: readFileSync(path), etag: `"${tag}"` },
      br: variant(`${path}.br`, '-br'),
      gzip: variant(`${path}.gz`, '-gz'),
    };
    cache.set(path, entry);
    return entry;
  };

  /** Resolves a URL path inside the client folder, or null (outside it, or unreadable). */
  const locate = (url: string): string | null => {
    let path: string;
    try {
      path = normalize(join(root, decodeURIComponent(url)));
    } catch {
      return null;
    }
    if (path !== root && !path.startsWith(root + sep)) return null;
    // the precompressed copies are never served under their own names
    if (path.endsWith('.br') || path.endsWith('.gz')) return null;
    return path;
  };

  return (req: IncomingMessage, res: ServerResponse, next: () => void): void => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const url = (req.url ?? '/').split('?')[0];
    if (url.startsWith('/api/') || url.startsWith('/matchmake')) return next();
    let path = locate(url);
    if (path === null && /(^|\/)\.\.($|\/)|%2e|%2f|%5c|\\/i.test(url)) {
      res.statusCode = 404;
      res.end();
      return;
    }
    if (!path || !existsSync(path) || statSync(path).isDirectory()) {
      // Join links and unknown paths get the app itself.
      path = join(root, 'index.html');
      if (!existsSync(path)) {
        res.statusCode = 404;
        res.setHeader('content-type', 'text/plain; charset=utf-8');
        res.end('The client is not built: run `npm run build:client`.');
        return;
      }
    }
    const entry = load(path);
    const enc = pickEncoding(req.headers['accept-encoding'], { br: !!entry.br, gzip: !!entry.gzip });
    const v = (enc === 'br' ? entry.br : enc === 'gzip' ? entry.gzip : undefined) ?? entry.identity;
    res.setHeader('content-type', TYPES[extname(path)] ?? 'application/octet-stream');
    if (entry.br || entry.gzip) res.setHeader('vary', 'Accept-Encoding');
    res.setHeader(
      'cache-control',
      path.includes(`${sep}assets${sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
    );
    res.setHeader('etag', v.etag);
    if (req.headers['if-none-match'] === v.etag) {
      res.statusCode = 304;
      res.end();
      return;
    }
    if (enc) res.setHeader('content-encoding', enc);
    res.setHeader('content-length', String(v.body.length));
    res.end(req.method === 'HEAD' ? undefined : v.body);
  };
}
