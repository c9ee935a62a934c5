/**
 * npm run bench (issue 25): the app against the framework's own ceiling, in one run.
 * 1. Builds the app (its own dist dir, a demo build) and the bare Next.js ceiling (bench/ceiling, built
 *    in a temporary directory on the project's node_modules: the same Next.js, asserted).
 * 2. Starts both; measures each route in autocannon rounds interleaved with the ceiling's
 *    (scripts/bench/measure.ts): the ratio to the bare route and the p99 beside the bare p99. Then the
 *    routes that never reach the database are loaded at the same time as the ceiling, for the CPU each
 *    server spends per request (a ratio the machine's drift moves less).
 * 3. Runs a scripted day of traffic against the same server process (scripts/bench/day.ts).
 * 4. Measures everything again on that process, and prints one table (fresh and after the day, each
 *    target met or MISSED), the first-load JS of each page against its budget, the day's answers and
 *    the server's memory at each step.
 * Exits 0 when a target is missed (the table says MISSED); non-zero only when the bench itself fails.
 *
 * Environment: BENCH_SECONDS (per round, default 10), BENCH_ROUNDS (per route, default 2),
 * BENCH_DAY_SCALE (default 1: 200 of each kind of request), BENCH_PORT (3300; the ceiling on the next
 * port), BENCH_DIST_DIR (.next-bench), BENCH_SKIP_BUILD=1 (reuse the app's build), BENCH_USERS (100,000),
 * BENCH_DATABASE_URL (a PostgreSQL server's URL: the run makes its own database there and drops it after;
 * unset, the embedded database).
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import type autocannon from 'autocannon';
import { closeDatabase, openDatabase, setDatabase } from '../server/db/client';
import { migrate } from '../server/db/migrate';
import { openAroundTheClock, seedDemo } from '../server/db/seed';
import { BENCH_USERS, searchTexts, seedBenchUsers } from './bench-users';
import { benchDatabase, type BenchDatabase } from './bench/database';
import { dayTable, runDay, type DayReport } from './bench/day';
import { firstLoadJs } from './bench/first-load';
import { call, signIn } from './bench/http';
import {
  BROWSER_ENCODINGS,
  interleaved,
  sideBySide,
  warmUp,
  type Measured,
  type SideBySide,
  type Target,
} from './bench/measure';
import {
  assertSameFramework,
  buildApp,
  buildCeiling,
  cpuTicksOf,
  memoryOf,
  root,
  startNext,
  stopServer,
  waitUntilUp,
  type Memory,
  type Server,
} from './bench/servers';

const port = Number(process.env.BENCH_PORT ?? 3300);
const ceilingPort = port + 1;
const distDir = process.env.BENCH_DIST_DIR ?? '.next-bench';
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const rounds = Math.max(2, Number(process.env.BENCH_ROUNDS ?? 2));
const dayScale = Number(process.env.BENCH_DAY_SCALE ?? 1);
const CONNECTIONS = 50;
const SEARCH_CONNECTIONS = 10;

interface Goal {
  text: string;
  met: (m: Measured) => boolean;
}

const GOALS: Record<string, Goal> = {
  health: { text: '≥ 0.9×', met: (m) => m.ratio >= 0.9 },
  menu: { text: '≥ 0.7×, p99 ≤ 2× bare', met: (m) => m.ratio >= 0.7 && m.p99 <= 2 * m.bareP99 },
  provider: { text: '≥ 0.8×', met: (m) => m.ratio >= 0.8 },
  submit: { text: '≥ 0.15×', met: (m) => m.ratio >= 0.15 },
  search: { text: 'p99 < 100 ms', met: (m) => m.p99 < 100 },
};

/** First-load JS budgets (KB gzip); a page without one is shown for information. */
const PAGES: { name: string; budget?: number }[] = [
  { name: 'menu', budget: 130 },
  { name: 'cart', budget: 145 },
  { name: 'home', budget: 140 },
  { name: 'board', budget: 170 },
  { name: 'blog post' },
  { name: 'workspace' },
  { name: 'table tab', budget: 145 },
  { name: 'plans', budget: 145 },
  { name: 'events', budget: 145 },
  { name: 'event', budget: 145 },
];

/** A fresh database (embedded, or BENCH_DATABASE_URL's: scripts/bench/database.ts): migrated, the demo chain open around the clock, 100,000 users to search. */
async function prepareData(database: BenchDatabase): Promise<{ dataDir: string; plan: string }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hamkar-bench-'));
  process.env.DATA_DIR = dataDir;
  const handle = await openDatabase({ url: database.url || undefined, pgliteDir: path.join(dataDir, 'pglite') });
  setDatabase(handle);
  await migrate(handle.raw);
  await seedDemo(handle.db);
  await openAroundTheClock(handle.db);
  const plan = await seedBenchUsers(handle.raw);
  await closeDatabase();
  return { dataDir, plan };
}

interface Setup {
  providerId: string;
  latteId: string;
  customer: string;
  admin: string;
}

function targets(app: string, s: Setup): { main: Target[]; search: Target } {
  const texts = searchTexts();
  let k = 0;
  const submit: autocannon.Options = {
    url: `${app}/api/v1/order/submit`,
    method: 'POST',
    headers: { 'content-type': 'application/json', token: s.customer },
    requests: [
      {
        // A unique idempotency key per request: every request is a new order.
        setupRequest: (req) => ({
          ...req,
          body: JSON.stringify({
            orderId: randomUUID(),
            providerId: s.providerId,
            items: [{ _id: s.latteId, count: 1 }],
            paymentBy: 'pos',
            orderType: 'takeAway',
          }),
        }),
      },
    ],
  };
  return {
    main: [
      { key: 'health', name: 'GET /api/v1/health (static)', opts: { url: `${app}/api/v1/health` } },
      { key: 'menu', name: 'GET /api/v1/menu/list/{id}', opts: { url: `${app}/api/v1/menu/list/${s.providerId}` } },
      { key: 'provider', name: 'GET /api/v1/provider/list', opts: { url: `${app}/api/v1/provider/list` } },
      { key: 'submit', name: 'POST /api/v1/order/submit (pay on site)', opts: submit },
    ],
    search: {
      key: 'search',
      name: `GET /api/v1/user/list/1-20?text=… (${BENCH_USERS.toLocaleString('en')} users, ${SEARCH_CONNECTIONS} conn.)`,
      opts: {
        url: app,
        headers: { token: s.admin },
        requests: [
          {
            setupRequest: (req) => ({
              ...req,
              path: `/api/v1/user/list/1-20?text=${encodeURIComponent(texts[k++ % texts.length])}`,
            }),
          },
        ],
      },
    },
  };
}

/** The routes that never reach the database, measured side by side with the bare route too. */
const SIDE_BY_SIDE = ['health', 'menu', 'provider'];
const SIDE_BY_SIDE_ROUNDS = 3;

/**
 * Every route of the table, interleaved with the ceiling (the search at its own 10 connections); then the
 * routes that never reach the database loaded at the same time as the ceiling (sideBySide).
 */
async function measureAll(
  app: Server,
  ceiling: Server,
  s: Setup,
  label: string,
): Promise<{ measured: Measured[]; cpu: SideBySide[] }> {
  const { main, search } = targets(app.base, s);
  const ceilingUrl = `${ceiling.base}/api/static`;
  await warmUp([{ url: ceilingUrl }, ...main.map((t) => t.opts), search.opts]);
  const onRound = (line: string) => console.log(line);
  console.log(`\n${label}: ${rounds} rounds of ${duration} s per route, interleaved with the bare route`);
  const measured = await interleaved(ceilingUrl, main, { rounds, duration, connections: CONNECTIONS, onRound });
  measured.push(
    ...(await interleaved(ceilingUrl, [search], { rounds, duration, connections: SEARCH_CONNECTIONS, onRound })),
  );
  console.log(`${label}: ${SIDE_BY_SIDE.join(', ')} loaded side by side with the bare route`);
  const cpu = await sideBySide(
    ceilingUrl,
    main.filter((t) => SIDE_BY_SIDE.includes(t.key)),
    {
      rounds: SIDE_BY_SIDE_ROUNDS,
      duration,
      connections: CONNECTIONS,
      cpu: { app: () => cpuTicksOf(app), ceiling: () => cpuTicksOf(ceiling) },
    },
  );
  return { measured, cpu };
}

/** A GET's status with exactly these headers (fetch() adds Cache-Control: no-cache to a request carrying If-None-Match). */
function statusOf(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      })
      .on('error', reject);
  });
}

/** Whether the menu list sends an ETag and answers a browser's revalidation (If-None-Match) with 304. */
async function etagCheck(app: string, providerId: string): Promise<string> {
  const url = `${app}/api/v1/menu/list/${providerId}`;
  const first = await call(app, url, { retries: 2 });
  const etag = first.headers.get('etag');
  if (!etag) return 'menu list: no ETag sent, so If-None-Match cannot be answered with 304 (MISSED)';
  const revalidate = await statusOf(url, { 'if-none-match': etag });
  const noCache = await statusOf(url, { 'if-none-match': etag, 'cache-control': 'no-cache' });
  return (
    `menu list: ETag ${etag}; a revalidation with If-None-Match answered ${revalidate}` +
    `${revalidate === 304 ? ' (met)' : ' (MISSED: expected 304)'}; with Cache-Control: no-cache too (as fetch() sends it) ${noCache}`
  );
}

async function pagePaths(app: string, s: Setup, tabId: string | null): Promise<Map<string, string | null>> {
  const blogId = (await call(app, '/api/v1/blog/list/1-20', { retries: 2 })).body?.blogs?.[0]?._id ?? null;
  const eventId = (await call(app, '/api/v1/event/list/1-20', { retries: 2 })).body?.events?.[0]?._id ?? null;
  return new Map<string, string | null>([
    ['menu', `/menu/${s.providerId}`],
    ['cart', `/orders/${s.providerId}`],
    ['home', '/'],
    ['board', `/panel/${s.providerId}/orders`],
    ['blog post', blogId && `/blog/${blogId}`],
    ['workspace', `/menu/workspace/${s.providerId}`],
    ['table tab', tabId && `/tab/${tabId}`],
    ['plans', '/plans'],
    ['events', '/events'],
    ['event', eventId && `/events/${eventId}`],
  ]);
}

const f2 = (x: number) => x.toFixed(2);

function resultTable(fresh: Measured[], after: Measured[]): string {
  const lines = [
    '| route | fresh × bare | fresh p99 / bare p99 | after-day × bare | after-day p99 / bare p99 | target | verdict |',
    '|---|---:|---:|---:|---:|---|---|',
  ];
  for (const f of fresh) {
    const a = after.find((m) => m.key === f.key)!;
    const goal = GOALS[f.key];
    const missed = [goal.met(f) ? '' : 'fresh', goal.met(a) ? '' : 'after the day'].filter(Boolean);
    const errors = f.errors + a.errors;
    const p99 = (m: Measured) => `${Math.round(m.p99)} / ${Math.round(m.bareP99)} ms (${f2(m.p99 / m.bareP99)}×)`;
    lines.push(
      `| ${f.name} | ${f2(f.ratio)} | ${p99(f)} | ${f2(a.ratio)} | ${p99(a)} | ${goal.text} | ${
        missed.length ? `MISSED (${missed.join(', ')})` : 'met'
      }${errors ? `; ${errors} errors/non-2xx` : ''} |`,
    );
  }
  return lines.join('\n');
}

function cpuTable(fresh: SideBySide[], after: SideBySide[]): string {
  const cell = (m: SideBySide) => `${f2(m.median)}× (${m.rounds.map(f2).join(', ')})`;
  return [
    `CPU per request over the bare route's, the two loaded at the same time (${SIDE_BY_SIDE_ROUNDS} rounds of ${duration} s, ` +
      `${CONNECTIONS / 2} connections each; median, then each round; 1.25× CPU is about 0.8× the throughput):`,
    '',
    '| route | fresh | after the day |',
    '|---|---:|---:|',
    ...fresh.map((f) => `| ${f.name} | ${cell(f)} | ${cell(after.find((a) => a.key === f.key)!)} |`),
  ].join('\n');
}

function memoryTable(points: [string, Memory][]): string {
  return [
    '| server process | RSS MB | anonymous (heap) MB | peak RSS MB | threads | open fds |',
    '|---|---:|---:|---:|---:|---:|',
    ...points.map(
      ([when, m]) =>
        `| ${when} | ${m.rssMb.toFixed(0)} | ${m.anonMb.toFixed(0)} | ${m.peakMb.toFixed(0)} | ${m.threads} | ${m.fds} |`,
    ),
  ].join('\n');
}

async function main() {
  assertSameFramework();
  let ceilingDir: string | undefined;
  let dataDir: string | undefined;
  let database: BenchDatabase | undefined;
  let app: Server | undefined;
  let ceiling: Server | undefined;
  const cleanUp = async () => {
    await Promise.all([stopServer(app), stopServer(ceiling)]);
    for (const dir of [ceilingDir, dataDir]) if (dir) rmSync(dir, { recursive: true, force: true });
    await database?.drop();
  };
  const onSignal = () => void cleanUp().finally(() => process.exit(130));
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    if (process.env.BENCH_SKIP_BUILD !== '1') buildApp(distDir);
    console.log('Building the bare ceiling (bench/ceiling) …');
    ceilingDir = buildCeiling();
    database = await benchDatabase(process.env.BENCH_DATABASE_URL);
    const data = await prepareData(database);
    dataDir = data.dataDir;
    ceiling = startNext({ name: 'the ceiling', cwd: ceilingDir, port: ceilingPort });
    app = startNext({
      name: 'the app',
      cwd: root,
      port,
      env: {
        NEXT_DIST_DIR: distDir,
        NEXT_MANUAL_SIG_HANDLE: 'true',
        DATA_DIR: dataDir,
        DATABASE_URL: database.url,
        SEED_DEMO: 'false',
        ALLOW_SANDBOX_PAYMENTS: 'true',
        PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
        // The day's customers each come from their own address (X-Forwarded-For), as behind nginx.
        TRUST_PROXY: 'true',
        LOG_LEVEL: 'warn',
      },
    });
    await Promise.all([waitUntilUp(ceiling, '/api/static'), waitUntilUp(app, '/api/v1/health')]);

    const providers = (await call(app.base, '/api/v1/provider/list', { retries: 2 })).body.providers as {
      _id: string;
      branch: string;
    }[];
    // The branch with the bank gateway, the workspace and the demo vouchers.
    const providerId = (providers.find((p) => p.branch === 'mirdamad') ?? providers[0])._id;
    const menu = (await call(app.base, `/api/v1/menu/list/${providerId}`, { retries: 2 })).body.menuList as {
      items: { _id: string; title: string }[];
    }[];
    const latte = menu.flatMap((c) => c.items).find((i) => i.title === 'لاته')!;
    const setup: Setup = {
      providerId,
      latteId: latte._id,
      customer: (await signIn(app.base, dataDir, '09125550000', '10.251.0.1', 2)).token,
      admin: (await signIn(app.base, dataDir, '09120000000', '10.251.0.2', 2)).token,
    };
    const memory: [string, Memory][] = [['started', memoryOf(app)]];
    const etag = await etagCheck(app.base, providerId);

    const fresh = await measureAll(app, ceiling, setup, 'Fresh server');
    memory.push(['after the fresh measurement', memoryOf(app)]);

    console.log(`\nThe scripted day (scale ${dayScale}) …`);
    const day: DayReport = await runDay({ base: app.base, dataDir, scale: dayScale, log: console.log });
    memory.push(['after the day', memoryOf(app)]);

    const after = await measureAll(app, ceiling, setup, 'After the day');
    memory.push(['after the after-day measurement', memoryOf(app)]);

    const js: string[] = ['| page | path | first-load JS (gzip) | budget | verdict |', '|---|---|---:|---:|---|'];
    for (const [name, p] of await pagePaths(app.base, setup, day.tabId)) {
      const budget = PAGES.find((x) => x.name === name)?.budget;
      if (!p) {
        js.push(`| ${name} | (nothing to open) | | ${budget ?? ''} | not measured |`);
        continue;
      }
      // A page that redirects is measured where it lands: say so, since that is another page's JS.
      const direct = await call(app.base, p, { retries: 2 });
      const landed =
        direct.status === 200 ? '' : ` (answered ${direct.status} ${direct.headers.get('location') ?? ''})`;
      const kb = (await firstLoadJs(app.base, p)) / 1024;
      const verdict = budget === undefined ? '' : kb <= budget ? 'met' : 'MISSED';
      js.push(
        `| ${name} | ${p.replace(providerId, '{id}')}${landed} | ${kb.toFixed(1)} KB | ${budget ? `${budget} KB` : ''} | ${verdict} |`,
      );
    }

    const [l1, l5] = loadavg();
    console.log(
      `\nMachine: ${cpus().length} cores (${cpus()[0]?.model ?? '?'}), Node ${process.version}, load average ${l1.toFixed(1)} / ${l5.toFixed(1)}; ` +
        `autocannon ${CONNECTIONS} connections (user search ${SEARCH_CONNECTIONS}), Accept-Encoding "${BROWSER_ENCODINGS}" as a browser sends it, ${rounds} rounds × ${duration} s per route, ` +
        `each beside the bare Next.js route (bench/ceiling, /api/static) measured just before and after it; ${database.label}.\n`,
    );
    console.log(resultTable(fresh.measured, after.measured));
    console.log(`\n${cpuTable(fresh.cpu, after.cpu)}`);
    console.log(`\n${etag}`);
    console.log(`\n${js.join('\n')}`);
    console.log(`\n${dayTable(day)}`);
    console.log(`\n${memoryTable(memory)}`);
    console.log(`\nUser search plans (users_search_trgm_idx expected):\n${data.plan}`);
  } finally {
    await cleanUp();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
