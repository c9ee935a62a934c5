import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/chromium';

/**
 * End-to-end stories in Debian Chromium against a production build (`npm run test:e2e`).
 * The web server (tests/e2e/server.ts) builds the app, prepares a fresh data directory (migrated,
 * demo chain) and runs `next start` on it; the stories read what they need of that data
 * (branch and table ids, the SMS outbox) from the directory's fixture.json (tests/e2e/browser.ts).
 */
const port = Number(process.env.E2E_PORT ?? 3210);
const base = `http://127.0.0.1:${port}`;
// The same path in the runner and in its workers, so both find the fixture.
process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `hamkar-e2e-${port}`);
process.env.E2E_BASE = base;

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '*.spec.ts',
  outputDir: 'test-results',
  // Stories share one server and its data (the barista board sees every order), so one at a time.
  workers: 1,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  timeout: 180_000,
  reporter: process.env.CI ? [['list'], ['github']] : 'list',
  use: {
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [{ name: 'debian-chromium' }],
  webServer: {
    command: 'npx tsx tests/e2e/server.ts',
    url: `${base}/api/v1/health`,
    reuseExistingServer: false,
    // Includes the production build, several minutes on a busy 2-core machine.
    timeout: 20 * 60_000,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    env: {
      E2E_PORT: String(port),
      E2E_DATA_DIR: process.env.E2E_DATA_DIR,
      E2E_DIST_DIR: process.env.E2E_DIST_DIR ?? '.next',
      // The production server of the stories pays at the sandbox bank and judges Origin by this address.
      ALLOW_SANDBOX_PAYMENTS: 'true',
      PUBLIC_BASE_URL: base,
    },
  },
});
