import { getTableColumns, is, SQL, type Table } from 'drizzle-orm';

type Column = [field: string, name: string, fallback: unknown];

// Each table's [field, SQL column, default] triples, worked out once: sqlRow runs for every line of every order.
const columnsOf = new WeakMap<Table, Column[]>();

/**
 * A row of `table` keyed by its SQL column names, as `jsonb_populate_record` reads it. With
 * `insert`, a field left out gets its column's plain default (0, false, '', []) as an INSERT would,
 * since the record would otherwise carry NULL into a NOT NULL column; defaults the database computes
 * (now()) are left to the SQL that writes. Without it (a snapshot to compare), only the given fields.
 */
export function sqlRow(
  table: Table,
  values: Record<string, unknown>,
  opts: { insert?: boolean } = {},
): Record<string, unknown> {
  let columns = columnsOf.get(table);
  if (!columns) {
    columns = Object.entries(getTableColumns(table)).map(([key, column]) => [
      key,
      column.name,
      column.hasDefault && !is(column.default, SQL) ? column.default : undefined,
    ]);
    columnsOf.set(table, columns);
  }
  const out: Record<string, unknown> = {};
  for (const [key, name, fallback] of columns) {
    if (key in values) out[name] = values[key];
    else if (opts.insert && fallback !== undefined) out[name] = fallback;
  }
  return out;
}
