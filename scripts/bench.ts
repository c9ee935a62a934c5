/**
 * npm run bench: builds the app, starts it on a fresh embedded database, and measures with
 * autocannon: a static JSON route (the framework's ceiling here), the menu list, and order
 * submit. Also reports each page's first-load JS (gzip) from the build. Prints a table.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir, cpus } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { randomUUID } from 'node:crypto';
import { closeDatabase, openDatabase, setDatabase } from '../server/db/client';
import { migrate } from '../server/db/migrate';
import { openAroundTheClock, seedDemo } from '../server/db/seed';
import { benchProviderList } from './bench-provider';
import { firstLoadJs } from './first-load';
import { measureUserSearch, seedBenchUsers, userSearchVerdict } from './bench-users';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.BENCH_PORT ?? 3300);
const base = `http://127.0.0.1:${port}`;
const distDir = process.env.BENCH_DIST_DIR ?? '.next-bench';
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

function waitFor(url: string, server: ChildProcess) {
  return new Promise<void>((resolve, reject) => {
    const deadline = Date.now() + 90_000;
    const tick = async () => {
      if (server.exitCode !== null) return reject(new Error('server exited'));
      try {
        if ((await fetch(url)).ok) return resolve();
      } catch {
        // not yet
      }
      if (Date.now() > deadline) return reject(new Error('server did not start'));
      setTimeout(tick, 300);
    };
    tick();
  });
}

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

async function measure(name: string, opts: autocannon.Options): Promise<Row> {
  const r = await autocannon({ duration, connections, ...opts });
  return {
    name,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
  };
}

async function login(phone: string, dataDir: string): Promise<string> {
  return (await loginUser(phone, dataDir)).token;
}

async function loginUser(phone: string, dataDir: string): Promise<{ token: string; userId: string }> {
  const sent = await fetch(`${base}/api/v1/send/code`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone }),
  });
  const { verifyToken } = (await sent.json()) as { verifyToken: string };
  const lines = readFileSync(path.join(dataDir, 'sms-outbox.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as { code: string });
  const v = await fetch(`${base}/api/v1/phone/verification`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ verifyToken, code: lines[lines.length - 1].code, device: 'web' }),
  });
  const body = (await v.json()) as { token: string; user: { _id: string } };
  return { token: body.token, userId: body.user._id };
}

async function main() {
  if (process.env.BENCH_SKIP_BUILD !== '1') {
    const b = spawnSync('npm', ['run', 'build'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NEXT_DIST_DIR: distDir, ALLOW_SANDBOX_PAYMENTS: 'true' },
    });
    if (b.status !== 0) process.exit(b.status ?? 1);
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hamkar-bench-'));
  // The demo chain, open around the clock: submits are measured at whatever hour the bench runs.
  process.env.DATA_DIR = dataDir;
  const handle = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
  setDatabase(handle);
  await migrate(handle.raw);
  await seedDemo(handle.db);
  await openAroundTheClock(handle.db);
  const userSearchPlan = await seedBenchUsers(handle.raw);
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
  try {
    await waitFor(`${base}/api/v1/health`, server);
    const providers = (await (await fetch(`${base}/api/v1/provider/list`)).json()) as { providers: { _id: string }[] };
    const providerId = providers.providers[0]._id;
    const menu = (await (await fetch(`${base}/api/v1/menu/list/${providerId}`)).json()) as {
      menuList: { items: { _id: string; title: string }[] }[];
    };
    const latte = menu.menuList.flatMap((c) => c.items).find((i) => i.title === 'لاته')!;
    const token = await login('09125550000', dataDir);
    // A second customer with a large wallet (credited by a super admin) for the wallet-paid submits.
    const espresso = menu.menuList.flatMap((c) => c.items).find((i) => i.title === 'اسپرسو')!;
    const walletUser = await loginUser('09125550001', dataDir);
    const admin = await login('09120000000', dataDir);
    const credited = await fetch(`${base}/api/v1/user/charge/wallet`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', token: admin },
      body: JSON.stringify({ userId: walletUser.userId, price: 490_000_000, description: 'اعتبار آزمون بار' }),
    });
    if (!credited.ok) throw new Error(`wallet credit failed: ${credited.status} ${await credited.text()}`);

    // Warm up each route so the first compile/cache fill is not measured.
    await autocannon({ url: `${base}/api/v1/menu/list/${providerId}`, duration: 2, connections: 10 });
    await autocannon({ url: `${base}/api/v1/health`, duration: 2, connections: 10 });

    const rows: Row[] = [];
    rows.push(await measure('GET /api/v1/health (static JSON)', { url: `${base}/api/v1/health` }));
    rows.push(await measure(`GET /api/v1/menu/list/{id}`, { url: `${base}/api/v1/menu/list/${providerId}` }));
    rows.push(
      await measure('POST /api/v1/order/submit (pos)', {
        url: `${base}/api/v1/order/submit`,
        method: 'POST',
        headers: { 'content-type': 'application/json', token },
        requests: [
          {
            setupRequest: (req) => ({
              ...req,
              body: JSON.stringify({
                orderId: randomUUID(),
                providerId,
                items: [{ _id: latte._id, count: 1 }],
                paymentBy: 'pos',
                orderType: 'takeAway',
              }),
            }),
          },
        ],
      }),
    );
    rows.push(
      await measure('POST /api/v1/order/submit (wallet)', {
        url: `${base}/api/v1/order/submit`,
        method: 'POST',
        headers: { 'content-type': 'application/json', token: walletUser.token },
        requests: [
          {
            setupRequest: (req) => ({
              ...req,
              body: JSON.stringify({
                orderId: randomUUID(),
                providerId,
                items: [{ _id: espresso._id, count: 1 }],
                paymentBy: 'wallet',
                orderType: 'takeAway',
              }),
            }),
          },
        ],
      }),
    );
    const providerBench = await benchProviderList(base, measure);
    rows.push(providerBench.row);
    // 10 connections: a head office has a handful of people searching at once, not fifty.
    const userSearch = await measureUserSearch(base, admin, { duration, connections: 10 });
    rows.push(userSearch);
    const ceiling = rows[0].rps;
    const pages = [
      '/',
      `/menu/${providerId}`,
      `/orders/${providerId}`,
      '/previousOrders',
      `/panel/${providerId}/orders`,
    ];
    const js: { route: string; kb: number }[] = [];
    for (const p of pages) js.push({ route: p.replace(providerId, '{id}'), kb: (await firstLoadJs(base, p)) / 1024 });

    const cpu = cpus()[0]?.model ?? 'unknown CPU';
    console.log(
      `\nMachine: ${cpus().length} cores (${cpu}), Node ${process.version}; autocannon ${connections} connections × ${duration} s; embedded database (PGlite).\n`,
    );
    console.log('| route | req/s | p50 ms | p99 ms | × static | errors |');
    console.log('|---|---:|---:|---:|---:|---:|');
    for (const r of rows) {
      console.log(
        `| ${r.name} | ${Math.round(r.rps)} | ${r.p50} | ${r.p99} | ${(r.rps / ceiling).toFixed(2)} | ${r.errors + r.non2xx} |`,
      );
    }
    console.log('\n| page | first-load JS (gzip) |');
    console.log('|---|---:|');
    for (const j of js) console.log(`| ${j.route} | ${j.kb.toFixed(1)} KB |`);
    const menuRatio = rows[1].rps / ceiling;
    const submitRatio = rows[2].rps / ceiling;
    const walletRatio = rows[3].rps / ceiling;
    const menuJs = js[1].kb;
    console.log(
      `\nTargets: menu list ≥ 0.7× static: ${menuRatio.toFixed(2)} ${menuRatio >= 0.7 ? 'met' : 'MISSED'}; order submit ≥ 0.1×: ${submitRatio.toFixed(2)} ${submitRatio >= 0.1 ? 'met' : 'MISSED'}; wallet submit ≥ 0.1×: ${walletRatio.toFixed(2)} ${walletRatio >= 0.1 ? 'met' : 'MISSED'}; menu page JS < 170 KB: ${menuJs.toFixed(1)} KB ${menuJs < 170 ? 'met' : 'MISSED'}; ${providerBench.target(ceiling)}.`,
    );
    console.log(
      `\nUser search plan (users_search_trgm_idx expected):\n${userSearchPlan}\n${userSearchVerdict(userSearch)}.`,
    );
  } finally {
    try {
      process.kill(-server.pid!, 'SIGTERM');
    } catch {
      // gone
    }
    await new Promise((r) => setTimeout(r, 500));
    if (existsSync(dataDir)) rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
