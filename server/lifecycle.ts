/**
 * The instance's life as a load balancer sees it: requests in flight, whether it is stopping, and
 * whether it can serve (the database answers and the LISTEN connection is up: /api/v1/ready).
 */
import { rawDb } from './db/client';
import { subscribe } from './services/events/bus';

const holder = globalThis as unknown as {
  __lifecycle?: { stopping: boolean; inFlight: number; idle: Set<() => void> };
};
const life = (holder.__lifecycle ??= { stopping: false, inFlight: 0, idle: new Set() });

/** True once SIGTERM was received: new API requests are refused with 503, /api/v1/ready included. */
export function isStopping(): boolean {
  return life.stopping;
}

export function beginStopping(): void {
  life.stopping = true;
}

/** For tests: an instance that takes requests again. */
export function resetLifecycle(): void {
  life.stopping = false;
}

/** Counts one API request (an open event stream too) until the returned function is called. */
export function trackRequest(): () => void {
  life.inFlight++;
  let done = false;
  return () => {
    if (done) return;
    done = true;
    life.inFlight--;
    if (life.inFlight === 0) life.idle.forEach((f) => f());
  };
}

export function requestsInFlight(): number {
  return life.inFlight;
}

/** Resolves true once no request is in flight, or false after `ms`. */
export function waitForRequests(ms: number): Promise<boolean> {
  if (life.inFlight === 0) return Promise.resolve(true);
  return new Promise((resolve) => {
    const finish = (ok: boolean) => {
      clearTimeout(timer);
      life.idle.delete(onIdle);
      resolve(ok);
    };
    const onIdle = () => finish(true);
    const timer = setTimeout(() => finish(false), ms);
    life.idle.add(onIdle);
  });
}

function within<T>(p: Promise<T>, ms: number): Promise<T> {
  return Promise.race([
    p,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms).unref?.()),
  ]);
}

/** Opens the LISTEN connection now (at start-up) rather than at the first subscriber. */
export async function startBus(): Promise<void> {
  const off = await subscribe(() => undefined);
  off();
}

/** Whether this instance hears events now: false before the bus started and while its LISTEN connection is re-opened. */
export function busLive(): boolean {
  return rawDb().listenerState() === 'up';
}

export interface Readiness {
  ready: boolean;
  database: boolean;
  listener: boolean;
  stopping: boolean;
}

/** Whether this instance can serve: not stopping, `SELECT 1` answers and the LISTEN connection is up. */
export async function readiness(timeoutMs = 2_000): Promise<Readiness> {
  const stopping = isStopping();
  const database = await within(rawDb().query('SELECT 1', []), timeoutMs).then(
    () => true,
    () => false,
  );
  // Opened at start-up; asked here too so an instance is never ready without it.
  await within(startBus(), timeoutMs).catch(() => undefined);
  const listener = busLive();
  return { ready: !stopping && database && listener, database, listener, stopping };
}
