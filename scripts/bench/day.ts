/**
 * A scripted day of traffic against a running demo server (a build with ALLOW_SANDBOX_PAYMENTS, the
 * console SMS driver, TRUST_PROXY=true so each customer comes from their own address), over HTTP only:
 * sign-ins (code by SMS, read from the outbox file), orders of every payment kind (pay on site, wallet,
 * bank through the sandbox bank and its callback, hybrid), wallet top-ups at the bank, replayed
 * callbacks and idempotent resubmits, avatar uploads, order-tracking and tab streams opened and
 * dropped, voucher use, workspace bookings and bundle purchases: `200 × scale` of each kind.
 *
 * `npm run bench` runs it between its fresh and its after-the-day measurements. Alone, against a
 * server started that way:
 *   BENCH_BASE=http://127.0.0.1:3300 BENCH_DATA_DIR=<the server's DATA_DIR> BENCH_DAY_SCALE=0.2 npx tsx scripts/bench/day.ts
 *
 * Refusals the rules give (a full day pass, a voucher used up) are counted per status; any 5xx or
 * dropped connection is a defect and listed with the request that caused it.
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import sharp from 'sharp';
import { call, signIn, type Answer, type CallOpts, type Session } from './http';

export interface DayOptions {
  base: string;
  /** The server's DATA_DIR: the SMS outbox is read from it. */
  dataDir: string;
  /** Requests of each kind = 200 × scale (default 1). */
  scale?: number;
  /** Customers acting at once (default 8). */
  concurrency?: number;
  log?: (line: string) => void;
}

export interface KindReport {
  kind: string;
  requests: number;
  statuses: Record<string, number>;
}

export interface DayReport {
  seconds: number;
  requests: number;
  kinds: KindReport[];
  /** 5xx answers and failed requests, with the request (at most 30). */
  defects: string[];
  /** A tab opened during the day and left open (for measuring the tab page). */
  tabId: string | null;
}

interface Item {
  _id: string;
  title: string;
  price: number;
}

const SUPER_ADMIN = '09120000000';

/** Today + `days` as a Tehran calendar date, YYYY-MM-DD. */
function tehranDate(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tehran' }).format(new Date(Date.now() + days * 86_400_000));
}

/** Runs `fn(0..n-1)` with at most `width` at once. */
async function pool(n: number, width: number, fn: (i: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, n) }, async () => {
      while (next < n) await fn(next++);
    }),
  );
}

/** Serialises work per key (one table's tab at a time). */
function keyedLock() {
  const tails = new Map<string, Promise<unknown>>();
  return async <T>(key: string, fn: () => Promise<T>): Promise<T> => {
    const prev = tails.get(key) ?? Promise.resolve();
    const run = prev.then(fn, fn);
    tails.set(
      key,
      run.catch(() => undefined),
    );
    return run;
  };
}

export async function runDay(opts: DayOptions): Promise<DayReport> {
  const { base, dataDir } = opts;
  const n = Math.max(1, Math.round(200 * (opts.scale ?? 1)));
  const width = opts.concurrency ?? 8;
  const log = opts.log ?? (() => undefined);
  const started = Date.now();
  const tally = new Map<string, Map<string, number>>();
  const defects: string[] = [];

  const count = (kind: string, status: string) => {
    const m = tally.get(kind) ?? new Map<string, number>();
    m.set(status, (m.get(status) ?? 0) + 1);
    tally.set(kind, m);
  };
  /** One request of a kind: counted by status; a 5xx or a failure is a defect. */
  const req = async (kind: string, url: string, o: CallOpts = {}): Promise<Answer> => {
    try {
      const a = await call(base, url, o);
      count(kind, String(a.status));
      if (a.status >= 500 && defects.length < 30)
        defects.push(
          `${kind}: ${o.method ?? (o.json || o.form || o.urlencoded ? 'POST' : 'GET')} ${url} → ${a.status} ${JSON.stringify(a.body).slice(0, 300)}`,
        );
      return a;
    } catch (err) {
      count(kind, 'failed');
      if (defects.length < 30) defects.push(`${kind}: ${url} → ${(err as Error).message}`);
      return { status: 0, body: null, headers: new Headers() };
    }
  };

  // The branch with the bank gateway and its menu, workspace, tables, bundles and vouchers.
  const providers = (await req('setup', '/api/v1/provider/list')).body.providers as { _id: string; branch: string }[];
  const provider = providers.find((p) => p.branch === 'mirdamad') ?? providers[0];
  const providerId = provider._id;
  const menu = (await req('setup', `/api/v1/menu/list/${providerId}`)).body.menuList as { items: Item[] }[];
  const items = menu.flatMap((c) => c.items);
  const byTitle = (t: string) => items.find((i) => i.title === t) ?? items[0];
  const latte = byTitle('لاته');
  const espresso = byTitle('اسپرسو');
  const space = (await req('setup', `/api/v1/menu/space/list/${providerId}`)).body.categories as {
    items: (Item & { spaceType: string })[];
  }[];
  const spaceItems = space.flatMap((c) => c.items);
  const dayPass = spaceItems.find((i) => i.spaceType === 'pool');
  const room = spaceItems.find((i) => i.spaceType === 'resource');
  const tables = (await req('setup', `/api/v1/order/tables/${providerId}`)).body.tables as { _id: string }[];
  const bundles = (await req('setup', `/api/v1/bundle/list/1-20?providerId=${providerId}`)).body.bundles as {
    _id: string;
    price: number;
  }[];
  const bundle = [...bundles].sort((a, b) => a.price - b.price)[0];
  const admin = await signIn(base, dataDir, SUPER_ADMIN, '10.250.0.1', 2);

  // Sign-ins: n new customers, each from their own address.
  const first = Math.floor(Math.random() * (9_000_000 - n));
  const customers: Session[] = [];
  await pool(n, width, async (i) => {
    const k = first + i;
    const phone = `0917${String(k).padStart(7, '0')}`;
    const ip = `10.${(k >> 16) & 255}.${(k >> 8) & 255}.${k & 255}`;
    try {
      customers.push(await signIn(base, dataDir, phone, ip));
      count('sign-in (code + verify)', '200');
    } catch (err) {
      count('sign-in (code + verify)', 'failed');
      if (defects.length < 30) defects.push(`sign-in ${phone}: ${(err as Error).message}`);
    }
  });
  log(`  day: ${customers.length} customers signed in`);
  if (!customers.length) throw new Error('no customer could sign in');
  const who = (i: number) => customers[i % customers.length];

  /**
   * The payer at the sandbox bank: pays (or cancels), and the bank sends the browser back to the
   * result screen (the callback), which verifies. Replays: the result screen again, the API callback,
   * and the JSON verify, all idempotent. Some payers leave at the bank page and never decide.
   */
  const atBank = async (kind: string, s: Session, link: string, paymentId: string, i: number) => {
    const authority = decodeURIComponent(link.split('/').pop()!);
    await req(kind, link, { token: s.token, ip: s.ip });
    if (i % 10 === 9) return; // left at the bank; the expiry sweep releases it
    const action = i % 10 === 8 ? 'cancel' : 'pay';
    const decided = await req(kind, '/api/v1/payment/sandbox/decide', {
      urlencoded: { authority, action },
      ip: s.ip,
    });
    const back = String(decided.headers.get('location') ?? '');
    if (!back) return;
    const u = new URL(back, base);
    await req(`${kind}: callback`, u.pathname + u.search, { token: s.token, ip: s.ip });
    if (i % 2 === 0) {
      await req('callback replays', u.pathname + u.search, { token: s.token, ip: s.ip });
      await req(
        'callback replays',
        `/api/v1/payment/callback?paymentId=${paymentId}&Authority=${authority}&Status=OK`,
        {
          ip: s.ip,
        },
      );
      await req('callback replays', '/api/v1/payment/verify', {
        json: { paymentId, authority },
        token: s.token,
        ip: s.ip,
      });
    }
  };

  // Wallet top-ups at the bank, one per customer (so the wallet orders and bundles below can pay).
  await pool(n, width, async (i) => {
    const s = who(i);
    const r = await req('wallet top-up', '/api/v1/profile/wallet/charge', {
      json: { price: 1_500_000, providerId, key: randomUUID() },
      token: s.token,
      ip: s.ip,
    });
    if (r.status === 200 && r.body.link) await atBank('wallet top-up', s, r.body.link, r.body.paymentId, i);
  });
  log(`  day: top-ups done (${((Date.now() - started) / 1000).toFixed(0)} s)`);

  const submit = (kind: string, s: Session, body: Record<string, unknown>) =>
    req(kind, '/api/v1/order/submit', {
      json: { orderId: randomUUID(), providerId, orderType: 'takeAway', ...body },
      token: s.token,
      ip: s.ip,
    });

  /** Opens an event stream, reads until its first event (or drops it at once), and hangs up. */
  const stream = async (kind: string, url: string, s: { token: string; ip: string }, readFirst: boolean) => {
    const ac = new AbortController();
    try {
      const res = await fetch(new URL(url, base), {
        headers: { token: s.token, 'x-forwarded-for': s.ip, accept: 'text/event-stream' },
        signal: ac.signal,
      });
      count(kind, String(res.status));
      if (res.status >= 500 && defects.length < 30) defects.push(`${kind}: GET ${url} → ${res.status}`);
      if (readFirst && res.ok && res.body) {
        const reader = res.body.getReader();
        const deadline = setTimeout(() => ac.abort(), 5_000);
        let seen = '';
        while (!/\nevent: /.test(`\n${seen}`) && !/data: /.test(seen)) {
          const { value, done } = await reader.read();
          if (done) break;
          seen += Buffer.from(value).toString('utf8');
        }
        clearTimeout(deadline);
      }
    } catch (err) {
      if ((err as Error).name !== 'AbortError') {
        count(kind, 'failed');
        if (defects.length < 30) defects.push(`${kind}: GET ${url} → ${(err as Error).message}`);
      }
    } finally {
      ac.abort();
    }
  };

  const avatar = await sharp({
    create: { width: 320, height: 320, channels: 3, background: { r: 200, g: 120, b: 60 } },
  })
    .png()
    .toBuffer();
  const tabLock = keyedLock();
  let keptTab: string | null = null;

  const kinds: Record<string, (i: number) => Promise<void>> = {
    'order, pay on site': async (i) => {
      const s = who(i);
      const body = { orderId: randomUUID(), items: [{ _id: latte._id, count: 1 }], paymentBy: 'pos' };
      await submit('order, pay on site', s, body);
      // A double tap: the same key answers the same order.
      if (i % 2 === 0) await submit('idempotent resubmits', s, body);
    },
    'order, wallet': async (i) => {
      await submit('order, wallet', who(i), { items: [{ _id: espresso._id, count: 1 }], paymentBy: 'wallet' });
    },
    'order, bank': async (i) => {
      const s = who(i);
      const body = { orderId: randomUUID(), items: [{ _id: latte._id, count: 2 }], paymentBy: 'bank', bankType: 'pos' };
      const r = await submit('order, bank', s, body);
      if (i % 3 === 0) await submit('idempotent resubmits', s, body);
      if (r.status === 200 && r.body.link) await atBank('order, bank', s, r.body.link, r.body.paymentId, i);
    },
    'order, hybrid': async (i) => {
      const s = who(i);
      const r = await submit('order, hybrid', s, { items: [{ _id: latte._id, count: 16 }], paymentBy: 'hybrid' });
      if (r.status === 200 && r.body.link) await atBank('order, hybrid', s, r.body.link, r.body.paymentId, i);
    },
    'voucher use': async (i) => {
      const s = who(i);
      const lines = [{ _id: latte._id, count: 1 }];
      const c = await req('voucher use', '/api/v1/order/check/voucher/code', {
        json: { code: 'COFFEE20', providerId, items: lines },
        token: s.token,
        ip: s.ip,
      });
      if (c.status === 200)
        await submit('voucher use', s, { items: lines, paymentBy: 'pos', voucherId: c.body.voucher._id });
    },
    'avatar upload': async (i) => {
      const s = who(i);
      const form = new FormData();
      form.append('avatar', new Blob([new Uint8Array(avatar)], { type: 'image/png' }), 'me.png');
      await req('avatar upload', '/api/v1/profile/avatar', { form, token: s.token, ip: s.ip });
    },
    'order tracking stream': async (i) => {
      const s = who(i);
      const r = await submit('order tracking stream', s, {
        items: [{ _id: espresso._id, count: 1 }],
        paymentBy: 'pos',
      });
      if (r.status === 200)
        await stream('order tracking stream', `/api/v1/order/track/${r.body.orderId}`, s, i % 4 !== 0);
    },
    'tab and its stream': async (i) => {
      if (!tables.length) return;
      const s = who(i);
      const table = tables[i % tables.length]._id;
      await tabLock(table, async () => {
        const o = await req('tab and its stream', '/api/v1/tab/open', {
          json: { tableId: table },
          token: s.token,
          ip: s.ip,
        });
        // 409: the table's tab is open (the one kept below); nothing to do at this table.
        const tabId: string | undefined = o.body?.tab?._id;
        if (o.status !== 200 || !tabId) return;
        await req('tab and its stream', '/api/v1/tab/line', {
          json: { tabId, _id: latte._id, count: 1 },
          token: s.token,
          ip: s.ip,
        });
        await stream('tab and its stream', `/api/v1/tab/events/${tabId}`, s, i % 4 !== 0);
        // The last one stays open: the bench measures the tab page with it.
        if (i === n - 1) {
          keptTab = tabId;
          return;
        }
        await req('tab and its stream', '/api/v1/tab/cancel', {
          json: { tabId, reason: 'آزمون بار' },
          token: admin.token,
          ip: admin.ip,
        });
      });
    },
    'workspace booking': async (i) => {
      const s = who(i);
      const item = i % 2 === 0 ? dayPass : room;
      if (!item) return;
      const body =
        item === dayPass
          ? { itemId: item._id, startDate: tehranDate(1 + Math.floor(i / 20)) }
          : {
              itemId: item._id,
              startDate: tehranDate(1 + Math.floor(i / 28)),
              startingHour: 8 + ((i >> 1) % 14),
              endingHour: 9 + ((i >> 1) % 14),
            };
      await req('workspace booking', '/api/v1/order/space/submit', {
        json: { orderId: randomUUID(), providerId, paymentBy: 'pos', ...body },
        token: s.token,
        ip: s.ip,
      });
    },
    'bundle purchase': async (i) => {
      if (!bundle) return;
      const s = who(i);
      const body = { bundleId: bundle._id, paymentBy: 'wallet', key: randomUUID() };
      await req('bundle purchase', '/api/v1/bundle/purchase', { json: body, token: s.token, ip: s.ip });
      if (i % 4 === 0)
        await req('idempotent resubmits', '/api/v1/bundle/purchase', { json: body, token: s.token, ip: s.ip });
    },
  };

  // Every kind n times, shuffled together as a day's traffic comes.
  const tasks = Object.values(kinds).flatMap((fn) => Array.from({ length: n }, (_, i) => () => fn(i)));
  for (let i = tasks.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [tasks[i], tasks[j]] = [tasks[j], tasks[i]];
  }
  await pool(tasks.length, width, (i) => tasks[i]());

  const kindsOut: KindReport[] = [...tally].map(([kind, m]) => ({
    kind,
    requests: [...m.values()].reduce((a, b) => a + b, 0),
    statuses: Object.fromEntries([...m].sort()),
  }));
  return {
    seconds: (Date.now() - started) / 1000,
    requests: kindsOut.reduce((a, k) => a + k.requests, 0),
    kinds: kindsOut,
    defects,
    tabId: keptTab,
  };
}

/** The day's table: requests per kind and what they were answered. */
export function dayTable(report: DayReport): string {
  const rows = report.kinds.map(
    (k) =>
      `| ${k.kind} | ${k.requests} | ${Object.entries(k.statuses)
        .map(([s, c]) => `${s}: ${c}`)
        .join(', ')} |`,
  );
  return [
    `Scripted day: ${report.requests} requests in ${report.seconds.toFixed(0)} s`,
    '| kind | requests | answers |',
    '|---|---:|---|',
    ...rows,
    report.defects.length
      ? `\nDEFECTS (5xx or failed requests):\n${report.defects.join('\n')}`
      : 'No 5xx, no failed request.',
  ].join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const base = process.env.BENCH_BASE ?? 'http://127.0.0.1:3300';
  const dataDir = process.env.BENCH_DATA_DIR;
  if (!dataDir) throw new Error('set BENCH_DATA_DIR to the server’s DATA_DIR (its SMS outbox is read)');
  runDay({ base, dataDir, scale: Number(process.env.BENCH_DAY_SCALE ?? 1), log: console.log })
    .then((r) => console.log(dayTable(r)))
    .catch((err) => {
      console.error(err);
      process.exit(1);
    });
}
