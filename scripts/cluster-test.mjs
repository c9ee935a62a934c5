#!/usr/bin/env node
/**
 * The cluster test (issue 24), run by `npm test` after the end-to-end stories when a PostgreSQL is
 * reachable (TEST_DATABASE_URL, as .ci/run sets it): two production instances started at the same
 * moment on a fresh, empty database with SEED_DEMO=true, each with its own empty data directory,
 * behind nginx (deploy/nginx.conf with its ports templated; a small Node proxy when nginx is not
 * installed). It checks that both serve and are ready, that a session, an order (on the other's board
 * stream), a menu change and an avatar cross between them, that after a PostgreSQL restart live orders
 * and menu changes flow again within 10 s without restarting the instances, and that one instance
 * killed with SIGKILL under a load of order submits leaves no half-written order and the wallet ledger
 * equal to the balances. Then it stops everything and drops the database.
 *
 * The restart is the real `pg_ctlcluster 15 main restart` only with CLUSTER_TEST_RESTART_PG=1 (CI,
 * where the server is the run's own); otherwise every connection to the test's database is
 * terminated, which the instances see as a server restart, and other users of the server do not.
 *
 * Build: the end-to-end build (E2E_DIST_DIR, default .next) when it exists, else one into
 * .next-cluster. Every check is run and reported; the exit code is 1 if any failed.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, chmodSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { api, boardStream, login, menuItem, soldOut, submitOrder } from './cluster/client.mjs';
import {
  assert,
  children,
  distDir,
  findNginx,
  freePort,
  logTail,
  sleep,
  startInstance,
  startNginx,
  startNodeProxy,
  within,
} from './cluster/processes.mjs';

const started = Date.now();
const secs = () => ((Date.now() - started) / 1000).toFixed(1);
const say = (...a) => console.log(`[cluster ${secs()}s]`, ...a);

const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl) {
  console.log('cluster test skipped: TEST_DATABASE_URL is not set (it needs a PostgreSQL; .ci/run sets it).');
  process.exit(0);
}

// ------------------------------------------------------------------------------------------ setup
const DEMO = {
  superAdmin: '09120000000',
  mirdamadAdmin: '09120000001',
  barista: '09120000002',
  customer: '09120000003',
};
const dbName = `hamkar_cluster_${process.pid}_${Date.now().toString(36)}`;
const dbUrl = (() => {
  // postgres://user@host:port/db?params with the database renamed. A socket URL has no host
  // (postgres://root@/db?host=/var/run/postgresql), which the app's settings refuse as a URL: it
  // names localhost, which the host parameter overrides.
  const m = /^(postgres(?:ql)?:\/\/)([^@/]*@)?([^/?]*)(?:\/[^?]*)?(\?.*)?$/.exec(adminUrl);
  if (!m) throw new Error(`TEST_DATABASE_URL is not a postgres:// URL: ${adminUrl}`);
  return `${m[1]}${m[2] ?? ''}${m[3] || 'localhost'}/${dbName}${m[4] ?? ''}`;
})();
const tmp = mkdtempSync(path.join(os.tmpdir(), 'hamkar-cluster-'));
chmodSync(tmp, 0o755);
const results = [];

async function query(text, params = [], url = dbUrl) {
  const c = new pg.Client({ connectionString: url, application_name: 'hamkar-cluster-test' });
  await c.connect();
  try {
    return (await c.query(text, params)).rows;
  } finally {
    await c.end().catch(() => undefined);
  }
}

async function check(name, fn) {
  const t = Date.now();
  try {
    const note = await fn();
    results.push({ name, ok: true });
    say(`ok   ${name} (${Date.now() - t} ms)${note ? ` — ${note}` : ''}`);
    return true;
  } catch (err) {
    results.push({ name, ok: false, why: err.message });
    say(`FAIL ${name} (${Date.now() - t} ms): ${err.message}`);
    return false;
  }
}

async function pgRestart() {
  if (process.env.CLUSTER_TEST_RESTART_PG === '1') {
    say('restarting PostgreSQL: pg_ctlcluster 15 main restart');
    execFileSync('pg_ctlcluster', ['15', 'main', 'restart'], { stdio: 'inherit' });
    await within(30_000, async () => (await query('SELECT 1 AS ok', [], adminUrl))[0]?.ok === 1, 500);
  } else {
    say('simulating a PostgreSQL restart: terminating every connection to the test database');
    const rows = await query(
      'SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [dbName],
      adminUrl,
    );
    say(`terminated ${rows[0].n} connections`);
  }
}

// ------------------------------------------------------------------------------------------- run
async function main() {
  const dist = distDir(say);
  say(`build ${dist}; database ${dbName}; files in ${tmp}`);
  await query(`CREATE DATABASE ${dbName}`, [], adminUrl);

  const [portA, portB, portP] = [await freePort(), await freePort(), await freePort()];
  const proxyBase = `http://127.0.0.1:${portP}`;
  const nginx = findNginx();
  if (nginx) {
    say(`nginx ${nginx} on ${portP} in front of ${portA} and ${portB}`);
    startNginx(nginx, portP, [portA, portB], tmp);
  } else {
    say('nginx is not installed: a Node round-robin proxy stands in (.ci/run installs nginx)');
    startNodeProxy(portP, [portA, portB]);
  }

  // Both at the same moment, on the empty database.
  const A = startInstance({ name: 'a', port: portA, publicBase: proxyBase, dist, tmp, dbUrl });
  // For diagnosis only: CLUSTER_START_GAP_MS starts the second instance later.
  if (process.env.CLUSTER_START_GAP_MS) await sleep(Number(process.env.CLUSTER_START_GAP_MS));
  const B = startInstance({ name: 'b', port: portB, publicBase: proxyBase, dist, tmp, dbUrl });
  const instances = [A, B];

  const bothUp = await check(
    'both instances start together on an empty database and serve /api/v1/health',
    async () => {
      // Up within 2 minutes (a busy 2-core machine); an instance that exits, or answers anything but 200
      // for 10 s once it answers, has failed its start.
      const up = async (i) => {
        const end = Date.now() + 120_000;
        let badSince = null;
        for (;;) {
          if (i.exited) throw new Error(`instance ${i.name} exited ${JSON.stringify(i.exited)}:\n${logTail(i)}`);
          const r = await api(i.base, '/api/v1/health').catch(() => null);
          if (r?.status === 200) return;
          if (r) badSince ??= Date.now();
          if ((badSince && Date.now() - badSince > 10_000) || Date.now() > end) {
            throw new Error(`instance ${i.name} health ${r?.status ?? 'no answer'}:\n${logTail(i)}`);
          }
          await sleep(500);
        }
      };
      await Promise.all(instances.map(up));
      const seeded = await query('SELECT count(*)::int AS n FROM providers');
      assert(seeded[0].n > 0, 'the demo chain was not seeded');
      return `${seeded[0].n} branches seeded once`;
    },
  );
  if (!bothUp) return;

  await check('both answer /api/v1/ready with 200', async () => {
    for (const i of instances) {
      const r = await api(i.base, '/api/v1/ready');
      assert(r.status === 200, `instance ${i.name}: /api/v1/ready ${r.status}`);
    }
  });

  // The stories order at any hour: every branch open around the clock, and the instances told.
  const providers = await query("SELECT id, branch FROM providers WHERE branch = 'mirdamad'");
  const providerId = providers[0].id;
  await query("UPDATE providers SET opening_time = '00:00', closing_time = '00:00'");
  for (const p of await query('SELECT id FROM providers')) {
    await query('SELECT pg_notify($1, $2)', ['app_events', JSON.stringify({ type: 'provider', providerId: p.id })]);
  }
  // Items not counted (no stock to run out under the load), plain (no required options).
  const items = await query(
    `SELECT m.id, m.title FROM menu_items m
      WHERE m.provider_id = $1 AND m.kind = 'cafe' AND m.active AND m.price > 0 AND m.stock IS NULL AND m.option_groups = '[]'::jsonb
      ORDER BY m.price LIMIT 2`,
    [providerId],
  );
  assert(items.length === 2, 'no two plain items at the branch');
  const [itemId, toggledItemId] = [items[0].id, items[1].id];

  let customer, barista, admin;
  await check('a session made through one instance works on the other', async () => {
    customer = await login(A.base, instances, DEMO.customer);
    barista = await login(proxyBase, instances, DEMO.barista);
    admin = await login(proxyBase, instances, DEMO.superAdmin);
    for (const i of instances) {
      const r = await api(i.base, '/api/v1/profile', { token: customer });
      assert(r.status === 200, `profile on ${i.name}: ${r.status} ${r.text.slice(0, 200)}`);
    }
  });
  if (!customer || !barista) return;

  const board = boardStream(B.base, providerId, barista);
  await check('an order placed through one instance appears on the other\u2019s board stream', async () => {
    await within(10_000, () => board.ready);
    const t = Date.now();
    const r = await submitOrder(A.base, customer, providerId, itemId);
    assert(r.status === 200, `submit on a: ${r.status} ${r.text.slice(0, 300)}`);
    const orderId = r.body?.orderId ?? r.body?.order?._id;
    assert(orderId, `no order id in ${r.text.slice(0, 200)}`);
    await within(5_000, () => board.seen(orderId), 20);
    return `${Date.now() - t} ms from submit to the other's stream`;
  });

  const setStatus = (base, status) =>
    api(base, '/api/v1/item/change/status', { token: admin, body: { itemId: toggledItemId, status } });
  await check('a menu change through one instance shows on the other', async () => {
    await menuItem(B.base, providerId, toggledItemId); // B has it cached now
    const r = await setStatus(A.base, 'soldOut');
    assert(r.status === 200, `change status on a: ${r.status} ${r.text.slice(0, 200)}`);
    await within(5_000, async () => soldOut(await menuItem(B.base, providerId, toggledItemId)), 50);
  });

  await check('an avatar uploaded through one instance is served by the other', async () => {
    const sharp = (await import('sharp')).default;
    const png = await sharp({ create: { width: 96, height: 96, channels: 3, background: '#c08040' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('avatar', new Blob([png], { type: 'image/png' }), 'me.png');
    const up = await api(A.base, '/api/v1/profile/avatar', { token: customer, form });
    assert(up.status === 200, `upload on a: ${up.status} ${up.text.slice(0, 200)}`);
    const me = await api(A.base, '/api/v1/profile', { token: customer });
    const userId = (await query('SELECT id FROM users WHERE phone = $1', [`+98${DEMO.customer.slice(1)}`]))[0].id;
    const a = await fetch(`${A.base}/api/v1/getphoto/user/${userId}`);
    const b = await fetch(`${B.base}/api/v1/getphoto/user/${userId}`);
    assert(a.status === 200, `served by a: ${a.status}`);
    assert(b.status === 200, `served by b (its data directory never saw the file): ${b.status}`);
    const [ba, bb] = [Buffer.from(await a.arrayBuffer()), Buffer.from(await b.arrayBuffer())];
    assert(ba.equals(bb), 'the two instances served different bytes');
    return me.status === 200 ? `${bb.length} bytes` : undefined;
  });

  // ------------------------------------------------------------ PostgreSQL restarts under them
  const opensBefore = board.opens;
  await pgRestart();
  const tRestart = Date.now();
  await check('after the PostgreSQL restart, live orders cross again within 10 s', async () => {
    // An event published while a listener was down is not resent (the board reloads its list when its
    // stream reopens), so a new order goes in every 2 s until one arrives live on the other instance.
    const sent = [];
    let lastSent = 0;
    await within(
      10_000,
      async () => {
        if (sent.some((id) => board.seen(id))) return true;
        if (Date.now() - lastSent >= 2000) {
          lastSent = Date.now();
          const r = await submitOrder(A.base, customer, providerId, itemId);
          if (r.status !== 200) throw new Error(`submit on a after the restart: ${r.status}`);
          sent.push(r.body?.orderId ?? r.body?.order?._id);
        }
        return false;
      },
      100,
    );
    return `${Date.now() - tRestart} ms after the restart (stream opened ${board.opens - opensBefore} more times)`;
  });
  await check('after the PostgreSQL restart, menu changes cross again within 10 s', async () => {
    const t = Date.now();
    await within(
      10_000 - Math.min(9_000, t - tRestart),
      async () => {
        const r = await setStatus(A.base, 'available');
        if (r.status !== 200) throw new Error(`change status on a: ${r.status}`);
        return !soldOut(await menuItem(B.base, providerId, toggledItemId));
      },
      250,
    );
    return `${Date.now() - tRestart} ms after the restart`;
  });
  await check('both answer /api/v1/ready with 200 after the restart', async () => {
    for (const i of instances) {
      await within(10_000, async () => (await api(i.base, '/api/v1/ready')).status === 200, 250).catch(() => {
        throw new Error(`instance ${i.name} is not ready again`);
      });
    }
  });
  board.close();

  // ---------------------------------------------------------------- SIGKILL under a load of submits
  await check(
    'one instance killed with SIGKILL under load: no order lost or half-written, ledger = balances',
    async () => {
      const userId = (await query('SELECT id FROM users WHERE phone = $1', [`+98${DEMO.customer.slice(1)}`]))[0].id;
      const charge = await api(proxyBase, '/api/v1/user/charge/wallet', {
        token: admin,
        body: { userId, price: 5_000_000, description: 'cluster test', key: `cluster-${Date.now()}` },
      });
      assert(charge.status === 200, `charging the wallet: ${charge.status} ${charge.text.slice(0, 200)}`);
      const keys = new Map(); // key -> order id
      let killed = false;
      const worker = async (w) => {
        for (let n = 0; n < 12; n++) {
          const key = `cluster-${w}-${n}-${Date.now().toString(36)}`;
          for (let attempt = 0; attempt < 20; attempt++) {
            const r = await submitOrder(proxyBase, customer, providerId, itemId, {
              orderId: key,
              paymentBy: n % 2 ? 'wallet' : 'pos',
            }).catch((err) => ({ status: 0, text: err.message }));
            if (r.status === 200) {
              const id = r.body?.orderId ?? r.body?.order?._id;
              if (keys.has(key) && keys.get(key) !== id) throw new Error(`key ${key} gave two orders`);
              keys.set(key, id);
              break;
            }
            if (r.status && r.status < 500 && r.status !== 409)
              throw new Error(`submit: ${r.status} ${r.text.slice(0, 200)}`);
            await sleep(200); // the same key again, as a client retrying
          }
          if (n === 3 && w === 0 && !killed) {
            killed = true;
            process.kill(B.child.pid, 'SIGKILL');
            say('instance b killed with SIGKILL');
          }
        }
      };
      await Promise.all([0, 1, 2, 3].map(worker));
      const gone = await api(B.base, '/api/v1/health').catch(() => null);
      assert(!gone, 'instance b still answers after SIGKILL (a child process of next start?)');
      assert(keys.size === 48, `${keys.size} of 48 submits got an order`);
      const ids = [...keys.values()];
      const rows = await query(
        `SELECT o.id, (SELECT count(*)::int FROM order_items i WHERE i.order_id = o.id) AS lines
         FROM orders o WHERE o.id = ANY($1)`,
        [ids],
      );
      assert(rows.length === ids.length, `${rows.length} of ${ids.length} orders are in the database`);
      const half = rows.filter((r) => r.lines === 0);
      assert(!half.length, `${half.length} orders without lines`);
      const lineless = await query(
        'SELECT count(*)::int AS n FROM orders o WHERE NOT EXISTS (SELECT 1 FROM order_items i WHERE i.order_id = o.id)',
      );
      assert(lineless[0].n === 0, `${lineless[0].n} orders in the database have no lines`);
      const off = await query(
        `SELECT u.id, u.wallet, coalesce(sum(l.amount), 0)::int AS ledger
         FROM users u LEFT JOIN wallet_ledger l ON l.user_id = u.id
        GROUP BY u.id, u.wallet HAVING u.wallet <> coalesce(sum(l.amount), 0)`,
      );
      assert(!off.length, `ledger differs from the balance for ${off.length} users`);
      return `${ids.length} orders, every key once, ledger equal to balances`;
    },
  );

  await check('the surviving instance stops on SIGTERM with exit code 0', async () => {
    process.kill(A.child.pid, 'SIGTERM');
    await within(15_000, () => A.exited, 100).catch(() => {
      throw new Error('still running 15 s after SIGTERM');
    });
    assert(A.exited.code === 0, `exited ${JSON.stringify(A.exited)}`);
  });
}

async function cleanup() {
  for (const c of children) {
    if (c.exitCode === null && c.signalCode === null) {
      try {
        process.kill(-c.pid, 'SIGKILL');
      } catch {
        c.kill('SIGKILL');
      }
    }
  }
  await sleep(300);
  await query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`, [], adminUrl).catch((err) =>
    say('could not drop', dbName, err.message),
  );
  if (results.some((r) => !r.ok) && process.env.CLUSTER_KEEP_LOGS !== '0') say(`instance logs kept in ${tmp}`);
  else rmSync(tmp, { recursive: true, force: true });
}

let crashed = null;
try {
  await main();
} catch (err) {
  crashed = err;
  say('crashed:', err.stack ?? err);
} finally {
  await cleanup();
}
const failed = results.filter((r) => !r.ok);
say(`${results.length - failed.length} of ${results.length} checks passed in ${secs()} s`);
for (const f of failed) console.log(`  FAIL ${f.name}: ${f.why.split('\n')[0]}`);
process.exit(crashed || failed.length ? 1 : 0);
