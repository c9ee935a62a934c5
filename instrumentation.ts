/** Opens the database, applies migrations and loads demo data at start-up, not on the first request. */
export async function register() {
  // The Node-only code lives in its own module so the Edge build never sees it.
  if (process.env.NEXT_RUNTIME === 'nodejs') await (await import('./server/start')).start();
}
