// Runs the API suite on PostgreSQL and the end-to-end stories at the same time. The stories spend most
// of their time waiting on a browser (one worker, a production server), the API suite on the CPU, so
// side by side the two take little longer than the stories alone (docs/testing.md). The stories print
// as they go; the API suite's output is kept in a file and printed once it ends, so the two never mix.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, openSync, closeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// `npm test` runs this after `tsc --noEmit` passed: the stories' production build skips its own type check.
const env = { ...process.env, HAMKAR_TYPECHECKED: '1' };

function run(script, stdio) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', script], { stdio, env });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const file = path.join(mkdtempSync(path.join(tmpdir(), 'hamkar-api-pg-')), 'output.log');
const out = openSync(file, 'w');
console.log(`--- API suite on PostgreSQL (output in ${file} until it ends) beside the end-to-end stories`);
const [pg, e2e] = await Promise.all([
  run('test:api:pg', ['ignore', out, out]).then((code) => {
    closeSync(out);
    console.log(`\n--- API suite on PostgreSQL ended (${code === 0 ? 'passed' : `failed, exit ${code}`}):\n`);
    console.log(readFileSync(file, 'utf8'));
    return code;
  }),
  run('test:e2e', 'inherit'),
]);
if (pg !== 0 || e2e !== 0) {
  console.error(`API suite on PostgreSQL: exit ${pg}; end-to-end stories: exit ${e2e}`);
  process.exit(1);
}
