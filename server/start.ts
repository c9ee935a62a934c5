/**
 * Start-up on the Node runtime: open the database (migrations, demo data), sweep orders whose
 * payment time is up once a minute, and close the database cleanly on SIGTERM/SIGINT.
 */
import { closeDatabase, ensureDatabase } from './db/client';
import { expireDueOrders } from './services/order/expire-orders';

export async function start(): Promise<void> {
  await ensureDatabase();
  // Orders waiting for an online payment are released when their time is up (reads also sweep lazily).
  const sweep = setInterval(() => void expireDueOrders().catch((err) => console.error('[orders] expiry sweep', err)), 60_000);
  sweep.unref();
  const stop = async () => {
    clearInterval(sweep);
    await closeDatabase().catch(() => undefined);
    process.exit(0);
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}
