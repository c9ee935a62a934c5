/**
 * The user-list search bench (issue 15): 100,000 users seeded straight into the database, then
 * GET /api/v1/user/list/1-20?text=… measured with autocannon, each request a different search
 * (names in either script, phone fragments). Target: p99 ≤ 100 ms. The search is served by the
 * trigram GIN index users_search_trgm_idx on users.search_text (migration 0014); `seedBenchUsers`
 * prints the planner's choice so a scan would show.
 *
 * Used by scripts/bench.ts; alone, against an existing build:
 *   BENCH_DIST_DIR=.next-e2e BENCH_SECONDS=5 npx tsx scripts/bench-users.ts
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { RawDb } from '../server/db/client';
import { userListStatement } from '../server/services/users/list-users';

export const BENCH_USERS = Number(process.env.BENCH_USERS ?? 100_000);

const LATIN_FIRST = [
  'ali',
  'reza',
  'sara',
  'mina',
  'neda',
  'hamid',
  'maryam',
  'omid',
  'leila',
  'babak',
  'shirin',
  'kaveh',
  'parisa',
  'arash',
  'nazanin',
  'farhad',
];
const LATIN_LAST = [
  'karimi',
  'rezaei',
  'ahmadi',
  'hosseini',
  'moradi',
  'jafari',
  'rahimi',
  'tehrani',
  'sadeghi',
  'mohammadi',
  'ghasemi',
  'najafi',
  'kazemi',
  'sharifi',
];
const FA_FIRST = [
  'علی',
  'رضا',
  'سارا',
  'مینا',
  'ندا',
  'حمید',
  'مریم',
  'امید',
  'لیلا',
  'بابک',
  'شیرین',
  'کاوه',
  'پریسا',
  'آرش',
  'نازنین',
  'فرهاد',
];
const FA_LAST = [
  'کریمی',
  'رضایی',
  'احمدی',
  'حسینی',
  'مرادی',
  'جعفری',
  'رحیمی',
  'تهرانی',
  'صادقی',
  'محمدی',
  'قاسمی',
  'نجفی',
  'کاظمی',
  'شریفی',
];

const arr = (xs: string[]) => `ARRAY[${xs.map((x) => `'${x}'`).join(',')}]`;

/** Inserts `n` users in one statement (phones +98915…); returns the plan of a typical search. */
export async function seedBenchUsers(raw: RawDb, n = BENCH_USERS): Promise<string> {
  await raw.query(
    `INSERT INTO users (id, phone, first_name, last_name, first_name_fa, last_name_fa, referral_code, wallet, created_at)
     SELECT 'bench' || i, '+98915' || lpad(i::text, 7, '0'),
            initcap((${arr(LATIN_FIRST)})[1 + i % ${LATIN_FIRST.length}]), initcap((${arr(LATIN_LAST)})[1 + (i / 7) % ${LATIN_LAST.length}]),
            (${arr(FA_FIRST)})[1 + i % ${FA_FIRST.length}], (${arr(FA_LAST)})[1 + (i / 7) % ${FA_LAST.length}],
            'B' || lpad(i::text, 9, '0'), (i % 50) * 1000, now() - (i || ' minutes')::interval
       FROM generate_series(1, $1::int) AS i
     ON CONFLICT DO NOTHING`,
    [n],
  );
  await raw.query('ANALYZE users', []);
  // The list's one statement (page, capped count, rows) for a common surname, past the count's cap, and for
  // a phone typed from its start.
  const plans: string[] = [];
  for (const text of ['rezaei', '09150012345']) {
    const q = new PgDialect().sqlToQuery(userListStatement({ filter: { text }, paging: { page: 1, size: 20 } }));
    const plan = await raw.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${q.sql}`, q.params);
    plans.push(`${text}:\n${plan.rows.map((r) => `  ${r['QUERY PLAN']}`).join('\n')}`);
  }
  return plans.join('\n');
}

/** Search texts a head-office user types: names (Latin, Persian, Arabic letter forms), phone fragments in either digit set. */
export function searchTexts(): string[] {
  const out: string[] = [];
  for (let i = 0; i < 40; i++) {
    out.push(LATIN_LAST[i % LATIN_LAST.length]);
    out.push(`${FA_FIRST[i % FA_FIRST.length]} ${FA_LAST[(i * 3) % FA_LAST.length]}`);
    out.push(`0915${String(1000 + i * 37).padStart(4, '0')}`);
    out.push(`۰۹۱۵۰۰${'۰۱۲۳۴۵۶۷۸۹'[i % 10]}${'۰۱۲۳۴۵۶۷۸۹'[(i * 7) % 10]}`);
  }
  return out;
}

export interface SearchRow {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/** GET /api/v1/user/list/1-20 with a different search each request, as an admin. */
export async function measureUserSearch(
  base: string,
  token: string,
  opts: { duration: number; connections: number },
): Promise<SearchRow> {
  const texts = searchTexts();
  let k = 0;
  const url = (t: string) => `/api/v1/user/list/1-20?text=${encodeURIComponent(t)}`;
  // Warm-up: compile and fill the caches once.
  await autocannon({ url: `${base}${url('karimi')}`, headers: { token }, duration: 2, connections: 5 });
  const r = await autocannon({
    url: base,
    duration: opts.duration,
    connections: opts.connections,
    headers: { token },
    requests: [{ setupRequest: (req) => ({ ...req, path: url(texts[k++ % texts.length]) }) }],
  });
  return {
    name: `GET /api/v1/user/list/1-20?text=… (${BENCH_USERS.toLocaleString('en')} users)`,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
  };
}

export function userSearchVerdict(row: SearchRow): string {
  return `user search p99 ≤ 100 ms: ${row.p99} ms ${row.p99 <= 100 && row.non2xx === 0 ? 'met' : 'MISSED'}`;
}

async function standalone() {
  const { closeDatabase, openDatabase, setDatabase } = await import('../server/db/client');
  const { migrate } = await import('../server/db/migrate');
  const { seedDemo } = await import('../server/db/seed');
  const root = path.resolve(import.meta.dirname, '..');
  const port = Number(process.env.BENCH_PORT ?? 3315);
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hamkar-bench-users-'));
  process.env.DATA_DIR = dataDir;
  const handle = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
  setDatabase(handle);
  await migrate(handle.raw);
  await seedDemo(handle.db);
  const started = Date.now();
  const plan = await seedBenchUsers(handle.raw);
  console.log(`seeded ${BENCH_USERS} users in ${Date.now() - started} ms; plan of a search:\n${plan}`);
  await closeDatabase();
  const server = spawn('npx', ['next', 'start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_DIST_DIR: process.env.BENCH_DIST_DIR ?? '.next-bench',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO: 'false',
      ALLOW_SANDBOX_PAYMENTS: 'true',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  try {
    for (let i = 0; ; i++) {
      try {
        if ((await fetch(`${base}/api/v1/health`)).ok) break;
      } catch {
        // not yet
      }
      if (i > 300) throw new Error('server did not start');
      await new Promise((r) => setTimeout(r, 300));
    }
    const sent = await fetch(`${base}/api/v1/send/code`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone: '09120000000' }),
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
    const { token } = (await v.json()) as { token: string };
    const row = await measureUserSearch(base, token, {
      duration: Number(process.env.BENCH_SECONDS ?? 10),
      connections: Number(process.env.BENCH_CONNECTIONS ?? 10),
    });
    console.log(
      `| ${row.name} | ${Math.round(row.rps)} req/s | p50 ${row.p50} ms | p99 ${row.p99} ms | errors ${row.errors + row.non2xx} |`,
    );
    console.log(userSearchVerdict(row));
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

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  standalone().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
