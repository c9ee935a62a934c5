/** A background job: `run` every `everyMs` on one instance at a time (server/jobs/scheduler.ts). */
export interface Job {
  /** Unique; also names the job's advisory lock. */
  name: string;
  everyMs: number;
  /**
   * The work. It may be cut off at any point (the instance dies) and run again elsewhere, so it must
   * be idempotent: each step its own transaction that checks, under a row lock, that it is still due.
   */
  run: (ctx: { now: Date }) => Promise<unknown>;
}
