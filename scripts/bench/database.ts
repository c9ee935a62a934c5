/**
 * The bench's database: the embedded one (PGlite, in the data directory) by default, or a fresh database
 * made for the run on the PostgreSQL server of BENCH_DATABASE_URL (production's setup: the database in its
 * own processes, beside the app's), dropped when the bench ends.
 */
import pg from 'pg';

export interface BenchDatabase {
  /** The app's DATABASE_URL ('' for the embedded database). */
  url: string;
  /** What the bench's header says it measured. */
  label: string;
  drop(): Promise<void>;
}

async function adminQuery(adminUrl: string, text: string): Promise<void> {
  const c = new pg.Client({ connectionString: adminUrl, application_name: 'hamkar-bench' });
  await c.connect();
  try {
    await c.query(text);
  } finally {
    await c.end().catch(() => undefined);
  }
}

/**
 * `adminUrl` with the database renamed. A socket URL has no host (postgres://root@/db?host=/var/run/postgresql),
 * which the app's settings refuse as a URL: it names localhost, which the host parameter overrides.
 */
export function withDatabase(adminUrl: string, name: string): string {
  const m = /^(postgres(?:ql)?:\/\/)([^@/]*@)?([^/?]*)(?:\/[^?]*)?(\?.*)?$/.exec(adminUrl);
  if (!m) throw new Error(`BENCH_DATABASE_URL is not a postgres:// URL: ${adminUrl}`);
  return `${m[1]}${m[2] ?? ''}${m[3] || 'localhost'}/${name}${m[4] ?? ''}`;
}

export async function benchDatabase(adminUrl: string | undefined): Promise<BenchDatabase> {
  if (!adminUrl) return { url: '', label: 'embedded database (PGlite)', drop: async () => undefined };
  const name = `hamkar_bench_${process.pid}_${Date.now().toString(36)}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const c = new pg.Client({ connectionString: withDatabase(adminUrl, name) });
  await c.connect();
  const version = (await c.query<{ v: string }>("SELECT current_setting('server_version') AS v")).rows[0].v;
  await c.end();
  return {
    url: withDatabase(adminUrl, name),
    label: `PostgreSQL ${version} (database ${name}, BENCH_DATABASE_URL)`,
    drop: () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
