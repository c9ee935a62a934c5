// Run first by `npm test` and `npm run test:e2e`: makes sure the end-to-end tests' browser is there
// before any test runs. When Debian's Chromium is missing it is installed with apt-get as root;
// otherwise this stops at once and names the command to run (scripts/chromium.ts).
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { chromiumPath, ensureChromium } from './chromium';

const result = ensureChromium(chromiumPath, !!process.env.CHROMIUM_PATH, {
  exists: existsSync,
  isRoot: typeof process.getuid === 'function' && process.getuid() === 0,
  hasAptGet: spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0,
  aptGet: (args) =>
    spawnSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } }).status,
  log: (line) => console.log(line),
});
if (!result.ok) {
  console.error(`\n${result.message}\n`);
  process.exit(1);
}
