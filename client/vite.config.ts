import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// The browser client: root client/, built into dist/client (served by the game server on the same port).
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: './',
  publicDir: false,
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    target: 'es2022',
    chunkSizeWarningLimit: 2000,
    reportCompressedSize: false,
    // the chunk map: `npm run bench:size` reads which files the title screen loads and which are games'
    manifest: true,
  },
  worker: { format: 'es' },
  server: { port: 5173, host: '127.0.0.1', proxy: { '/api': 'http://127.0.0.1:2567' } },
});
