// Runs the API suite on the embedded database (PGlite), whatever TEST_DATABASE_URL says.
import { spawnSync } from 'node:child_process';

const env = { ...process.env };
delete env.TEST_DATABASE_URL;
const r = spawnSync('npx', ['vitest', 'run', 'tests/api'], { stdio: 'inherit', env });
process.exit(r.status ?? 1);
