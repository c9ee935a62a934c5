/** Opens the database, applies migrations and loads demo data at start-up, not on the first request. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { ensureDatabase, closeDatabase } = await import('./server/db/client');
  await ensureDatabase();
  // Orders waiting for an online payment are released when their time is up (reads also sweep lazily).
  const { expireDueOrders } = await import('./server/services/order/expire-orders');
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
