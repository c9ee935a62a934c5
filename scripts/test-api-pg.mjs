// Runs the API suite a second time against PostgreSQL when TEST_DATABASE_URL is set (CI sets it).
import { spawnSync } from 'node:child_process';

if (!process.env.TEST_DATABASE_URL) {
  console.log('API suite on PostgreSQL skipped: TEST_DATABASE_URL is not set.');
  process.exit(0);
}
const r = spawnSync('npx', ['vitest', 'run', 'tests/api'], { stdio: 'inherit', env: process.env });
process.exit(r.status ?? 1);
