import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPgliteLink, type PgliteLink } from '@/server/db/pglite-link';
import { createRunner, openPgliteDatabase } from '@/server/db/pglite-runner.mjs';

// Issue 25: the embedded database on a thread of its own, its statements prepared once (server/db/pglite-link.ts,
// pglite-worker.mjs, pglite-runner.mjs). Both ways of running it (on disk: its own thread; in memory: this one)
// must answer as PGlite's own query() did: the same rows and types, the same errors, transactions whole.
const ways = [
  { name: 'on its own thread (on disk)', onDisk: true },
  { name: 'in this thread (in memory)', onDisk: false },
];

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL)).each(ways)('the embedded database $name', ({ onDisk }) => {
  let link: PgliteLink;
  let dir: string | undefined;
  beforeAll(async () => {
    dir = onDisk ? mkdtempSync(path.join(tmpdir(), 'hamkar-link-')) : undefined;
    link = await openPgliteLink(dir && path.join(dir, 'pglite'));
    await link.exec(`
      CREATE TABLE t (id text PRIMARY KEY, n integer NOT NULL, at timestamptz NOT NULL DEFAULT now(), doc jsonb);
      CREATE FUNCTION refuse(p text) RETURNS void LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'CART_STALE' USING ERRCODE = 'P0001', DETAIL = p; END $$;`);
  }, 60_000);
  afterAll(async () => {
    await link?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('answers a statement run again (a prepared statement) as its first run, with the same types', async () => {
    await link.query('INSERT INTO t (id, n, doc) VALUES ($1, $2, $3)', ['a', 1, { k: ['x'] }]);
    await link.query('INSERT INTO t (id, n, doc) VALUES ($1, $2, $3)', ['b', 2, null]);
    const read = () =>
      link.query<{ id: string; n: number; at: unknown; doc: unknown }>(
        'SELECT * FROM t WHERE n >= $1 ORDER BY id',
        [1],
      );
    const first = await read();
    for (let i = 0; i < 8; i++) expect(await read()).toEqual(first);
    expect(first.rows.map((r) => [r.id, r.n, r.doc])).toEqual([
      ['a', 1, { k: ['x'] }],
      ['b', 2, null],
    ]);
    // Timestamps come as PostgreSQL's text (Drizzle's driver reads them so); RawDb turns them into Dates.
    expect(typeof first.rows[0].at).toBe('string');
    const arrays = await link.query<unknown[]>('SELECT id, n FROM t WHERE id = $1', ['a'], { rowMode: 'array' });
    expect(arrays.rows).toEqual([['a', 1]]);
  });

  it('carries bytes both ways (files kept in the database: STORAGE_DRIVER=database)', async () => {
    await link.exec('CREATE TABLE bin (k text PRIMARY KEY, v bytea NOT NULL)');
    const bytes = Buffer.from([0, 1, 2, 255, 254, 10, 13, 0]);
    for (const k of ['a', 'b', 'c']) await link.query('INSERT INTO bin (k, v) VALUES ($1, $2)', [k, bytes]);
    for (const k of ['a', 'b', 'c']) {
      const { rows } = await link.query<{ v: Uint8Array }>('SELECT v FROM bin WHERE k = $1', [k]);
      expect(Buffer.from(rows[0].v).equals(bytes)).toBe(true);
    }
  });

  it("keeps a database error's fields across: a unique index's code and name, a function's raised message and detail", async () => {
    const insert = () => link.query('INSERT INTO t (id, n) VALUES ($1, $2)', ['dup', 1]);
    await insert();
    for (let i = 0; i < 3; i++) {
      await expect(insert()).rejects.toMatchObject({ code: '23505', constraint: 't_pkey' });
      await expect(link.query('SELECT refuse($1)', ['item-7'])).rejects.toMatchObject({
        code: 'P0001',
        message: 'CART_STALE',
        detail: 'item-7',
      });
    }
    // The database goes on after errors.
    expect((await link.query<{ n: number }>('SELECT n FROM t WHERE id = $1', ['dup'])).rows).toEqual([{ n: 1 }]);
  });

  it('commits a transaction whole, rolls it back whole when it throws, and refuses to commit an aborted one', async () => {
    await link.client.transaction(async (tx) => {
      await tx.query('INSERT INTO t (id, n) VALUES ($1, $2)', ['tx1', 1]);
      await tx.query('UPDATE t SET n = n + 1 WHERE id = $1', ['tx1']);
    });
    await expect(
      link.client.transaction(async (tx) => {
        await tx.query('INSERT INTO t (id, n) VALUES ($1, $2)', ['tx2', 1]);
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    await expect(
      link.client.transaction(async (tx) => {
        await tx.query('INSERT INTO t (id, n) VALUES ($1, $2)', ['tx3', 1]);
        await tx.query('INSERT INTO t (id, n) VALUES ($1, $2)', ['tx3', 1]).catch(() => undefined);
      }),
    ).rejects.toThrow(/aborted/);
    const ids = await link.query<{ id: string; n: number }>('SELECT id, n FROM t WHERE id LIKE $1 ORDER BY id', [
      'tx%',
    ]);
    expect(ids.rows).toEqual([{ id: 'tx1', n: 2 }]);
  });

  it('never runs a statement from outside inside an open transaction: it waits, and survives its rollback', async () => {
    let outside: Promise<unknown> | undefined;
    await expect(
      link.client.transaction(async (tx) => {
        await tx.query('INSERT INTO t (id, n) VALUES ($1, $2)', ['inside', 1]);
        outside = link.query('INSERT INTO t (id, n) VALUES ($1, $2)', ['outside', 1]);
        await new Promise((r) => setTimeout(r, 30));
        await tx.query('SELECT 1 FROM t WHERE id = $1', ['inside']);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    await outside;
    const rows = await link.query<{ id: string }>('SELECT id FROM t WHERE id IN ($1, $2) ORDER BY id', [
      'inside',
      'outside',
    ]);
    expect(rows.rows).toEqual([{ id: 'outside' }]);
  });

  it('delivers a NOTIFY sent in a committed transaction to its listener, and none after unlistening', async () => {
    const got: string[] = [];
    const stop = await link.listen('link_test', (p) => got.push(p));
    await link.client.transaction(async (tx) => {
      await tx.query("SELECT pg_notify('link_test', $1)", ['one']);
    });
    await link.query("SELECT pg_notify('link_test', $1)", ['two']);
    await expect.poll(() => got).toEqual(['one', 'two']);
    await stop();
    await link.query("SELECT pg_notify('link_test', $1)", ['three']);
    await new Promise((r) => setTimeout(r, 50));
    expect(got).toEqual(['one', 'two']);
  });

  it('answers with the new columns after a table kept in a prepared statement changed', async () => {
    const read = () => link.query<Record<string, unknown>>('SELECT * FROM t WHERE id = $1', ['a']);
    await read();
    await read();
    await link.exec('ALTER TABLE t ADD COLUMN extra text');
    expect(Object.keys((await read()).rows[0])).toContain('extra');
    expect(Object.keys((await read()).rows[0])).toContain('extra');
  });
});

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('the statement runner', () => {
  it('keeps at most its limit of statements prepared, closing the least recently used', async () => {
    const pg = await openPgliteDatabase();
    try {
      const runner = createRunner(pg, 3);
      const kept = async () =>
        (await runner.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_prepared_statements')).rows[0].n;
      for (let round = 0; round < 3; round++)
        for (let i = 1; i <= 6; i++)
          expect((await runner.query<{ v: number }>(`SELECT $1::int + ${i} AS v`, [round])).rows).toEqual([
            { v: round + i },
          ]);
      expect(await kept()).toBeLessThanOrEqual(3);
      expect(await kept()).toBeGreaterThan(0);
    } finally {
      await pg.close();
    }
  });
});
