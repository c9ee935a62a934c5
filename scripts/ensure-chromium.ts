// Makes sure the browser of the end-to-end tests is there before any test runs (`npm test`,
// `npm run test:e2e`). The tests use Debian's Chromium, never a downloaded one. When it is missing:
// as root it is installed with apt-get; otherwise this stops and names the command to run.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { chromiumPath } from './chromium';

const INSTALL = 'apt-get update && apt-get install -y chromium';

function fail(message: string): never {
  console.error(`\n${message}\n`);
  process.exit(1);
}

if (existsSync(chromiumPath)) process.exit(0);

if (process.env.CHROMIUM_PATH) {
  fail(`CHROMIUM_PATH is set to ${chromiumPath}, which does not exist. Point it at a Chromium binary, or unset it to use Debian's /usr/bin/chromium.`);
}

const hasAptGet = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

if (!hasAptGet) {
  fail(`The end-to-end tests need Chromium at ${chromiumPath} and this machine has no apt-get to install it.\nInstall Chromium with your system's package manager, then run again with CHROMIUM_PATH=/path/to/chromium if it is not at /usr/bin/chromium.`);
}
if (!isRoot) {
  fail(`The end-to-end tests need Chromium at ${chromiumPath}. Install Debian's package, then run \`npm test\` again:\n\n  sudo sh -c '${INSTALL}'`);
}

console.log(`Chromium is not at ${chromiumPath}: installing Debian's package (${INSTALL}).`);
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
for (const args of [['update', '-qq'], ['install', '-y', '-qq', 'chromium']]) {
  const r = spawnSync('apt-get', args, { stdio: 'inherit', env });
  if (r.status !== 0) fail(`\`apt-get ${args.join(' ')}\` failed (exit ${r.status}). Run \`${INSTALL}\` by hand and try again.`);
}
if (!existsSync(chromiumPath)) fail(`apt-get installed chromium, but ${chromiumPath} is still missing.`);
console.log(`Chromium installed at ${chromiumPath}.`);
