/**
 * Prints each page's first-load JS (gzip, as `npm run bench` counts it) against issue 25's budgets.
 *
 *   NEXT_DIST_DIR=.next-x npx next build --webpack   (BUNDLE_STATS=1 also writes the chunk → module map)
 *   FIRST_LOAD_DIST_DIR=.next-x npx tsx scripts/first-load-js.ts [--detail]
 *
 * Starts the build on a fresh seeded embedded database (port FIRST_LOAD_PORT, default 3414), or measures
 * a running server given by FIRST_LOAD_BASE. `--detail` lists each page's scripts and, when the build
 * wrote client-chunks.json, the largest modules in each.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { closeDatabase, openDatabase, setDatabase } from '../server/db/client';
import { migrate } from '../server/db/migrate';
import { seedDemo } from '../server/db/seed';
import { firstLoadScripts } from './first-load';

const root = path.resolve(import.meta.dirname, '..');
const distDir = process.env.FIRST_LOAD_DIST_DIR ?? '.next-jsdiet';
const port = Number(process.env.FIRST_LOAD_PORT ?? 3414);
const detail = process.argv.includes('--detail');

/** Issue 25's first-load budgets in KB (gzip); `{id}` is a branch id. */
const PAGES: { name: string; route: string; budget: number }[] = [
  { name: 'home', route: '/', budget: 140 },
  { name: 'menu', route: '/menu/{id}', budget: 130 },
  { name: 'cart', route: '/orders/{id}', budget: 145 },
  { name: 'barista board', route: '/panel/{id}/orders', budget: 170 },
  { name: 'table tab', route: '/tab/00000000-0000-4000-8000-000000000000', budget: 145 },
  { name: 'plans', route: '/plans', budget: 145 },
  { name: 'events', route: '/events', budget: 145 },
  { name: 'event', route: '/events/00000000-0000-4000-8000-000000000000', budget: 145 },
];

async function waitFor(url: string, server: ChildProcess) {
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error('server exited');
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet
    }
    if (Date.now() > deadline) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 300));
  }
}

/** chunk file → its largest modules, from the BUNDLE_STATS build's client-chunks.json. */
function chunkModules(): Map<string, { name: string; size: number }[]> {
  const file = path.join(root, distDir, 'client-chunks.json');
  const map = new Map<string, { name: string; size: number }[]>();
  if (!existsSync(file)) return map;
  const chunks = JSON.parse(readFileSync(file, 'utf8')) as {
    files?: string[];
    modules: { name: string; size: number }[];
  }[];
  for (const c of chunks) for (const f of c.files ?? []) map.set(f, c.modules);
  return map;
}

async function measure(base: string) {
  const providers = (await (await fetch(`${base}/api/v1/provider/list`)).json()) as { providers: { _id: string }[] };
  const providerId = providers.providers[0]._id;
  const modules = detail ? chunkModules() : new Map<string, { name: string; size: number }[]>();
  const rows: string[] = [];
  for (const p of PAGES) {
    const scripts = await firstLoadScripts(base, p.route.replace('{id}', providerId));
    const kb = scripts.reduce((s, x) => s + x.gzip, 0) / 1024;
    rows.push(
      `| ${p.name} | \`${p.route}\` | ${kb.toFixed(1)} KB | ≤ ${p.budget} KB | ${kb <= p.budget ? 'met' : 'MISSED'} |`,
    );
    if (!detail) continue;
    console.log(`\n## ${p.name} ${p.route}: ${kb.toFixed(1)} KB`);
    for (const s of scripts) {
      console.log(`  ${(s.gzip / 1024).toFixed(1).padStart(6)} KB  ${s.src}`);
      const key = decodeURIComponent(s.src.replace(/^\/_next\//, '').replace(/\?.*$/, ''));
      for (const m of (modules.get(key) ?? []).slice(0, 12))
        console.log(`           ${String(m.size).padStart(7)}  ${m.name}`);
    }
  }
  console.log('\n| page | route | first-load JS (gzip) | budget | |');
  console.log('|---|---|---:|---:|---|');
  for (const r of rows) console.log(r);
}

async function main() {
  if (process.env.FIRST_LOAD_BASE) return measure(process.env.FIRST_LOAD_BASE);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hamkar-first-load-'));
  process.env.DATA_DIR = dataDir;
  const handle = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
  setDatabase(handle);
  await migrate(handle.raw);
  await seedDemo(handle.db);
  await closeDatabase();
  const server = spawn('npx', ['next', 'start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_DIST_DIR: distDir,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO: 'false',
      ALLOW_SANDBOX_PAYMENTS: 'true',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${base}/api/v1/health`, server);
    await measure(base);
  } finally {
    try {
      process.kill(-server.pid!, 'SIGTERM');
    } catch {
      // gone
    }
    await new Promise((r) => setTimeout(r, 500));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
