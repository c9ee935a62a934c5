import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { db, rawDb } from '@/server/db/client';
import * as s from '@/server/db/schema';
import { portableOptions } from '@/server/db/pglite-parsers';
import { setupTestEnv, type TestEnv } from './harness';

let env: TestEnv;
beforeAll(async () => {
  env = await setupTestEnv();
});
afterAll(() => env.close());

// Issue 25: Drizzle's PGlite driver passed its parsers with every query, and PGlite copied its whole parser
// map for each; the database reads those types as text itself (server/db/pglite-runner.mjs) and the per-query
// parsers are left out (server/db/pglite-parsers.ts).
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('PGlite parsers', () => {
  it("reads Drizzle's types as Drizzle expects: Dates for its columns, PostgreSQL's text in raw SQL", async () => {
    const [u] = await db().select().from(s.users).limit(1);
    await db().transaction(async (tx) => {
      const [t] = await tx.select({ createdAt: s.users.createdAt }).from(s.users).limit(1);
      expect(t.createdAt).toBeInstanceOf(Date);
    });
    const { rows } = (await db().execute(
      sql`SELECT now() AS at, current_date AS day, interval '90 minutes' AS span, ARRAY[now()] AS ats`,
    )) as unknown as { rows: Record<string, unknown>[] };
    expect(u.createdAt).toBeInstanceOf(Date);
    expect(typeof rows[0].at).toBe('string');
    expect(rows[0].day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(rows[0].span).toBe('01:30:00');
    expect(typeof rows[0].ats).toBe('string');
  });

  it('leaves out per-query parsers of the types read as text, and refuses others (they would be lost)', () => {
    const asText = (v: string) => v;
    expect(portableOptions({ rowMode: 'array', parsers: { 1184: asText, 1082: asText } })).toEqual({
      rowMode: 'array',
    });
    expect(() => portableOptions({ parsers: { 23: asText } })).toThrow(/parsers/);
    expect(() => portableOptions({ paramTypes: [25] })).toThrow(/paramTypes/);
  });

  it('answers raw queries as PGlite reads them by default: timestamps and dates as Date, arrays of them', async () => {
    const { rows } = await rawDb().query<{ at: unknown; day: unknown; ats: unknown[]; n: unknown }>(
      `SELECT now() AS at, current_date AS day, ARRAY[now(), NULL] AS ats, 1.5::numeric AS n`,
      [],
    );
    expect(rows[0].at).toBeInstanceOf(Date);
    expect(rows[0].day).toBeInstanceOf(Date);
    expect(rows[0].ats[0]).toBeInstanceOf(Date);
    expect(rows[0].ats[1]).toBeNull();
    const [u] = await db().select({ id: s.users.id, createdAt: s.users.createdAt }).from(s.users).limit(1);
    const raw = await rawDb().query<{ created_at: Date }>('SELECT created_at FROM users WHERE id = $1', [u.id]);
    expect(raw.rows[0].created_at.getTime()).toBe(u.createdAt.getTime());
    const locked = await rawDb().withLock(1, (exec) => exec('SELECT created_at FROM users WHERE id = $1', [u.id]));
    expect(locked.rows[0].created_at).toBeInstanceOf(Date);
    expect(await db().select({ id: s.users.id }).from(s.users).where(eq(s.users.id, u.id))).toHaveLength(1);
  });
});
