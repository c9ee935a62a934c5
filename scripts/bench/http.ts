/**
 * The bench's HTTP client: one call with a session token and a caller's address, and signing in the
 * way a person does (a code by SMS, read back from the console driver's outbox file).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

export interface Answer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  headers: Headers;
}

export interface CallOpts {
  method?: string;
  token?: string;
  /** The caller's address, sent as X-Forwarded-For (the bench's server trusts its proxy). */
  ip?: string;
  json?: unknown;
  form?: FormData;
  /** An HTML form's body (application/x-www-form-urlencoded). */
  urlencoded?: Record<string, string>;
  headers?: Record<string, string>;
  /** Tries again after a dropped connection (for the bench's own set-up calls, not for measured traffic). */
  retries?: number;
}

/** One request; a JSON answer is parsed, any other answer is kept as text. Redirects are not followed. */
export async function call(base: string, url: string, opts: CallOpts = {}): Promise<Answer> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await callOnce(base, url, opts);
    } catch (err) {
      if (attempt >= (opts.retries ?? 0)) throw err;
      await new Promise((r) => setTimeout(r, 500));
    }
  }
}

async function callOnce(base: string, url: string, opts: CallOpts): Promise<Answer> {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.token) headers.token = opts.token;
  if (opts.ip) headers['x-forwarded-for'] = opts.ip;
  let body: BodyInit | undefined;
  if (opts.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(opts.json);
  } else if (opts.urlencoded) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(opts.urlencoded).toString();
  } else if (opts.form) body = opts.form;
  const res = await fetch(new URL(url, base), {
    method: opts.method ?? (body ? 'POST' : 'GET'),
    headers,
    body,
    redirect: 'manual',
  });
  const text = await res.text();
  let parsed: unknown = text;
  if ((res.headers.get('content-type') ?? '').includes('json')) {
    try {
      parsed = JSON.parse(text);
    } catch {
      // kept as text
    }
  }
  return { status: res.status, body: parsed, headers: res.headers };
}

export interface Session {
  token: string;
  userId: string;
  phone: string;
  ip: string;
}

/** The newest code the console SMS driver wrote for a phone (matched on its last ten digits). */
export function codeFromOutbox(dataDir: string, phone: string): string | null {
  const tail = phone.replace(/\D/g, '').slice(-10);
  const lines = readFileSync(path.join(dataDir, 'sms-outbox.jsonl'), 'utf8').trim().split('\n');
  for (let i = lines.length - 1; i >= 0; i--) {
    const line = JSON.parse(lines[i]) as { to: string; code?: string };
    if (line.code && line.to.replace(/\D/g, '').endsWith(tail)) return line.code;
  }
  return null;
}

/** Signs in as `phone` (creating the account on first sign-in): send code, read it, verify. */
export async function signIn(
  base: string,
  dataDir: string,
  phone: string,
  ip = '127.0.0.1',
  retries = 0,
): Promise<Session> {
  const sent = await call(base, '/api/v1/send/code', { json: { phone }, ip, retries });
  if (sent.status !== 200) throw new Error(`send code ${phone}: ${sent.status} ${JSON.stringify(sent.body)}`);
  const code = codeFromOutbox(dataDir, phone);
  if (!code) throw new Error(`no code in the SMS outbox for ${phone}`);
  const v = await call(base, '/api/v1/phone/verification', {
    json: { verifyToken: sent.body.verifyToken, code, device: 'web' },
    ip,
    retries,
  });
  if (v.status !== 200) throw new Error(`verify ${phone}: ${v.status} ${JSON.stringify(v.body)}`);
  return { token: v.body.token, userId: v.body.user._id, phone, ip };
}
