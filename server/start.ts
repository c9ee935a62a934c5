/**
 * Start-up on the Node runtime: open the database (migrations, demo data) and its LISTEN connection,
 * run the background jobs (server/jobs), and on SIGTERM/SIGINT stop gracefully: refuse new requests
 * (ready answers 503), end event streams with a reconnection hint, let requests in flight finish
 * (at most DRAIN_MS), close the pool and exit 0.
 */
import { closeDatabase, ensureDatabase } from './db/client';
import { closeEventStreams } from './http/sse';
import { JOBS } from './jobs';
import { startScheduler } from './jobs/scheduler';
import { beginStopping, startBus, waitForRequests } from './lifecycle';
import { config, type Config } from './config';
import { log } from './log';
import { turnOffIdleAsyncStorage } from './runtime/idle-async-storage';

/**
 * Why this server must not start, or null. Besides the settings themselves (loadConfig), a production
 * build must agree with the payment driver: the «حالت نمایشی» banner is fixed into the pages at build
 * time (next.config.ts), so a sandbox server on a build without it, or a real bank behind a banner
 * that says payments are not real, is refused.
 */
export function startupProblem(
  load: () => Config = config,
  bannerBuilt = process.env.NEXT_PUBLIC_DEMO_PAYMENTS,
): string | null {
  let c: Config;
  try {
    c = load();
  } catch (err) {
    return (err as Error).message;
  }
  if (!c.isProduction || bannerBuilt === undefined) return null;
  if (c.demoPayments && bannerBuilt !== 'true') {
    return 'Invalid configuration:\n  ALLOW_SANDBOX_PAYMENTS=true is set, but this build was made without it and would not show the «حالت نمایشی» banner: run `npm run build` again with ALLOW_SANDBOX_PAYMENTS=true.';
  }
  if (!c.demoPayments && bannerBuilt === 'true') {
    return 'Invalid configuration:\n  this build was made with ALLOW_SANDBOX_PAYMENTS=true and shows the «حالت نمایشی» banner, but PAYMENT_DRIVER is a real bank: build again without it.';
  }
  return null;
}

/** How long a stopping instance waits for requests in flight before it closes anyway. */
export const DRAIN_MS = 10_000;
/** The reconnection hint given to open event streams when this instance stops (ms, spread ±50%). */
const STREAM_RETRY_ON_STOP_MS = 1_000;

export async function start(): Promise<void> {
  turnOffIdleAsyncStorage();
  const problem = startupProblem();
  if (problem) {
    // A clear message and a failed start, rather than a server that takes payments it should not.
    console.error(`\n[start] ${problem}\n`);
    process.exit(1);
  }
  try {
    await ensureDatabase();
    await startBus();
  } catch (err) {
    // A start that failed (a database that does not answer, a migration or the demo seed that
    // failed) must not leave a process holding its port and answering 500 forever: a supervisor
    // or the balancer sees it gone and starts another.
    log.fatal({ err }, '[start] could not open the database');
    process.exit(1);
  }
  const scheduler = startScheduler(JOBS);
  let stopping: Promise<void> | null = null;
  const stop = (signal: string) =>
    (stopping ??= (async () => {
      log.warn({ signal }, '[start] stopping (ready answers 503, streams told to reconnect elsewhere)');
      beginStopping();
      closeEventStreams(STREAM_RETRY_ON_STOP_MS);
      const drained = await waitForRequests(DRAIN_MS);
      if (!drained) log.error({ waitedMs: DRAIN_MS }, '[start] requests still in flight; closing anyway');
      await scheduler.stop().catch(() => undefined);
      await closeDatabase().catch(() => undefined);
      process.exit(0);
    })());
  // `npm start` sets NEXT_MANUAL_SIG_HANDLE=true so that Next's own handler (which exits at once)
  // leaves these signals to this one.
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
}
