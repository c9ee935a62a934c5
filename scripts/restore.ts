import path from 'node:path';
import { config } from '../server/config';
import { restore } from '../server/backup';

/** npm run restore -- FILE: into the EMPTY database at DATABASE_URL (a non-empty one is refused). */
async function main() {
  const file = process.argv[2];
  if (!file) throw new Error('Usage: npm run restore -- FILE (into the empty database at DATABASE_URL)');
  const c = config();
  if (!c.databaseUrl) throw new Error('DATABASE_URL is not set: point it at an empty PostgreSQL database.');
  const m = await restore({ databaseUrl: c.databaseUrl, file: path.resolve(file), uploadsDir: c.uploadsDir });
  console.log(
    `Restored the backup of ${m.createdAt} (migrations up to ${m.lastMigration}). ` +
      (m.files === 'archive'
        ? `Its files were written to ${c.uploadsDir}` +
          (c.storage.driver === 'local' ? '.' : `; the next start moves them into the ${c.storage.driver} store.`)
        : m.files === 's3'
          ? 'Its files are in the S3 bucket it was made with.'
          : 'Its files were in the database.') +
      ' Start the app: migrations newer than the backup run at start.',
  );
}

main().catch((err) => {
  console.error(`Restore failed: ${(err as Error).message}`);
  process.exit(1);
});
