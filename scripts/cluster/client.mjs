/** The cluster test's client side: API calls, sign-in through the SMS outbox, a board stream reader. */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { assert, sleep, within } from './processes.mjs';

// ----------------------------------------------------------------------------------- API helpers
export async function api(base, pathname, { method, body, token, form, headers = {} } = {}) {
  const h = { ...headers };
  if (token) h.token = token;
  let payload;
  if (form) payload = form;
  else if (body !== undefined) {
    h['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const r = await fetch(`${base}${pathname}`, {
    method: method ?? (payload ? 'POST' : 'GET'),
    headers: h,
    body: payload,
    signal: AbortSignal.timeout(15_000),
  });
  const text = await r.text();
  let json = null;
  try {
    json = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: r.status, body: json, text, headers: r.headers };
}

export function outboxCode(instances, phone) {
  const e164 = `+98${phone.slice(1)}`;
  let best = null;
  for (const i of instances) {
    const f = path.join(i.dataDir, 'sms-outbox.jsonl');
    if (!existsSync(f)) continue;
    for (const line of readFileSync(f, 'utf8').trim().split('\n')) {
      const m = JSON.parse(line);
      if (m.to === e164 && m.code && (!best || m.at > best.at)) best = m;
    }
  }
  return best?.code ?? null;
}

export async function login(base, instances, phone) {
  const sent = await api(base, '/api/v1/send/code', { body: { phone } });
  assert(sent.status === 200, `send code for ${phone}: ${sent.status} ${sent.text.slice(0, 200)}`);
  const code = await within(3000, () => outboxCode(instances, phone));
  const v = await api(base, '/api/v1/phone/verification', {
    body: { verifyToken: sent.body.verifyToken, code, device: 'web' },
  });
  assert(v.status === 200 && v.body?.token, `verify ${phone}: ${v.status} ${v.text.slice(0, 200)}`);
  return v.body.token;
}

/**
 * A reader of a board stream that, like the browser's EventSource, opens it again when it ends or
 * breaks (after the `retry:` the server sent, 3 s, shortened here to 0.5 s). `seen(orderId)` tells
 * whether an event about that order arrived; `resyncs` counts resync events and reconnections.
 */
export function boardStream(base, providerId, token) {
  const s = { text: '', opens: 0, closed: false, ready: false, ctrl: null };
  const loop = async () => {
    while (!s.closed) {
      s.ctrl = new AbortController();
      try {
        const r = await fetch(`${base}/api/v1/order/events/${providerId}`, {
          headers: { token, accept: 'text/event-stream' },
          signal: s.ctrl.signal,
        });
        if (r.status === 200) {
          s.opens++;
          const dec = new TextDecoder();
          for await (const chunk of r.body) {
            s.text += dec.decode(chunk, { stream: true });
            if (s.text.includes(': ready')) s.ready = true;
          }
        }
      } catch {
        /* broken: open again */
      }
      if (!s.closed) await sleep(500);
    }
  };
  s.done = loop();
  s.seen = (orderId) => s.text.includes(orderId);
  s.close = () => {
    s.closed = true;
    s.ctrl?.abort();
  };
  return s;
}

export async function submitOrder(base, token, providerId, itemId, extra = {}) {
  return api(base, '/api/v1/order/submit', {
    token,
    body: { providerId, items: [{ _id: itemId, count: 1 }], paymentBy: 'pos', orderType: 'takeAway', ...extra },
  });
}

/** The item's sold-out state as the customer menu of `base` shows it, or undefined when not found. */
export async function menuItem(base, providerId, itemId) {
  const r = await api(base, `/api/v1/menu/list/${providerId}`);
  if (r.status !== 200) throw new Error(`menu list on ${base}: ${r.status}`);
  let found;
  const walk = (v) => {
    if (found || !v || typeof v !== 'object') return;
    if (!Array.isArray(v) && v._id === itemId && 'title' in v) found = v;
    else for (const x of Object.values(v)) walk(x);
  };
  walk(r.body);
  return found;
}

export const soldOut = (item) =>
  item &&
  (item.available === false || item.inStock === false || item.now?.available === false || item.status === 'soldOut');
