import type { NextApiRequest, NextApiResponse } from 'next';
import { z } from 'zod';
import { ERRORS, uploadTooLargeFa } from '@/lib/messages';
import type { AccessFlag } from '@/lib/permissions';
import { can, canSomewhere } from '@/lib/permissions';
import { ensureDatabase } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { sessionUser, type SessionUser } from '../auth/session';
import { AppError, errorBody } from './errors';
import { clientIp, readToken } from './cookies';
import { checkOrigin, checkContentType, findNul, type BodyFormat } from './guards';
import { BASE_SECURITY_HEADERS, hstsHeader } from './security-headers';
import { config } from '../config';
import { isStopping, trackRequest } from '../lifecycle';
import { log, logRequest, requestIdOf, routeOf } from '../log';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Ctx<Q, B, U> {
  req: NextApiRequest;
  res: NextApiResponse;
  query: Q;
  body: B;
  user: U;
  token: string | null;
  ip: string;
}

interface SpecBase<QS extends z.ZodType, BS extends z.ZodType> {
  /** Checks a permission flag, optionally at the provider named by the request. */
  perm?: { flag: AccessFlag; provider?: (input: { query: z.output<QS>; body: z.output<BS> }) => string | undefined };
  /**
   * A staff-only method whose service checks the right at the branch of the row it names (an item,
   * a voucher, an order): the caller must hold one of these flags somewhere (globally or at a branch
   * they staff), or is refused 401/403 before the query or body is read. `perm` implies its own flag.
   * A route open to customers too (a ticket, a blog post) declares neither.
   */
  staff?: AccessFlag | readonly AccessFlag[];
  query?: QS;
  body?: BS;
  /** Largest accepted body in bytes when the route parses the body itself (multipart). */
  maxBodyBytes?: number;
  /**
   * The largest file the route keeps, named in the too-large message when the body passes
   * `maxBodyBytes` (which leaves room for the form's own bytes); defaults to `maxBodyBytes`.
   */
  maxFileBytes?: number;
  /**
   * Body formats accepted besides JSON: 'multipart' for uploads and register, 'form' (urlencoded)
   * for the plain HTML forms of the sandbox bank and banks' callbacks. Anything else is 415.
   */
  accepts?: BodyFormat[];
  /**
   * Skips the Origin check of state-changing calls: only for addresses another site's page posts to
   * by design (a bank's callback), whose effect does not depend on who sends it.
   */
  crossSite?: true;
}

/**
 * One method of a route. `auth`: 'user' (the default) requires a session; 'optional' loads it when
 * present; 'none' skips the lookup. `run` gets typed query, body and user.
 */
export type MethodSpec<QS extends z.ZodType, BS extends z.ZodType> =
  | (SpecBase<QS, BS> & { auth?: 'user'; run: (ctx: Ctx<z.output<QS>, z.output<BS>, SessionUser>) => unknown })
  | (SpecBase<QS, BS> & {
      auth: 'none' | 'optional';
      run: (ctx: Ctx<z.output<QS>, z.output<BS>, SessionUser | null>) => unknown;
    });

type AnySpec = MethodSpec<z.ZodType, z.ZodType>;

/** The flags that make a method a staff route (its `perm` flag and its `staff` flags); empty for others. */
export function staffFlagsOf(spec: {
  perm?: { flag: AccessFlag };
  staff?: AccessFlag | readonly AccessFlag[];
}): AccessFlag[] {
  const declared = spec.staff === undefined ? [] : typeof spec.staff === 'string' ? [spec.staff] : [...spec.staff];
  return [...new Set([...(spec.perm ? [spec.perm.flag] : []), ...declared])];
}

/**
 * Whether the caller could be allowed this method at all, before its input is read: a `perm` without
 * a provider is global, so checked in full; otherwise one of the staff flags held somewhere.
 */
function couldBeAllowed(user: SessionUser | null, spec: AnySpec): boolean {
  const flags = staffFlagsOf(spec);
  if (!flags.length) return true;
  if (spec.perm && !spec.perm.provider && !spec.staff) return can(user, spec.perm.flag);
  return flags.some((f) => canSomewhere(user, f));
}

type Z = z.ZodType;

/**
 * Writes a JSON answer straight to the response. Not `res.json`: Next's would hash every answer for an
 * ETag that `no-store` makes useless (an FNV pass over the whole body in JavaScript, per request).
 */
function send(res: NextApiResponse, status: number, body: unknown) {
  if (res.headersSent) return;
  const json = JSON.stringify(body);
  res.statusCode = status;
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(json));
  res.end(json);
}

function issuesOf(err: z.ZodError) {
  return err.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
}

/** The first Persian issue message, so a missing phone reads 'شماره وارد نشده است!' and not a generic text. */
function persianMessage(err: z.ZodError): string {
  const fa = err.issues.find((i) => /[\u0600-\u06FF]/.test(i.message));
  return fa?.message ?? ERRORS.BAD_INPUT.fa;
}

async function readRawBody(req: NextApiRequest, limit: number, namedLimit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) throw new AppError('UPLOAD_TOO_LARGE', { fa: uploadTooLargeFa(namedLimit) });
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** A broken multipart body (bad boundary, cut short) is the sender's fault: 400, not a crash. */
async function readForm(raw: Buffer, type: string): Promise<FormData> {
  try {
    return await new Response(new Uint8Array(raw), { headers: { 'content-type': type } }).formData();
  } catch {
    throw new AppError('BAD_MULTIPART');
  }
}

/** Bodies of routes that turn Next's parser off (multipart forms) are read here; fields become a plain object. */
async function parseBody(req: NextApiRequest, limit: number, namedLimit: number): Promise<unknown> {
  if (req.body !== undefined) return req.body;
  const type = req.headers['content-type'] ?? '';
  const raw = await readRawBody(req, limit, namedLimit);
  if (!raw.length) return {};
  if (type.startsWith('multipart/form-data') || type.startsWith('application/x-www-form-urlencoded')) {
    const form = await readForm(raw, type);
    const out: Record<string, unknown> = {};
    form.forEach((value, key) => {
      // A repeated field becomes a list (e.g. several files under one name).
      if (key in out) out[key] = ([] as unknown[]).concat(out[key], value);
      else out[key] = value;
    });
    return out;
  }
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch {
    throw new AppError('BAD_INPUT');
  }
}

export function toErrorResponse(err: unknown, reqId?: string): { status: number; body: unknown } {
  if (err instanceof AppError) {
    return { status: err.status, body: errorBody(err.code, err.fa, err.en, err.issues, err.details) };
  }
  // A service that parses part of its input itself (a gift's phone inside a booking) throws the
  // same refusal the route's own parse would give: 400 with the Persian issue, not a 500.
  if (err instanceof z.ZodError) {
    return { status: 400, body: errorBody('BAD_INPUT', persianMessage(err), ERRORS.BAD_INPUT.en, issuesOf(err)) };
  }
  if (isUniqueViolation(err)) {
    return { status: 409, body: errorBody('CONFLICT', ERRORS.CONFLICT.fa, ERRORS.CONFLICT.en) };
  }
  log.error({ err, reqId }, '[api] unexpected error');
  return { status: 500, body: errorBody('SERVER_ERROR', ERRORS.SERVER_ERROR.fa, ERRORS.SERVER_ERROR.en) };
}

/**
 * The adapter every API file uses: method dispatch (405 with Allow), the cross-site and content-type
 * guards of state-changing calls (403/415, see guards.ts), session and coarse permission guard (401/403:
 * could the caller hold the route's flag anywhere?), zod parsing of query and body (400 with the issues,
 * NUL characters refused), the permission at the branch the input names (403), JSON result, one error mapper.
 */
export function route<
  GQ extends Z = Z,
  GB extends Z = Z,
  PQ extends Z = Z,
  PB extends Z = Z,
  DQ extends Z = Z,
  DB extends Z = Z,
  UQ extends Z = Z,
  UB extends Z = Z,
>(methods: {
  GET?: MethodSpec<GQ, GB>;
  POST?: MethodSpec<PQ, PB>;
  DELETE?: MethodSpec<DQ, DB>;
  PUT?: MethodSpec<UQ, UB>;
}) {
  const allow = Object.keys(methods).join(', ');
  async function handler(req: NextApiRequest, res: NextApiResponse) {
    // One log line per request once its answer is written (or the caller went away): server/log.ts.
    const started = performance.now();
    const reqId = requestIdOf(req.headers['x-request-id']);
    res.setHeader('X-Request-Id', reqId);
    let userId: string | undefined;
    let logged = false;
    const done = () => {
      if (logged) return;
      logged = true;
      const ms = Math.round((performance.now() - started) * 10) / 10;
      const line = {
        reqId,
        method: req.method ?? 'GET',
        route: routeOf(req.url, req.query),
        status: res.statusCode,
        ms,
      };
      logRequest(userId ? { ...line, userId } : line);
    };
    res.once('finish', done);
    res.once('close', done);
    // The headers every answer carries (next.config.ts sets them on pages and files, not on the API).
    for (const h of BASE_SECURITY_HEADERS) res.setHeader(h.key, h.value);
    const hsts = hstsHeader(config().publicBaseUrl);
    if (hsts) res.setHeader('Strict-Transport-Security', hsts);
    const spec = (methods as Partial<Record<Method, AnySpec>>)[(req.method ?? 'GET').toUpperCase() as Method];
    if (!spec) {
      res.setHeader('Allow', allow);
      const e = ERRORS.METHOD_NOT_ALLOWED;
      return send(res, 405, errorBody('METHOD_NOT_ALLOWED', e.fa, e.en));
    }
    // Counted until answered (an event stream until it closes): a stopping instance waits for these.
    const untrack = trackRequest();
    try {
      // A stopping instance takes nothing new; the balancer sends it elsewhere (server/start.ts).
      if (isStopping()) {
        res.setHeader('Connection', 'close');
        throw new AppError('NOT_READY');
      }
      // Cross-site and non-JSON posts are refused before anything is read or looked up.
      if (!spec.crossSite) checkOrigin(req);
      checkContentType(req, spec.accepts ?? []);
      if (findNul(req.query)) throw new AppError('NUL_IN_INPUT');
      await ensureDatabase();
      const token = readToken(req);
      const auth = spec.auth ?? 'user';
      const user = auth === 'none' || !token ? null : await sessionUser(token);
      userId = user?.id;
      if (auth === 'user' && !user) throw new AppError('UNAUTHORIZED');
      // A staff route refuses whoever could not be allowed at any branch before reading the input,
      // so a customer learns nothing of an admin body's rules (issue 22); the branch check follows parsing.
      if (!couldBeAllowed(user, spec)) throw new AppError(user ? 'FORBIDDEN' : 'UNAUTHORIZED');

      let query: unknown = req.query;
      if (spec.query) {
        const parsed = spec.query.safeParse(req.query);
        if (!parsed.success)
          return send(
            res,
            400,
            errorBody('BAD_INPUT', persianMessage(parsed.error), ERRORS.BAD_INPUT.en, issuesOf(parsed.error)),
          );
        query = parsed.data;
      }
      let body: unknown = undefined;
      if (spec.body) {
        const limit = spec.maxBodyBytes ?? 1_000_000;
        const rawBody = await parseBody(req, limit, spec.maxFileBytes ?? limit);
        // PostgreSQL text cannot hold U+0000: refused here once rather than failing in a query.
        if (findNul(rawBody)) throw new AppError('NUL_IN_INPUT');
        const parsed = spec.body.safeParse(rawBody ?? {});
        if (!parsed.success)
          return send(
            res,
            400,
            errorBody('BAD_INPUT', persianMessage(parsed.error), ERRORS.BAD_INPUT.en, issuesOf(parsed.error)),
          );
        body = parsed.data;
      }
      if (spec.perm) {
        const providerId = spec.perm.provider?.({ query: query as never, body: body as never });
        if (!can(user, spec.perm.flag, providerId)) throw new AppError(user ? 'FORBIDDEN' : 'UNAUTHORIZED');
      }
      const run = spec.run as (ctx: Ctx<unknown, unknown, SessionUser | null>) => unknown;
      const result = await run({ req, res, query, body, user, token, ip: clientIp(req) });
      if (res.headersSent || res.writableEnded) return;
      send(res, 200, result === undefined ? { success: true } : result);
    } catch (err) {
      const { status, body } = toErrorResponse(err, reqId);
      send(res, status, body);
    } finally {
      untrack();
    }
  }
  // The specs stay readable, so tests can walk every route's inputs and staff flags
  // (tests/api/security-inputs.test.ts, tests/api/security-route-walk.test.ts).
  return Object.assign(handler, { methods });
}
