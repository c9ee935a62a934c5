// Runs the suites that need only the CPU beside the end-to-end stories, in two lanes (docs/testing.md):
//   - the stories (their production build, then two stories at a time against it), which spend most of their
//     time waiting on a browser, then the unit files;
//   - one after the other: the day files on PGlite under faketime (test-api-clock.mjs) and the whole API suite
//     on PostgreSQL (or PGlite when TEST_DATABASE_URL is unset).
// The unit files follow the stories because the other lane was the longer one by about four minutes
// (2026-11-27): they now run while it finishes. The stories print as they go; every other suite's output is
// kept in its lane's file and printed once the lane ends, so no two mix. Every suite runs, whichever fails
// first, and the end of the output says which failed (and the stories that failed, from their JSON report).
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
const lanes = [
  ['test:e2e', 'test:unit'],
  ['test:api:clock', apiSuite],
];
const outcomes = new Map();

/** Runs a lane's scripts one after the other; the stories print as they go, the others into the lane's file. */
async function runLane(scripts) {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'hamkar-lane-')), 'output.log');
  const out = openSync(file, 'w');
  const quiet = scripts.filter((s) => s !== 'test:e2e');
  console.log(`--- ${scripts.join(', then ')} (output of ${quiet.join(', ')} in ${file} until the lane ends)`);
  for (const script of scripts) {
    const started = Date.now();
    const code = await run(script, script === 'test:e2e' ? 'inherit' : ['ignore', out, out]);
    const outcome = `${script}: ${code === 0 ? 'passed' : `failed, exit ${code}`} in ${Math.round((Date.now() - started) / 1000)} s`;
    outcomes.set(script, { code, outcome });
    if (script === 'test:e2e') console.log(`\n--- ${outcome}`);
  }
  closeSync(out);
  console.log(`\n--- ${quiet.map((s) => outcomes.get(s).outcome).join('; ')}:\n`);
  console.log(readFileSync(file, 'utf8'));
}

await Promise.all(lanes.map(runLane));

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
        lines.push(`✘ tests/e2e/${spec.file}:${spec.line} › ${spec.title}`);
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

const failed = [...outcomes].filter(([, { code }]) => code !== 0).map(([script]) => script);
if (failed.includes('test:e2e')) {
  console.log(`\n--- the end-to-end stories that failed:\n${failedStories().join('\n')}\n`);
}
console.log(`--- ${[...outcomes.values()].map((o) => o.outcome).join('; ')}`);
if (failed.length) {
  console.error(`failed: ${failed.join(', ')}`);
  process.exit(1);
}
