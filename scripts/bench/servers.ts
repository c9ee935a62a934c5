/**
 * The two servers of `npm run bench`: the app (its own build dir, a fresh embedded database) and the
 * bare Next.js ceiling (bench/ceiling, built in a temporary directory on the project's node_modules).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..', '..');
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');

export interface Server {
  name: string;
  base: string;
  proc: ChildProcess;
}

/** Throws with a clear message unless the ceiling pins the same next, react and react-dom as the project. */
export function assertSameFramework(): void {
  const want = JSON.parse(readFileSync(path.join(root, 'bench', 'ceiling', 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  const wrong: string[] = [];
  for (const name of ['next', 'react', 'react-dom']) {
    const have = (
      JSON.parse(readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }
    ).version;
    if (have !== want.dependencies[name])
      wrong.push(`${name}: project ${have}, bench/ceiling ${want.dependencies[name]}`);
  }
  if (wrong.length)
    throw new Error(
      `The bare ceiling must run the project's own framework, and it does not (${wrong.join('; ')}).\n` +
        'Set the same versions in bench/ceiling/package.json as in the installed node_modules, then run the bench again.',
    );
}

/** Copies bench/ceiling to a temporary directory, links the project's node_modules into it and builds it. */
export function buildCeiling(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'hamkar-ceiling-'));
  cpSync(path.join(root, 'bench', 'ceiling'), dir, { recursive: true });
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  // Webpack, as the app's own build: Turbopack refuses a node_modules linked from outside its root.
  const b = spawnSync(process.execPath, [nextBin, 'build', '--webpack'], {
    cwd: dir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' },
  });
  if (b.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`the ceiling's build failed (status ${b.status})`);
  }
  return dir;
}

/** Builds the app into its own dist dir (a demo build: the sandbox bank pays). */
export function buildApp(distDir: string): void {
  const b = spawnSync('npm', ['run', 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NEXT_DIST_DIR: distDir, ALLOW_SANDBOX_PAYMENTS: 'true' },
  });
  if (b.status !== 0) throw new Error(`the app's build failed (status ${b.status})`);
}

/** `next start` in its own process group (so stopping it stops everything it started). */
export function startNext(opts: { name: string; cwd: string; port: number; env?: Record<string, string> }): Server {
  const proc = spawn(process.execPath, [nextBin, 'start', '-p', String(opts.port), '-H', '127.0.0.1'], {
    cwd: opts.cwd,
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', ...opts.env },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  return { name: opts.name, base: `http://127.0.0.1:${opts.port}`, proc };
}

export async function waitUntilUp(server: Server, urlPath: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (server.proc.exitCode !== null) throw new Error(`${server.name} exited with ${server.proc.exitCode}`);
    try {
      if ((await fetch(`${server.base}${urlPath}`)).ok) return;
    } catch {
      // not yet
    }
    if (Date.now() > deadline) throw new Error(`${server.name} did not start`);
    await new Promise((r) => setTimeout(r, 300));
  }
}

/** SIGTERM to the server's group, SIGKILL after 15 s (the app drains for up to 10 s). */
export async function stopServer(server: Server | undefined): Promise<void> {
  if (!server || server.proc.exitCode !== null || !server.proc.pid) return;
  const exited = new Promise<void>((r) => server.proc.once('exit', () => r()));
  try {
    process.kill(-server.proc.pid, 'SIGTERM');
  } catch {
    return;
  }
  const timer = new Promise<'late'>((r) => setTimeout(() => r('late'), 15_000).unref());
  if ((await Promise.race([exited, timer])) === 'late') {
    try {
      process.kill(-server.proc.pid, 'SIGKILL');
    } catch {
      // gone
    }
  }
}

export interface Memory {
  rssMb: number;
  anonMb: number;
  peakMb: number;
  threads: number;
  fds: number;
}

/** The process of the group with the largest resident set: the Next.js server itself. */
function serverPid(leader: number): number {
  let best = leader;
  let bestRss = -1;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // pgrp is the 5th field, after the command in parentheses.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) !== leader) continue;
      const rss = Number(fields[21]);
      if (rss > bestRss) [best, bestRss] = [Number(entry), rss];
    } catch {
      // exited meanwhile
    }
  }
  return best;
}

/**
 * CPU time the server process has used so far, in clock ticks (user and system, every thread): only ever
 * compared with another reading of the same machine, so the tick's length does not matter.
 */
export function cpuTicksOf(server: Server): number {
  const stat = readFileSync(`/proc/${serverPid(server.proc.pid!)}/stat`, 'utf8');
  // utime and stime are the 14th and 15th fields, after the command in parentheses.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

/** Resident memory, anonymous memory (the JS heap and native allocations), peak, threads, open files. */
export function memoryOf(server: Server): Memory {
  const pid = serverPid(server.proc.pid!);
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? 0);
  return {
    rssMb: kb('VmRSS') / 1024,
    anonMb: kb('RssAnon') / 1024,
    peakMb: kb('VmHWM') / 1024,
    threads: kb('Threads'),
    fds: readdirSync(`/proc/${pid}/fd`).length,
  };
}
