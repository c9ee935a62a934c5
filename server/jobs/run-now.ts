import { JOBS } from './index';
import { runJobOnce, type JobOutcome } from './scheduler';

/**
 * Runs the named job now through the scheduler's own runner (runJobOnce: the job's advisory lock, the rules
 * clock), for the end-to-end test hook (pages/api/v1/test/job/[name].ts). When the timer or another instance
 * is running it at this moment, waits for that run to end and runs it again (at most `waitMs`), so what was
 * due at the call is done when this answers. Null for a name no job has.
 */
export async function runJobNow(name: string, waitMs = 10_000): Promise<JobOutcome | null> {
  const job = JOBS.find((j) => j.name === name);
  if (!job) return null;
  const until = Date.now() + waitMs;
  for (;;) {
    const out = await runJobOnce(job);
    if (out.ran || !('reason' in out) || Date.now() > until) return out;
    await new Promise((r) => setTimeout(r, 50));
  }
}
