import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Db, RawDb } from './client';

/** Any fixed number: every instance takes the same advisory lock, so two starting at once do not race. */
const MIGRATION_LOCK = 724_019_331;

function migrationsDir(): string {
  return path.join(process.cwd(), 'server', 'db', 'migrations');
}

/** Applies every SQL file in server/db/migrations not yet recorded, each in its own transaction. */
export async function migrate(raw: RawDb): Promise<string[]> {
  const files = readdirSync(migrationsDir())
    .filter((f) => f.endsWith('.sql'))
    .sort();
  return raw.withLock(MIGRATION_LOCK, async (exec) => {
    await exec(
      'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const done = new Set((await exec('SELECT name FROM schema_migrations', [])).rows.map((r) => String(r.name)));
    const applied: string[] = [];
    for (const file of files) {
      if (done.has(file)) continue;
      const body = readFileSync(path.join(migrationsDir(), file), 'utf8');
      await exec('BEGIN');
      try {
        await exec(body);
        await exec('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
        await exec('COMMIT');
      } catch (err) {
        await exec('ROLLBACK');
        throw new Error(`Migration ${file} failed: ${(err as Error).message}`);
      }
      applied.push(file);
    }
    return applied;
  });
}

/**
 * Migrates, then loads the demo chain when asked and the database has no branch yet, under the same
 * advisory lock: of several instances starting together on an empty database exactly one seeds, and
 * the others wait for it and find it done.
 */
export async function prepareDatabase(handle: { db: Db; raw: RawDb }, opts: { seedDemo: boolean }): Promise<void> {
  await migrate(handle.raw);
  if (!opts.seedDemo) return;
  const { seedIfEmpty } = await import('./seed');
  await handle.raw.withLock(MIGRATION_LOCK, () => seedIfEmpty(handle.db));
}
