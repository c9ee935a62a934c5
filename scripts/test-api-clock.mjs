// Runs the API files that turn on the day or hour on PGlite with the whole process's clock (Node's and
// the embedded database's alike, through libfaketime) set just before midnight in Tehran (20:30 UTC)
// and again just after it, to show the tests do not depend on the hour they run at. The whole suite
// runs once, on PostgreSQL at the machine's own time (test-api-pg.mjs): an expensive suite runs once. `npm test` runs it; faketime comes from Debian's
// package of that name (installed here when missing and running as root, as Chromium is).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

function hasFaketime() {
  return spawnSync('sh', ['-c', 'command -v faketime'], { stdio: 'ignore' }).status === 0;
}

if (!hasFaketime()) {
  if (process.getuid?.() === 0) {
    console.log('--- installing faketime (Debian package)');
    spawnSync('sh', ['-c', 'apt-get update -qq && apt-get install -y -qq faketime'], { stdio: 'inherit' });
  }
  if (!hasFaketime()) {
    console.error('faketime is missing: run `sudo apt-get install -y faketime`, then `npm test` again.');
    process.exit(1);
  }
}

const today = new Date().toISOString().slice(0, 10);
// The files whose rules or reports turn on the Tehran day or hour (opening hours, bookings, shifts,
// "today" in reports, Jalali file names, sign-in windows).
const dayFiles = [
  'auth',
  'availability',
  'bundle',
  'money-reports',
  'order-checks',
  'panel-today',
  'payment',
  'space-staff',
  'space',
  'staff-shift',
  'stats',
  'users-admin',
  'users-excel',
  'voucher',
].map((f) => `tests/api/${f}.test.ts`);
// Tests that only PGlite can run (the embedded client's own statements and parsers).
const pgliteOnlyFiles = ['item-options', 'pglite-parsers'].map((f) => `tests/api/${f}.test.ts`);
// 23:55 in Tehran (a few minutes, so they stay before midnight), then 00:01. CLOCK_INSTANTS=… runs the
// whole suite at each instant given instead.
const runs = process.env.CLOCK_INSTANTS
  ? process.env.CLOCK_INSTANTS.split(',').map((at) => ({ at, files: ['tests/api'] }))
  : [
      // The files whose tests only run on PGlite join the first run: `npm test` runs the whole suite on
      // PostgreSQL, where they skip.
      { at: `${today} 20:25:00`, files: [...dayFiles, ...pgliteOnlyFiles] },
      { at: `${today} 20:31:00`, files: dayFiles },
    ];
const only = process.argv.slice(2);
const env = { ...process.env, TZ: 'UTC', DONT_FAKE_MONOTONIC: '1', FAKETIME_DONT_RESET: '1' };
delete env.TEST_DATABASE_URL;
for (const { at, files } of runs) {
  console.log(`--- API suite on PGlite with the clock at ${at} UTC`);
  // The files of one run open copies of one migrated and seeded database (tests/api/harness.ts).
  const templates = mkdtempSync(path.join(tmpdir(), 'hamkar-pglite-templates-'));
  const r = spawnSync('faketime', [at, 'npx', 'vitest', 'run', ...(only.length ? only : files)], {
    stdio: 'inherit',
    env: { ...env, HAMKAR_PGLITE_TEMPLATES: templates },
  });
  rmSync(templates, { recursive: true, force: true });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
