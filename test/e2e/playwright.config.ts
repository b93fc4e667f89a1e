import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

/** The repository root: the web server's commands and the report folder are relative to it. */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));

// Browser journeys with Debian's Chromium (Playwright cannot download browsers here).
const launchOptions = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--enable-unsafe-swiftshader',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

const PORT = Number(process.env.E2E_PORT ?? 4391);

export default defineConfig({
  testDir: '.',
  timeout: 180_000,
  workers: 1,
  reporter: [['list'], ['html', { open: 'never', outputFolder: `${ROOT}/playwright-report` }]],
  // no step of a journey waits for ever on an element that is gone (a decision answered by someone else)
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    actionTimeout: 15_000,
    launchOptions,
    screenshot: 'only-on-failure',
    trace: 'off',
  },
  webServer: {
    // the real game server, serving the built client; a fresh database and quick computer players
    cwd: ROOT,
    command: `npm run build:client && rm -f data/e2e.sqlite* && PORT=${PORT} DB_PATH=data/e2e.sqlite BOT_DELAY_MS=15 BOT_BUDGET_MS=100 node --import tsx server/main.ts`,
    url: `http://127.0.0.1:${PORT}`,
    reuseExistingServer: false,
    timeout: 120_000,
  },
  projects: [
    // a journey tagged @desktop-only or @tablet-only runs in that project alone (so nothing is ever skipped)
    {
      name: 'desktop',
      grepInvert: /@tablet-only/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 720 }, launchOptions },
    },
    {
      name: 'tablet',
      grepInvert: /@desktop-only/,
      use: {
        viewport: { width: 1024, height: 768 },
        hasTouch: true,
        isMobile: false,
        deviceScaleFactor: 2,
        launchOptions,
      },
    },
  ],
});
