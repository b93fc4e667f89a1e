/**
 * The built client over HTTP, probed from outside: compressed copies chosen from Accept-Encoding, Vary, ETag and
 * 304, caching rules, HEAD, the app for unknown paths, and no file outside the client folder, however the path is
 * spelled.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pickEncoding } from '../../server/static';
import { testServer } from './helpers';

const PORT = 3931;
let t: Awaited<ReturnType<typeof testServer>>;
let dir: string;
const js = Buffer.from(`export const x = ${JSON.stringify('kaiju '.repeat(2000))};\n`);
const html = Buffer.from('<!doctype html><title>Kaiju Online</title><div id="app"></div>');

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'kaiju-static-'));
  const client = join(dir, 'client');
  mkdirSync(join(client, 'assets'), { recursive: true });
  writeFileSync(join(client, 'index.html'), html);
  writeFileSync(join(client, 'assets/app-abc123.js'), js);
  for (const [name, body] of [
    ['index.html', html],
    ['assets/app-abc123.js', js],
  ] as const) {
    writeFileSync(join(client, `${name}.br`), brotliCompressSync(body));
    writeFileSync(join(client, `${name}.gz`), gzipSync(body));
  }
  // a secret next to the client folder that no path may reach
  writeFileSync(join(dir, 'secret.txt'), 'do not serve');
  t = await testServer(PORT, { clientDir: client });
});
afterAll(async () => {
  await t?.stop();
  rmSync(dir, { recursive: true, force: true });
});

interface Got {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A raw request (no client-side decompression, the path sent as written). */
function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Got> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: PORT, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the client, served compressed', () => {
  it('brotli and gzip copies decompress to the file, chosen from Accept-Encoding, with Vary', async () => {
    const br = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.body.length).toBeLessThan(js.length / 5);
    expect(brotliDecompressSync(br.body).equals(js)).toBe(true);
    const gz = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).equals(js)).toBe(true);
    const plain = await get('/assets/app-abc123.js', { 'accept-encoding': 'br;q=0, identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(js)).toBe(true);
    expect(plain.headers['content-type']).toMatch(/javascript/);
  });

  it('hashed assets are cached for good; index.html is revalidated; ETags answer 304', async () => {
    const a = await get('/assets/app-abc123.js', { 'accept-encoding': 'br' });
    expect(a.headers['cache-control']).toContain('immutable');
    const again = await get('/assets/app-abc123.js', {
      'accept-encoding': 'br',
      'if-none-match': String(a.headers.etag),
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    // another encoding is another representation: its tag differs
    const gz = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers.etag).not.toBe(a.headers.etag);
    const index = await get('/', { 'accept-encoding': 'gzip' });
    expect(index.headers['cache-control']).toBe('no-cache');
    expect(gunzipSync(index.body).equals(html)).toBe(true);
  });

  it('HEAD has the headers and no body; unknown paths and join links get the app', async () => {
    const head = await get('/assets/app-abc123.js', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(Number(head.headers['content-length'])).toBe(js.length);
    const join = await get('/?room=ABCD12');
    expect(join.body.equals(html)).toBe(true);
    const unknown = await get('/some/where');
    expect(unknown.body.equals(html)).toBe(true);
  });

  it('no path reaches a file outside the client folder, nor a compressed copy by its own name', async () => {
    for (const path of [
      '/../secret.txt',
      '/%2e%2e/secret.txt',
      '/assets/..%2f..%2fsecret.txt',
      '/..%5csecret.txt',
      '//etc/passwd',
      '/%2e%2e%2f%2e%2e%2fetc/passwd',
      '/assets/app-abc123.js.br',
    ]) {
      const r = await get(path);
      expect(r.body.toString()).not.toContain('do not serve');
      expect(r.body.toString()).not.toContain('root:');
      expect(r.headers['content-encoding']).toBeUndefined();
      expect(r.status === 404 || r.body.equals(html)).toBe(true);
    }
  });

  it('Accept-Encoding is read as the browser means it', () => {
    const both = { br: true, gzip: true };
    expect(pickEncoding('gzip, deflate, br', both)).toBe('br');
    expect(pickEncoding('gzip', both)).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0.5', both)).toBe('gzip');
    expect(pickEncoding('*', both)).toBe('br');
    expect(pickEncoding('identity', both)).toBeNull();
    expect(pickEncoding(undefined, both)).toBeNull();
    expect(pickEncoding('br', { br: false, gzip: true })).toBeNull();
  });
});
