/**
 * Autocannon rounds interleaved with the bare ceiling: ceiling, route A, ceiling, route B, ceiling, …
 * and again, so every round of a route sits between two ceiling rounds taken a few seconds before and
 * after it. A route's ratio is its req/s over the mean of those two neighbours, averaged over rounds;
 * its p99 is compared with the same neighbours' p99. The machine's speed drifts (other work shares it):
 * only neighbours are compared.
 */
import autocannon from 'autocannon';

export interface Sample {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

export interface Target {
  key: string;
  name: string;
  opts: autocannon.Options;
}

export interface Measured {
  key: string;
  name: string;
  /** Route req/s over the neighbouring ceiling rounds' mean, averaged over rounds. */
  ratio: number;
  rps: number;
  bareRps: number;
  p99: number;
  bareP99: number;
  errors: number;
}

export async function sample(opts: autocannon.Options): Promise<Sample> {
  const r = await autocannon(opts);
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
  };
}

/** What Chromium sends. */
export const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);

/**
 * A round's options: every request says what a browser's does, Accept-Encoding included (the app answers a
 * cached menu with the brotli or gzip bytes it keeps, which is what a phone gets; the bare route's few bytes
 * go as they are).
 */
const roundOf = (o: autocannon.Options, duration: number, connections: number): autocannon.Options => ({
  ...o,
  headers: { 'accept-encoding': BROWSER_ENCODINGS, ...o.headers },
  duration,
  connections,
});

/** Fills caches and compiles each handler before anything is measured. */
export async function warmUp(urls: autocannon.Options[]): Promise<void> {
  for (const opts of urls) await autocannon({ ...opts, duration: 2, connections: 10 });
}

export async function interleaved(
  ceilingUrl: string,
  targets: Target[],
  opts: { rounds: number; duration: number; connections: number; onRound?: (line: string) => void },
): Promise<Measured[]> {
  const run = (o: autocannon.Options) => sample(roundOf(o, opts.duration, opts.connections));
  const ceiling = () => run({ url: ceilingUrl });
  const rounds = new Map<string, { route: Sample; before: Sample; after: Sample }[]>(targets.map((t) => [t.key, []]));
  let before = await ceiling();
  for (let round = 0; round < opts.rounds; round++) {
    for (const t of targets) {
      const route = await run(t.opts);
      const after = await ceiling();
      rounds.get(t.key)!.push({ route, before, after });
      const bare = (before.rps + after.rps) / 2;
      opts.onRound?.(
        `  round ${round + 1} ${t.name}: ${Math.round(route.rps)} req/s (bare ${Math.round(bare)}), ` +
          `p99 ${route.p99} ms (bare ${(before.p99 + after.p99) / 2} ms)${route.errors + route.non2xx ? `, ${route.errors + route.non2xx} errors/non-2xx` : ''}`,
      );
      before = after;
    }
  }
  return targets.map((t) => {
    const rs = rounds.get(t.key)!;
    return {
      key: t.key,
      name: t.name,
      ratio: mean(rs.map((r) => r.route.rps / ((r.before.rps + r.after.rps) / 2))),
      rps: mean(rs.map((r) => r.route.rps)),
      bareRps: mean(rs.map((r) => (r.before.rps + r.after.rps) / 2)),
      p99: mean(rs.map((r) => r.route.p99)),
      bareP99: mean(rs.map((r) => (r.before.p99 + r.after.p99) / 2)),
      errors: rs.reduce((n, r) => n + r.route.errors + r.route.non2xx, 0),
    };
  });
}

export interface SideBySide {
  key: string;
  name: string;
  /** Per round: the app's CPU per request over the bare route's, both loaded at the same time. */
  rounds: number[];
  median: number;
}

/**
 * The route and the bare route loaded at the same time (the connections split between them), each server's
 * CPU per request read over the round. Both then run at the same machine speed, so this ratio swings less
 * with the machine than the req/s of rounds taken one after the other (docs/measurements.md, "Where the
 * health route's missing tenth goes"), though the two still share two cores with their load and move by
 * about a tenth from one minute to the next. A CPU ratio, app over bare: 1.25 means a quarter more per request,
 * about 0.8× the bare route's throughput. Shown beside the targets, which stay the req/s ratios.
 */
export async function sideBySide(
  ceilingUrl: string,
  targets: Target[],
  opts: {
    rounds: number;
    duration: number;
    connections: number;
    cpu: { app: () => number; ceiling: () => number };
  },
): Promise<SideBySide[]> {
  const load = (o: autocannon.Options) =>
    autocannon(roundOf(o, opts.duration, Math.max(1, Math.round(opts.connections / 2))));
  const out: SideBySide[] = [];
  for (const t of targets) {
    const rounds: number[] = [];
    for (let round = 0; round < opts.rounds; round++) {
      const before = { app: opts.cpu.app(), ceiling: opts.cpu.ceiling() };
      const [app, bare] = await Promise.all([load(t.opts), load({ url: ceilingUrl })]);
      const appPerRequest = (opts.cpu.app() - before.app) / Math.max(1, app.requests.total);
      const barePerRequest = (opts.cpu.ceiling() - before.ceiling) / Math.max(1, bare.requests.total);
      rounds.push(appPerRequest / barePerRequest);
    }
    const sorted = [...rounds].sort((a, b) => a - b);
    const mid = sorted.length >> 1;
    out.push({
      key: t.key,
      name: t.name,
      rounds,
      median: sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2,
    });
  }
  return out;
}
