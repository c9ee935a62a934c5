/** Offset and limit for a `{page}-{size}` request. */
export function pageWindow(p: { page: number; size: number }): { offset: number; limit: number } {
  return { offset: (p.page - 1) * p.size, limit: p.size };
}

/**
 * One page of a list and the size of the whole list, read together: `rows` reads the page at the
 * window it is given, `count` (a query answering `{ total }`) counts every row the list's filter keeps.
 *
 *     const { rows, total } = await pagedRows({
 *       paging,
 *       rows: ({ limit, offset }) => db().select().from(t).where(where).orderBy(...).limit(limit).offset(offset),
 *       count: db().select({ total: count() }).from(t).where(where),
 *     });
 */
export async function pagedRows<R>({
  paging,
  rows,
  count,
}: {
  paging: { page: number; size: number };
  rows: (window: { offset: number; limit: number }) => PromiseLike<R[]>;
  count: PromiseLike<{ total: number | string | null }[]>;
}): Promise<{ rows: R[]; total: number }> {
  const [page, counted] = await Promise.all([rows(pageWindow(paging)), count]);
  return { rows: page, total: Number(counted[0]?.total ?? 0) };
}
