// Runs the suites that need only the CPU beside the end-to-end stories, in two lanes (docs/testing.md):
//   - the stories (their production build, then one story at a time against it), which spend most of their
//     time waiting on a browser and are the longest part of `npm test`;
//   - one after the other: the unit files, the day files on PGlite under faketime (test-api-clock.mjs), and
//     the whole API suite on PostgreSQL (or PGlite when TEST_DATABASE_URL is unset).
// The second lane ends well before the stories, so together they take little longer than the stories alone.
// The stories print as they go; the other lane's output is kept in a file and printed once it ends, so the
// two never mix. Every suite runs, whichever fails first.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, openSync, closeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

// `npm test` runs this after `tsc --noEmit` passed: the stories' production build skips its own type check.
const env = {
  ...process.env,
  HAMKAR_TYPECHECKED: '1',
  // The stories' screenshots are for people driving them by hand (tests/e2e/browser.ts shot()).
  E2E_SCREENS: process.env.E2E_SCREENS ?? '0',
  // Two servers, each with its own data, and a browser per server (playwright.config.ts): a story mostly
  // waits on its browser and server, so two at a time fill the CPU the other lane leaves.
  E2E_SERVERS: process.env.E2E_SERVERS ?? '2',
};

function run(script, stdio) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', script], { stdio, env });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

// The stories' JSON report (playwright.config.ts), read back when they fail.
const report = path.join(mkdtempSync(path.join(tmpdir(), 'hamkar-e2e-report-')), 'report.json');
env.E2E_REPORT = report;

const apiSuite = process.env.TEST_DATABASE_URL ? 'test:api:pg' : 'test:api';
const lane = ['test:unit', 'test:api:clock', apiSuite];
const file = path.join(mkdtempSync(path.join(tmpdir(), 'hamkar-lane-')), 'output.log');
const out = openSync(file, 'w');
console.log(`--- ${lane.join(', then ')} (output in ${file} until they end) beside the end-to-end stories`);

async function runLane() {
  const codes = [];
  for (const script of lane) {
    const started = Date.now();
    const code = await run(script, ['ignore', out, out]);
    codes.push(
      `${script}: ${code === 0 ? 'passed' : `failed, exit ${code}`} in ${Math.round((Date.now() - started) / 1000)} s`,
    );
  }
  closeSync(out);
  console.log(`\n--- ${codes.join('; ')}:\n`);
  console.log(readFileSync(file, 'utf8'));
  return codes.every((c) => c.includes(': passed')) ? 0 : 1;
}

const started = Date.now();
const [others, e2e] = await Promise.all([
  runLane(),
  run('test:e2e', 'inherit').then((code) => {
    console.log(
      `\n--- end-to-end stories: ${code === 0 ? 'passed' : `failed, exit ${code}`} in ${Math.round((Date.now() - started) / 1000)} s`,
    );
    return code;
  }),
]);

/** Each story that failed (on its last try), with where it is and the start of its error. */
function failedStories() {
  let json;
  try {
    json = JSON.parse(readFileSync(report, 'utf8'));
  } catch {
    return [`(no report at ${report}: the stories' server or build failed; see their output above)`];
  }
  const lines = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const last = test.results?.at(-1);
        const message = stripVTControlCharacters(last?.error?.message ?? last?.status ?? '');
        lines.push(`✘ ${spec.file}:${spec.line} › ${spec.title}`);
        lines.push(
          ...message
            .split('\n')
            .slice(0, 25)
            .map((l) => `    ${l}`),
        );
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of json.suites ?? []) walk(suite);
  return lines.length ? lines : ['(the report names no failed story: see their output above)'];
}

if (e2e !== 0) console.log(`\n--- the end-to-end stories that failed:\n${failedStories().join('\n')}\n`);
if (others !== 0 || e2e !== 0) {
  console.error(`${lane.join(', ')}: exit ${others}; end-to-end stories: exit ${e2e}`);
  process.exit(1);
}
