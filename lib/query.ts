/** The first value of a query parameter (Next gives a repeated key as an array). */
export const queryValue = (v: string | string[] | undefined): string | undefined => (Array.isArray(v) ? v[0] : v);

/** A list page number from the query: 1 to 1000, 1 when missing or not a number. */
export const pageParam = (v: string | string[] | undefined): number =>
  Math.max(1, Math.min(1000, Number(queryValue(v)) || 1));
