import { rawDb } from '../db/client';
import { clockNow } from '../clock';
import type { Job } from './types';
import { log } from '../log';

/** The advisory lock of a job: a fixed class (high bits) and a hash of its name, far from the migration lock. */
export function jobLockKey(name: string): number {
  // FNV-1a, 32 bits, folded into PostgreSQL's signed bigint key space of pg_try_advisory_lock(bigint).
  let h = 0x811c9dc5;
  for (const ch of Buffer.from(`job:${name}`)) {
    h ^= ch;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return 0x4a0b_0000_0000 + h;
}

export type JobOutcome = { ran: true; value: unknown } | { ran: false; reason: 'busy' } | { ran: false; error: Error };

/**
 * Runs a job once if no instance is running it now: under `pg_try_advisory_lock` on a connection of
 * its own, released when the run ends and by PostgreSQL if this process dies. Never throws.
 */
export async function runJobOnce(job: Job, now: Date = clockNow()): Promise<JobOutcome> {
  try {
    const r = await rawDb().tryWithLock(jobLockKey(job.name), () => job.run({ now }));
    return r.ran ? r : { ran: false, reason: 'busy' };
  } catch (err) {
    log.error({ err, job: job.name }, '[jobs] job failed');
    return { ran: false, error: err as Error };
  }
}

export interface Scheduler {
  /** Stops starting runs and waits for those under way. */
  stop(): Promise<void>;
}

/**
 * Runs every job every `everyMs` (the first run after one period, spread a little so instances that
 * started together do not all ask at the same instant). A run that is late because the previous one
 * is still going waits for it: one run of a job at a time in this process, and one across instances
 * by the lock.
 */
export function startScheduler(jobs: readonly Job[]): Scheduler {
  let stopped = false;
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  const running = new Set<Promise<unknown>>();
  const plan = (job: Job, wait: number) => {
    if (stopped) return;
    const t = setTimeout(() => {
      const run = runJobOnce(job).finally(() => {
        running.delete(run);
        plan(job, job.everyMs);
      });
      running.add(run);
    }, wait);
    t.unref?.();
    timers.set(job.name, t);
  };
  for (const job of jobs) plan(job, Math.round(job.everyMs * (0.9 + Math.random() * 0.2)));
  return {
    async stop() {
      stopped = true;
      timers.forEach((t) => clearTimeout(t));
      await Promise.all([...running]);
    },
  };
}
