import { closeDatabase, openDatabase, setDatabase } from '../server/db/client';
import { migrate } from '../server/db/migrate';
import { seedIfEmpty } from '../server/db/seed';
import { config } from '../server/config';

/** npm run db:seed: applies migrations and loads the demo chain into an empty database. */
async function main() {
  const c = config();
  const handle = await openDatabase({ url: c.databaseUrl, pgliteDir: c.pgliteDir });
  setDatabase(handle);
  await migrate(handle.raw);
  const seeded = await seedIfEmpty(handle.db);
  console.log(seeded ? 'Demo data loaded.' : 'The database already has branches; nothing loaded.');
  await closeDatabase();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
