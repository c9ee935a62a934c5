/** Offset and limit for a `{page}-{size}` request. */
export function pageWindow(p: { page: number; size: number }): { offset: number; limit: number } {
  return { offset: (p.page - 1) * p.size, limit: p.size };
}
