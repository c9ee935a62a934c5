// Runs the API suite on PGlite with the whole process's clock (Node's and the embedded database's
// alike, through libfaketime) set just before and just after midnight in Tehran (20:30 UTC), to show
// the tests do not depend on the hour they run at. `npm test` runs it; faketime comes from Debian's
// package of that name (installed here when missing and running as root, as Chromium is).
import { spawnSync } from 'node:child_process';

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
// 23:45 and 00:01 in Tehran: the first run crosses midnight while it runs.
const instants = (process.env.CLOCK_INSTANTS ?? `${today} 20:15:00,${today} 20:31:00`).split(',');
const files = process.argv.slice(2);
const env = { ...process.env, TZ: 'UTC', DONT_FAKE_MONOTONIC: '1', FAKETIME_DONT_RESET: '1' };
delete env.TEST_DATABASE_URL;
for (const at of instants) {
  console.log(`--- API suite on PGlite with the clock at ${at} UTC`);
  const r = spawnSync('faketime', [at, 'npx', 'vitest', 'run', ...(files.length ? files : ['tests/api'])], { stdio: 'inherit', env });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
