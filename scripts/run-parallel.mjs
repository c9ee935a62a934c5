// Runs npm scripts at the same time and fails when any fails (npm test's static checks: the type check, the
// linter and the formatter each leave a core idle most of the time). Each script's output is kept and printed
// whole when it ends, so the outputs never mix.
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
const results = await Promise.all(
  scripts.map(
    (script) =>
      new Promise((resolve) => {
        const child = spawn('npm', ['run', '--silent', script], { env: process.env });
        let out = '';
        child.stdout.on('data', (d) => (out += d));
        child.stderr.on('data', (d) => (out += d));
        child.on('exit', (code, signal) => {
          const status = code ?? (signal ? 1 : 0);
          console.log(`--- ${script}: ${status === 0 ? 'passed' : `failed (exit ${status})`}`);
          if (out.trim()) console.log(out.trimEnd());
          resolve(status);
        });
      }),
  ),
);
if (results.some((s) => s !== 0)) process.exit(1);
