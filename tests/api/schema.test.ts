import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { rawDb } from '@/server/db/client';
import { ORDER_STATUSES } from '@/lib/order-rules';
import * as schema from '@/server/db/schema';
import { setupTestEnv, type TestEnv } from './harness';

/**
 * The Drizzle schema (server/db/schema) and the tables the SQL migrations make are one description
 * of the database: every table and column on both sides, with the same type, nullability and presence of a default.
 */
let env: TestEnv;
beforeAll(async () => {
  env = await setupTestEnv({ seed: false });
});
afterAll(async () => env?.close());

const tables = Object.entries(schema as Record<string, unknown>).filter((e): e is [string, PgTable] =>
  is(e[1], PgTable),
);

/** information_schema spells a few types differently from Drizzle's SQL types. */
function sqlType(dataType: string, udtName: string): string {
  if (dataType === 'ARRAY') return `${udtName.replace(/^_/, '')}[]`;
  return dataType;
}

/** A serial column is an integer with a sequence default once created. */
const SERIAL: Record<string, string> = { smallserial: 'smallint', serial: 'integer', bigserial: 'bigint' };

describe('the database schema', () => {
  it('declares each table once in Drizzle', () => {
    const names = tables.map(([, t]) => getTableConfig(t).name);
    const twice = names.filter((n, i) => names.indexOf(n) !== i);
    expect(twice, `tables declared by more than one Drizzle object: ${twice.join(', ')}`).toEqual([]);
  });

  it('matches the migrated tables: every table and column, its type, nullability and whether it has a default', async () => {
    const { rows } = await rawDb().query<{
      table_name: string;
      column_name: string;
      data_type: string;
      udt_name: string;
      is_nullable: string;
      has_default: boolean;
    }>(
      `SELECT c.table_name, c.column_name, c.data_type, c.udt_name, c.is_nullable, c.column_default IS NOT NULL AS has_default
         FROM information_schema.columns c
         JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name AND t.table_type = 'BASE TABLE'
        WHERE c.table_schema = current_schema() AND c.table_name <> 'schema_migrations'`,
      [],
    );
    const migrated = new Set(
      rows.map(
        (r) =>
          `${r.table_name}.${r.column_name} ${sqlType(r.data_type, r.udt_name)}${r.is_nullable === 'NO' ? ' not null' : ''}${r.has_default ? ' default' : ''}`,
      ),
    );
    const declared = new Set<string>();
    for (const [, table] of tables) {
      const config = getTableConfig(table);
      const inPrimaryKey = new Set(config.primaryKeys.flatMap((pk) => pk.columns.map((c) => c.name)));
      for (const column of config.columns) {
        const notNull = column.notNull || column.primary || inPrimaryKey.has(column.name);
        const type = column.getSQLType();
        const hasDefault = column.hasDefault || type in SERIAL;
        declared.add(
          `${config.name}.${column.name} ${SERIAL[type] ?? type}${notNull ? ' not null' : ''}${hasDefault ? ' default' : ''}`,
        );
      }
    }
    expect({
      onlyInMigrations: [...migrated].filter((c) => !declared.has(c)).sort(),
      onlyInDrizzle: [...declared].filter((c) => !migrated.has(c)).sort(),
    }).toEqual({
      onlyInMigrations: [],
      onlyInDrizzle: [],
    });
  });

  it("has the CHECK constraints Drizzle declares; the status check allows exactly the app's order statuses", async () => {
    const { rows } = await rawDb().query<{ table_name: string; name: string; def: string }>(
      `SELECT c.conrelid::regclass::text AS table_name, c.conname AS name, pg_get_constraintdef(c.oid) AS def
         FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace
        WHERE c.contype = 'c' AND n.nspname = current_schema()`,
      [],
    );
    const inDb = new Set(rows.map((r) => `${r.table_name.replace(/^.*\./, '').replace(/"/g, '')}.${r.name}`));
    const declared = tables.flatMap(([, t]) =>
      getTableConfig(t).checks.map((c) => `${getTableConfig(t).name}.${c.name}`),
    );
    expect(declared.filter((c) => !inDb.has(c))).toEqual([]);
    const status = rows.find((r) => r.name === 'orders_status_check')!;
    expect([...status.def.matchAll(/'([^']+)'/g)].map((m) => m[1]).sort()).toEqual([...ORDER_STATUSES].sort());
  });

  it('refuses an order status the app does not know and a discount on membership level 0', async () => {
    const violation = async (text: string) => {
      try {
        await rawDb().query(text, []);
        return null;
      } catch (err) {
        return (err as { code?: string }).code;
      }
    };
    await rawDb().query(
      `INSERT INTO memberships (level, name, discount_percent) VALUES (0, 'تازه‌وارد', 0) ON CONFLICT DO NOTHING`,
      [],
    );
    expect(await violation(`UPDATE memberships SET discount_percent = 5 WHERE level = 0`)).toBe('23514');
    await rawDb().query(`INSERT INTO users (id, phone, referral_code) VALUES ('u1', '+989120000099', 'R1')`, []);
    await rawDb().query(`INSERT INTO providers (id, name, branch) VALUES ('p1', 'شعبه', 'p1')`, []);
    expect(
      await violation(
        `INSERT INTO orders (id, number, provider_id, user_id, status, order_type, payment_by, items_price, total_price) VALUES ('o1', 1, 'p1', 'u1', 'lost', 'takeAway', 'pos', 0, 0)`,
      ),
    ).toBe('23514');
    expect(
      await violation(
        `INSERT INTO orders (id, number, provider_id, user_id, status, order_type, payment_by, items_price, total_price) VALUES ('o1', 1, 'p1', 'u1', 'new', 'takeAway', 'pos', 0, 0)`,
      ),
    ).toBeNull();
  });
});
