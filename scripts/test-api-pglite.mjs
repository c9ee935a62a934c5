// Runs the API suite on the embedded database (PGlite), whatever TEST_DATABASE_URL says.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// The files open copies of one migrated and seeded database made for this run (tests/api/harness.ts).
const templates = mkdtempSync(path.join(tmpdir(), 'hamkar-pglite-templates-'));
const env = { ...process.env, HAMKAR_PGLITE_TEMPLATES: templates };
delete env.TEST_DATABASE_URL;
const r = spawnSync('npx', ['vitest', 'run', 'tests/api'], { stdio: 'inherit', env });
rmSync(templates, { recursive: true, force: true });
process.exit(r.status ?? 1);
