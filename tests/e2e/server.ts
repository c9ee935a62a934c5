/**
 * The web server of the end-to-end run (playwright.config.ts `webServer`): builds the app (unless
 * E2E_SKIP_BUILD=1), prepares a fresh data directory (migrated, demo chain, fixture.json for the
 * stories) and runs `next start` on it until Playwright stops it. The directory stays after the run
 * (database, SMS outbox) for looking into a failure; the next run starts it afresh.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { openDatabase, setDatabase, closeDatabase } from '../../server/db/client';
import { migrate } from '../../server/db/migrate';
import { openAroundTheClock, seedDemo } from '../../server/db/seed';
import * as s from '../../server/db/schema';
import type { Fixture } from './browser';

const root = path.resolve(__dirname, '../..');
const port = Number(process.env.E2E_PORT ?? 3210);
const distDir = process.env.E2E_DIST_DIR ?? '.next';
const dataDir = process.env.E2E_DATA_DIR;
const base = process.env.PUBLIC_BASE_URL ?? `http://127.0.0.1:${port}`;
if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run the end-to-end tests with `npm run test:e2e`.');

async function prepareData(dir: string): Promise<Fixture> {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  process.env.DATA_DIR = dir;
  const handle = await openDatabase({ pgliteDir: path.join(dir, 'pglite') });
  setDatabase(handle);
  await migrate(handle.raw);
  await seedDemo(handle.db);
  // The stories order at whatever hour they run.
  await openAroundTheClock(handle.db);
  const [mirdamad] = await handle.db.select().from(s.providers).where(eq(s.providers.branch, 'mirdamad'));
  const [table7] = await handle.db
    .select()
    .from(s.providerTables)
    .where(and(eq(s.providerTables.providerId, mirdamad.id), eq(s.providerTables.number, 7)));
  await closeDatabase();
  return { base, dataDir: dir, providerId: mirdamad.id, table7: table7.id };
}

async function main() {
  if (process.env.E2E_SKIP_BUILD !== '1') {
    const built = spawnSync('npm', ['run', 'build'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NEXT_DIST_DIR: distDir },
    });
    if (built.status !== 0) throw new Error(`npm run build failed with ${built.status}`);
  }
  const fixture = await prepareData(dataDir!);
  writeFileSync(path.join(dataDir!, 'fixture.json'), JSON.stringify(fixture));

  // Idle keep-alive sockets stay open a minute (Node's default is 5 s): a story's request context reuses its
  // socket after a long wait on a busy machine, and a socket the server closed at that instant reads ECONNRESET.
  const args = ['start', '-p', String(port), '-H', '127.0.0.1', '--keepAliveTimeout', '60000'];
  const server = spawn(path.join(root, 'node_modules/.bin/next'), args, {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_DIST_DIR: distDir,
      DATA_DIR: dataDir,
      PORT: String(port),
      SEED_DEMO: 'false',
      DATABASE_URL: '',
      // The stories' test hooks (pages/api/v1/test/*: the rules clock, a background job now); never in production.
      E2E_TEST_HOOKS: '1',
      // One JSON line per request would bury the stories' own output; warnings and errors still show.
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    },
    stdio: 'inherit',
  });
  const stop = () => server.kill('SIGTERM');
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
