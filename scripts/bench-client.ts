/**
 * Client rendering benchmark: builds the client, serves it on loopback, opens the #/bench page in headless
 * Chromium and prints frames per second while the board idles and during a scripted lava-heavy, stomp-heavy
 * sequence. The last line is JSON.
 */
import { chromium } from '@playwright/test';
import { execSync } from 'node:child_process';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';

const root = join(process.cwd(), 'dist/client');
if (!process.argv.includes('--no-build'))
  execSync('npx vite build --config client/vite.config.ts', { stdio: 'ignore' });
if (!existsSync(join(root, 'index.html'))) throw new Error('dist/client is missing: run npm run build:client');

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};
const server = createServer((req, res) => {
  const path = normalize(decodeURIComponent((req.url ?? '/').split('?')[0])).replace(/^(\.\.[/\\])+/, '');
  let file = join(root, path);
  if (!file.startsWith(root) || !existsSync(file) || statSync(file).isDirectory()) file = join(root, 'index.html');
  res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(res);
});
await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
const port = (server.address() as { port: number }).port;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--enable-unsafe-swiftshader', '--disable-background-networking', '--no-first-run'],
});
const results = [];
for (const vp of [
  { width: 1280, height: 720, deviceScaleFactor: 1 },
  { width: 1024, height: 768, deviceScaleFactor: 2 },
]) {
  const page = await browser.newPage({
    viewport: { width: vp.width, height: vp.height },
    deviceScaleFactor: vp.deviceScaleFactor,
  });
  await page.goto(`http://127.0.0.1:${port}/#/bench`);
  await page.waitForFunction(() => 'kaijuBench' in window, null, { timeout: 120_000 });
  const r = await page.evaluate(() => (window as unknown as { kaijuBench: Record<string, number> }).kaijuBench);
  const renderer = await page.evaluate(() => {
    const gl = document.createElement('canvas').getContext('webgl');
    const ext = gl?.getExtension('WEBGL_debug_renderer_info');
    return gl && ext ? String(gl.getParameter(ext.UNMASKED_RENDERER_WEBGL)) : 'unknown';
  });
  console.log(
    `${vp.width}x${vp.height}@${vp.deviceScaleFactor}x: idle ${r.idleFps} fps, lava/stomp sequence ${r.busyFps} fps (${r.events} events) — ${renderer}`,
  );
  results.push({ viewport: `${vp.width}x${vp.height}@${vp.deviceScaleFactor}x`, ...r, renderer });
  await page.close();
}
await browser.close();
server.close();
console.log(JSON.stringify({ bench: 'client', results }));
