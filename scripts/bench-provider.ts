/**
 * The provider list measurement of `npm run bench` (scripts/bench.ts calls it): GET /v1/provider/list,
 * the second busiest read, served from the provider cache (server/services/provider/provider-cache.ts).
 * Target: at least 0.7× the static JSON route, as the menu list.
 */
import autocannon from 'autocannon';

export interface BenchRow {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

type Measure = (name: string, opts: autocannon.Options) => Promise<BenchRow>;

/** Warms the route (fills the cache), measures it, and returns its row and the target's line. */
export async function benchProviderList(
  base: string,
  measure: Measure,
): Promise<{ row: BenchRow; target: (ceiling: number) => string }> {
  const url = `${base}/api/v1/provider/list`;
  await autocannon({ url, duration: 2, connections: 10 });
  const row = await measure('GET /api/v1/provider/list', { url });
  return {
    row,
    target: (ceiling) => {
      const ratio = row.rps / ceiling;
      return `provider list ≥ 0.7× static: ${ratio.toFixed(2)} ${ratio >= 0.7 ? 'met' : 'MISSED'}`;
    },
  };
}
