/**
 * Start-up on the Node runtime: open the database (migrations, demo data), sweep orders whose
 * payment time is up once a minute, and close the database cleanly on SIGTERM/SIGINT.
 */
import { closeDatabase, ensureDatabase } from './db/client';
import { expireDueOrders } from './services/order/expire-orders';
import { config, type Config } from './config';

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

export async function start(): Promise<void> {
  const problem = startupProblem();
  if (problem) {
    // A clear message and a failed start, rather than a server that takes payments it should not.
    console.error(`\n[start] ${problem}\n`);
    process.exit(1);
  }
  await ensureDatabase();
  // Orders waiting for an online payment are released when their time is up (reads also sweep lazily).
  const sweep = setInterval(
    () => void expireDueOrders().catch((err) => console.error('[orders] expiry sweep', err)),
    60_000,
  );
  sweep.unref();
  const stop = async () => {
    clearInterval(sweep);
    await closeDatabase().catch(() => undefined);
    process.exit(0);
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}
