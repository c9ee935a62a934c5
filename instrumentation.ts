/** Opens the database, applies migrations and loads demo data at start-up, not on the first request. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { ensureDatabase, closeDatabase } = await import('./server/db/client');
  await ensureDatabase();
  const stop = async () => {
    await closeDatabase().catch(() => undefined);
    process.exit(0);
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}
