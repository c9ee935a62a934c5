/**
 * End-to-end runner: builds the app, prepares a fresh data directory (migrated, demo data),
 * starts `next start` on it, runs every tests/e2e/*.spec.ts under node's test runner in Debian
 * Chromium, then stops the server.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { openDatabase } from '../../server/db/client';
import { migrate } from '../../server/db/migrate';
import { openAroundTheClock, seedDemo } from '../../server/db/seed';
import * as s from '../../server/db/schema';

const root = path.resolve(import.meta.dirname, '../..');
const port = Number(process.env.E2E_PORT ?? 3210);
const distDir = process.env.E2E_DIST_DIR ?? '.next';

function run(cmd: string, args: string[], env: Record<string, string> = {}) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed with ${r.status}`);
}

async function prepareData(dataDir: string) {
  process.env.DATA_DIR = dataDir;
  const handle = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
  const { setDatabase, closeDatabase } = await import('../../server/db/client');
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
  return { providerId: mirdamad.id, table7: table7.id };
}

async function waitForServer(url: string, server: ChildProcess) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error('next start exited early');
    try {
      const r = await fetch(url);
      if (r.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`server did not answer ${url} within 60 s`);
}

async function main() {
  if (process.env.E2E_SKIP_BUILD !== '1') run('npm', ['run', 'build'], { NEXT_DIST_DIR: distDir, ALLOW_SANDBOX_PAYMENTS: 'true' });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hamkar-e2e-'));
  const fixture = await prepareData(dataDir);
  const base = `http://127.0.0.1:${port}`;
  writeFileSync(path.join(dataDir, 'fixture.json'), JSON.stringify({ ...fixture, base, dataDir }));

  const server = spawn('npx', ['next', 'start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: root,
    // The stories pay on the simulated bank: a demo build and server, on purpose.
    env: { ...process.env, NODE_ENV: 'production', NEXT_DIST_DIR: distDir, DATA_DIR: dataDir, PORT: String(port), SEED_DEMO: 'false', DATABASE_URL: '', ALLOW_SANDBOX_PAYMENTS: 'true' },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  let code = 1;
  try {
    await waitForServer(`${base}/api/v1/health`, server);
    const specs = readdirSync(import.meta.dirname)
      .filter((f) => f.endsWith('.spec.ts'))
      .map((f) => path.join('tests/e2e', f));
    const r = spawnSync('node', ['--import', 'tsx', '--test', '--test-concurrency=1', ...specs], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, E2E_FIXTURE: path.join(dataDir, 'fixture.json') },
    });
    code = r.status ?? 1;
  } finally {
    try {
      process.kill(-server.pid!, 'SIGTERM');
    } catch {
      // already gone
    }
    await new Promise((r) => setTimeout(r, 500));
    rmSync(dataDir, { recursive: true, force: true });
  }
  process.exit(code);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
