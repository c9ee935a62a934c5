// The browser of the end-to-end tests: Debian's Chromium, never a downloaded one.
// Used by playwright.config.ts (path, flags) and scripts/ensure-chromium.ts (installing it).

/** CHROMIUM_PATH, else Debian's /usr/bin/chromium. */
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** The flags every run uses: headless, and no connection of the browser's own (updates, sync, QUIC). */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const INSTALL_CHROMIUM = 'apt-get update && apt-get install -y chromium';

/** What ensureChromium needs to know of and do on the machine (real in the script, made up in tests). */
export interface Machine {
  exists(file: string): boolean;
  isRoot: boolean;
  hasAptGet: boolean;
  /** Runs apt-get with these arguments; returns its exit status. */
  aptGet(args: string[]): number | null;
  log(line: string): void;
}

/**
 * Makes sure Chromium is at `path`: nothing to do when it is; as root with apt-get, installs Debian's
 * package; otherwise answers why not, naming what to run. `fromEnv`: the path came from CHROMIUM_PATH.
 */
export function ensureChromium(
  path: string,
  fromEnv: boolean,
  m: Machine,
): { ok: true } | { ok: false; message: string } {
  if (m.exists(path)) return { ok: true };
  if (fromEnv) {
    return {
      ok: false,
      message: `CHROMIUM_PATH is set to ${path}, which does not exist. Point it at a Chromium binary, or unset it to use Debian's /usr/bin/chromium.`,
    };
  }
  if (!m.hasAptGet) {
    return {
      ok: false,
      message: `The end-to-end tests need Chromium at ${path} and this machine has no apt-get to install it.\nInstall Chromium with your system's package manager, then run again with CHROMIUM_PATH=/path/to/chromium if it is not at /usr/bin/chromium.`,
    };
  }
  if (!m.isRoot) {
    return {
      ok: false,
      message: `The end-to-end tests need Chromium at ${path}. Install Debian's package, then run \`npm test\` again:\n\n  sudo sh -c '${INSTALL_CHROMIUM}'`,
    };
  }
  m.log(`Chromium is not at ${path}: installing Debian's package (${INSTALL_CHROMIUM}).`);
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', 'chromium'],
  ]) {
    const status = m.aptGet(args);
    if (status !== 0)
      return {
        ok: false,
        message: `\`apt-get ${args.join(' ')}\` failed (exit ${status}). Run \`${INSTALL_CHROMIUM}\` by hand and try again.`,
      };
  }
  if (!m.exists(path)) return { ok: false, message: `apt-get installed chromium, but ${path} is still missing.` };
  m.log(`Chromium installed at ${path}.`);
  return { ok: true };
}
