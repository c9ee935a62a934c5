// The embedded database's own thread (server/db/pglite-link.ts starts it): PGlite runs here, so the
// backend's work (parsing, planning, executing, writing) no longer shares the server's JavaScript thread with
// the requests, and a machine's second core serves the database while the first one answers HTTP.
// Messages in: { id, op: 'query', text, params, rowMode, tx } | { id, op: 'exec', text, tx } | { id, op: 'close' }.
// Messages out: { ready } | { id, result } | { id, error } | { notify: [channel, payload] } | { failed }.
// One call runs at a time, in the order they came; the link keeps a transaction's statements together.
import { parentPort, workerData } from 'node:worker_threads';
import { ERROR_FIELDS, createRunner, openPgliteDatabase } from './pglite-runner.mjs';

/** A database error as plain fields (an Error's own properties do not survive the structured clone). */
function plainError(err) {
  const out = { name: err?.name ?? 'Error' };
  for (const k of ERROR_FIELDS) if (err?.[k] !== undefined) out[k] = err[k];
  if (out.message === undefined) out.message = String(err);
  return out;
}

async function main() {
  const pg = await openPgliteDatabase(workerData.dir);
  const runner = createRunner(pg);
  pg.onNotification((channel, payload) => parentPort.postMessage({ notify: [channel, payload] }));
  let queue = Promise.resolve();
  parentPort.on('message', (m) => {
    queue = queue.then(async () => {
      try {
        if (m.op === 'query') {
          parentPort.postMessage({ id: m.id, result: await runner.query(m.text, m.params, m.rowMode, m.tx) });
        } else if (m.op === 'exec') {
          parentPort.postMessage({ id: m.id, result: await runner.exec(m.text, m.tx) });
        } else if (m.op === 'close') {
          await pg.close();
          parentPort.postMessage({ id: m.id, result: null });
          parentPort.close();
        } else throw new Error(`unknown database call ${m.op}`);
      } catch (err) {
        parentPort.postMessage({ id: m.id, error: plainError(err) });
      }
    });
  });
  parentPort.postMessage({ ready: true });
}

main().catch((err) => parentPort.postMessage({ failed: plainError(err) }));
