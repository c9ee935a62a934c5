import { getTableColumns, type Table } from 'drizzle-orm';

// Each table's [field, SQL column] pairs, worked out once: sqlRow runs for every line of every order.
const columnNames = new WeakMap<Table, [string, string][]>();

/** A row of `table` keyed by its SQL column names, as `jsonb_populate_record` reads it. */
export function sqlRow(table: Table, values: Record<string, unknown>): Record<string, unknown> {
  let names = columnNames.get(table);
  if (!names) columnNames.set(table, (names = Object.entries(getTableColumns(table)).map(([key, column]) => [key, column.name])));
  const out: Record<string, unknown> = {};
  for (const [key, name] of names) if (key in values) out[name] = values[key];
  return out;
}
