import { closeDatabase, openDatabase, setDatabase } from '../server/db/client';
import { migrate } from '../server/db/migrate';
import { config } from '../server/config';

async function main() {
  const c = config();
  const handle = await openDatabase({ url: c.databaseUrl, pgliteDir: c.pgliteDir });
  setDatabase(handle);
  const applied = await migrate(handle.raw);
  console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'Database is up to date.');
  await closeDatabase();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
