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
/**
 * How many servers (and workers) run the stories: E2E_SERVERS, default 1; `npm test` runs 2. Each server
 * has its own port (E2E_PORT + i) and data directory, so the stories of one never see the other's orders
 * on a board or codes in an outbox; the first builds the app, the others start on its build (Playwright
 * starts them one after the other). Worker i uses server i (tests/e2e/browser.ts reads E2E_DATA_DIRS).
 */
const servers = Math.max(1, Math.min(4, Number(process.env.E2E_SERVERS ?? 1) || 1));
// The same paths in the runner and in its workers, so both find each server's fixture.
process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `hamkar-e2e-${port}`);
const firstDir = process.env.E2E_DATA_DIR;
const dataDirs = Array.from({ length: servers }, (_, i) => (i === 0 ? firstDir : `${firstDir}-${i}`));
process.env.E2E_DATA_DIRS = JSON.stringify(dataDirs);

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '*.spec.ts',
  outputDir: 'test-results',
  // The stories of one server share its data (the barista board sees every order), so one at a time per
  // server; a file's stories run in order on one worker.
  workers: servers,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  timeout: 180_000,
  // Two stories at a time beside the unit and API suites load the 2-core machine: a page may take more than
  // Playwright's default 5 s to show what a story waits for.
  expect: { timeout: 10_000 },
  // E2E_REPORT (set by scripts/test-side-by-side.mjs): a JSON report too, from which the runner prints the
  // failed stories once more at the very end of `npm test`, where a CI log's tail shows them.
  reporter: [
    ['list'],
    ...(process.env.CI ? [['github'] as const] : []),
    ...(process.env.E2E_REPORT ? [['json', { outputFile: process.env.E2E_REPORT }] as const] : []),
  ],
  use: {
    // A browser that asks for reduced motion, which the app honours (styles/globals.css): the stories wait
    // for no slide or fade, and Chromium does not repaint a spinner or skeleton for as long as a story waits.
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [{ name: 'debian-chromium' }],
  webServer: dataDirs.map((dir, i) => {
    const base = `http://127.0.0.1:${port + i}`;
    return {
      command: 'npx tsx tests/e2e/server.ts',
      url: `${base}/api/v1/health`,
      reuseExistingServer: false,
      // The first includes the production build, several minutes on a busy 2-core machine.
      timeout: 20 * 60_000,
      stdout: 'pipe' as const,
      stderr: 'pipe' as const,
      gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5_000 },
      env: {
        E2E_PORT: String(port + i),
        E2E_DATA_DIR: dir,
        E2E_DIST_DIR: process.env.E2E_DIST_DIR ?? '.next',
        ...(i > 0 ? { E2E_SKIP_BUILD: '1' } : {}),
        // The production server of the stories pays at the sandbox bank and judges Origin by this address.
        ALLOW_SANDBOX_PAYMENTS: 'true',
        PUBLIC_BASE_URL: base,
      },
    };
  }),
});
