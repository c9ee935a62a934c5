import { describe, expect, it } from 'vitest';
import { ensureChromium, type Machine } from '@/scripts/chromium';

/** A made-up machine: which files exist, who runs, and what apt-get does when asked. */
function machine(over: Partial<Machine> & { files?: string[]; installs?: boolean; failOn?: string } = {}) {
  const files = new Set(over.files ?? []);
  const ran: string[][] = [];
  const lines: string[] = [];
  const m: Machine = {
    exists: (f) => files.has(f),
    isRoot: over.isRoot ?? true,
    hasAptGet: over.hasAptGet ?? true,
    aptGet: (args) => {
      ran.push(args);
      if (args[0] === over.failOn) return 100;
      if (args[0] === 'install' && over.installs !== false) files.add('/usr/bin/chromium');
      return 0;
    },
    log: (l) => lines.push(l),
  };
  return { m, ran, lines };
}

describe('ensureChromium (run first by npm test)', () => {
  it('does nothing when Chromium is there', () => {
    const { m, ran } = machine({ files: ['/usr/bin/chromium'] });
    expect(ensureChromium('/usr/bin/chromium', false, m)).toEqual({ ok: true });
    expect(ran).toEqual([]);
  });

  it("installs Debian's chromium with apt-get when running as root", () => {
    const { m, ran, lines } = machine();
    expect(ensureChromium('/usr/bin/chromium', false, m)).toEqual({ ok: true });
    expect(ran).toEqual([
      ['update', '-qq'],
      ['install', '-y', '-qq', 'chromium'],
    ]);
    expect(lines.at(-1)).toBe('Chromium installed at /usr/bin/chromium.');
  });

  it('stops without installing anything when not root, and names the command', () => {
    const { m, ran } = machine({ isRoot: false });
    const r = ensureChromium('/usr/bin/chromium', false, m);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.message).toContain("sudo sh -c 'apt-get update && apt-get install -y chromium'");
    expect(ran).toEqual([]);
  });

  it('says so when apt-get fails or installs no /usr/bin/chromium', () => {
    const failing = machine({ failOn: 'install' });
    const r = ensureChromium('/usr/bin/chromium', false, failing.m);
    expect(!r.ok && r.message).toBe(
      '`apt-get install -y -qq chromium` failed (exit 100). Run `apt-get update && apt-get install -y chromium` by hand and try again.',
    );
    const elsewhere = machine({ installs: false });
    expect(ensureChromium('/usr/bin/chromium', false, elsewhere.m)).toEqual({
      ok: false,
      message: 'apt-get installed chromium, but /usr/bin/chromium is still missing.',
    });
  });

  it('does not install over a CHROMIUM_PATH that points nowhere, nor without apt-get', () => {
    const pointed = machine();
    const r = ensureChromium('/opt/chrome/chrome', true, pointed.m);
    expect(!r.ok && r.message).toMatch(/^CHROMIUM_PATH is set to \/opt\/chrome\/chrome, which does not exist/);
    expect(pointed.ran).toEqual([]);
    const noApt = machine({ hasAptGet: false });
    const r2 = ensureChromium('/usr/bin/chromium', false, noApt.m);
    expect(!r2.ok && r2.message).toMatch(/no apt-get to install it/);
    expect(noApt.ran).toEqual([]);
  });
});
