import path from 'node:path';
import { config } from '../server/config';
import { backup } from '../server/backup';

/** npm run backup -- FILE: one archive with the database dump and, where files are not in the database, the files. */
async function main() {
  const file = process.argv[2];
  if (!file) throw new Error('Usage: npm run backup -- FILE (for example backups/hamkar-2026-11-26.tar)');
  const c = config();
  if (!c.databaseUrl)
    throw new Error(
      'DATABASE_URL is not set. On the embedded database stop the app and copy DATA_DIR instead (it holds pglite/ and uploads/).',
    );
  const m = await backup({
    databaseUrl: c.databaseUrl,
    file: path.resolve(file),
    storageDriver: c.storage.driver,
    uploadsDir: c.uploadsDir,
  });
  const where = {
    database: 'in the database dump',
    archive: 'in the archive (uploads/)',
    s3: `in the S3 bucket ${c.storage.s3?.bucket}, which this archive does not hold: keep the bucket versioned or replicated`,
  }[m.files];
  console.log(`Backup written to ${path.resolve(file)} (migrations up to ${m.lastMigration}); files are ${where}.`);
}

main().catch((err) => {
  console.error(`Backup failed: ${(err as Error).message}`);
  process.exit(1);
});
