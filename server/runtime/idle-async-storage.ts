/**
 * Why a long-running server got slower (issue 25): on Node 20, the first `AsyncLocalStorage.run()` in
 * the process turns on async hooks for good, and from then on every promise and tick of every request
 * pays for them (V8's promise hooks plus a JavaScript `init` per async resource). A fresh server had
 * none; the first page it rendered turned them on: React's server renderer (react-dom/server.edge)
 * runs each render in its request storage, and Next runs the middleware (proxy.ts) in another. The
 * health route then cost a third more CPU per request, forever, whatever it served after (CPU profiles
 * of one process before and after one page: `promiseInitHook`, `emitInitScript` and `_propagate` went
 * from 0 to ~5 % of self time, and V8's promise fast paths were gone besides).
 *
 * Node 22's AsyncContextFrame has no such cost; on Node 20 this turns a storage off again once no
 * `run()` of it is in progress (its callback returned, or the promise it returned settled), so hooks are
 * on only while a render or a middleware is working. What this gives up: a storage's value is no longer
 * seen by work its run left behind (a timer that fires after the run ended). Neither user needs that:
 * React's renderer keeps its request in a variable while it works (the storage is its fallback), and the
 * middleware's work ends with the promise its run returns. `enterWith` is left as it is.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

type Storage = AsyncLocalStorage<unknown> & { disable(): void };

const PATCHED = Symbol.for('hamkar.idleAsyncStorage');

export function turnOffIdleAsyncStorage(): void {
  const proto = AsyncLocalStorage.prototype as unknown as Record<PropertyKey, unknown> & {
    run: (this: Storage, store: unknown, callback: (...args: unknown[]) => unknown, ...args: unknown[]) => unknown;
  };
  if (proto[PATCHED]) return;
  // On a Node whose storage needs no hooks (AsyncContextFrame, Node 24's default) there is nothing to do.
  if (typeof (proto as { _enable?: unknown })._enable !== 'function') return;
  proto[PATCHED] = true;
  const run = proto.run;
  const running = new WeakMap<Storage, number>();
  const release = (storage: Storage) => {
    const left = (running.get(storage) ?? 1) - 1;
    running.set(storage, left);
    if (left === 0) storage.disable();
  };
  proto.run = function runThenRest(this: Storage, store, callback, ...args) {
    running.set(this, (running.get(this) ?? 0) + 1);
    let result: unknown;
    try {
      result = run.call(this, store, callback, ...args);
    } catch (err) {
      release(this);
      throw err;
    }
    if (result && typeof (result as PromiseLike<unknown>).then === 'function') {
      // Whoever awaits the promise still gets its rejection (the renderer and the middleware's runner do).
      Promise.resolve(result).then(
        () => release(this),
        () => release(this),
      );
    } else {
      release(this);
    }
    return result;
  };
}
