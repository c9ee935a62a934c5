import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@/server/db/client';
import { migrate } from '@/server/db/migrate';

const url = process.env.TEST_DATABASE_URL;
const handles: Awaited<ReturnType<typeof openDatabase>>[] = [];
afterAll(async () => {
  for (const h of handles.reverse()) await h.raw.close().catch(() => undefined);
});

describe('migrations at start-up', () => {
  it('apply once when two instances start at the same moment', async () => {
    const searchPath = `mig_${process.pid}_${Date.now().toString(36)}`;
    // Two separate connections (two app instances) on PostgreSQL; one PGlite otherwise.
    const a = await openDatabase({ url, searchPath });
    const b = url ? await openDatabase({ url, searchPath }) : a;
    handles.push(...(url ? [b, a] : [a]));
    const [first, second] = await Promise.all([migrate(a.raw), migrate(b.raw)]);
    expect([...first, ...second].sort()).toEqual(first.length ? first : second);
    expect(first.length + second.length).toBeGreaterThan(0);
    const applied = await a.raw.withLock(1, (exec) => exec('SELECT name FROM schema_migrations', []));
    expect(applied.rows.length).toBe(first.length + second.length);
    // Running again later applies nothing.
    expect(await migrate(a.raw)).toEqual([]);
  });
});
