/**
 * The server's one logger (pino): JSON lines on stdout in production, one line per API request
 * (route(), server/http/route.ts) and errors with their stack. `LOG_LEVEL` sets the level (default
 * `info`; `error` under tests). Writes are asynchronous (a buffered destination flushed on exit), so
 * a request pays for building its line, not for the write. In development, when pino-pretty is
 * installed, lines are printed for people instead.
 *
 * Never in a line: sign-in codes, tokens, passwords, cookies (keys with those names are replaced by
 * `[redacted]` at any depth) or whole phones (every Iranian mobile number in a finished line is
 * masked as 0912***4567, whatever field it sits in, stacks and messages included).
 */
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import pino, { type DestinationStream, type Logger } from 'pino';

export type { Logger };

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LEVELS)[number];

/** Keys whose values never reach a log line. `code` is an error code only inside `err`. */
const SECRET_KEY = /^(code|otp|token|tokens|password|secret|cookie|cookies|set-cookie|authorization|apikey|api_key)$/i;

/** An Iranian mobile number: 09xx, 989xx, +989xx or 00989xx, then 7 digits; kept: prefix, operator, last 4. */
const PHONE = /(\+98|0098|98|0)(9\d{2})(\d{3})(\d{4})(?!\d)/g;

/** Masks every mobile number in a text: 09121234567 → 0912***4567, +989121234567 → +98912***4567. */
export function maskPhones(text: string): string {
  return text.replace(PHONE, (m, prefix: string, op: string, _mid: string, last: string, offset: number, all: string) =>
    // A longer run of digits (an id, an amount) is not a phone.
    offset > 0 && /\d/.test(all[offset - 1]) ? m : `${prefix}${op}***${last}`,
  );
}

function scrub(value: unknown, depth: number, inErr: boolean): unknown {
  if (depth > 6 || value === null || typeof value !== 'object') return value;
  if (value instanceof Error) return value; // the err serializer reads it; phones are masked in the line
  if (Array.isArray(value)) return value.map((v) => scrub(v, depth + 1, inErr));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
    if (SECRET_KEY.test(k) && !(inErr && k === 'code')) out[k] = '[redacted]';
    else out[k] = scrub(v, depth + 1, inErr || k === 'err');
  }
  return out;
}

/**
 * An error as a log line carries it: its type, message, code and stack (and its cause's), never its other
 * properties. pino's standard serializer copies every enumerable property, and a driver's error can
 * carry its whole connection (node-postgres puts `client` on a pool's error, with its parameters).
 */
function errorFields(err: unknown, depth = 0): unknown {
  if (!(err instanceof Error)) return err;
  const e = err as Error & { code?: unknown; cause?: unknown };
  const out: Record<string, unknown> = { type: e.name, message: e.message, stack: e.stack };
  if (typeof e.code === 'string' || typeof e.code === 'number') out.code = e.code;
  if (e.cause !== undefined && depth < 3) out.cause = errorFields(e.cause, depth + 1);
  return out;
}

function levelFrom(env: Record<string, string | undefined>): LogLevel {
  const asked = env.LOG_LEVEL?.toLowerCase();
  if (asked && (LEVELS as readonly string[]).includes(asked)) return asked as LogLevel;
  return env.NODE_ENV === 'test' ? 'error' : 'info';
}

/** pino-pretty as a stream in development when it is installed (a devDependency), else null. */
function prettyStream(): DestinationStream | null {
  try {
    const req = createRequire(__filename);
    const pretty = req('pino-pretty') as (opts: object) => DestinationStream;
    return pretty({ colorize: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' });
  } catch {
    return null;
  }
}

export interface LoggerOptions {
  level?: LogLevel;
  /** Where lines go; default: stdout, asynchronous (pretty in development). */
  destination?: DestinationStream;
  env?: Record<string, string | undefined>;
}

/** Bytes of lines a production logger gathers before one write (see stdoutDestination). */
export const LOG_BATCH_BYTES = 4096;

/**
 * Standard output, asynchronous. In production lines are written in batches of LOG_BATCH_BYTES, at
 * least every second, at once for an error or worse (see logger()) and on exit (pino's own hook): one
 * write per line cost each API request a write through libuv's thread pool, a tenth of the CPU of the
 * health route (issue 25). A SIGKILL loses at most the last second's lines.
 */
function stdoutDestination(env: Record<string, string | undefined>): DestinationStream {
  if (env.NODE_ENV !== 'production') return pino.destination({ dest: 1, sync: env.NODE_ENV === 'test' });
  const dest = pino.destination({ dest: 1, sync: false, minLength: LOG_BATCH_BYTES });
  setInterval(() => dest.flush(), 1000).unref();
  return dest;
}

export function createLogger(opts: LoggerOptions = {}): Logger {
  const env = opts.env ?? process.env;
  const destination =
    opts.destination ?? (env.NODE_ENV === 'development' ? prettyStream() : null) ?? stdoutDestination(env);
  return pino(
    {
      level: opts.level ?? levelFrom(env),
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: {
        level: (label) => ({ level: label }),
        log: (obj) => scrub(obj, 0, false) as Record<string, unknown>,
      },
      serializers: { err: errorFields, error: errorFields },
      hooks: { streamWrite: maskPhones },
    },
    destination,
  );
}

const holder = globalThis as unknown as { __log?: Logger };

/** The process's logger, made at first use. */
export function logger(): Logger {
  if (!holder.__log) holder.__log = createLogger();
  return holder.__log;
}

/**
 * The process's logger as a value: `log.error({ err, orderId }, '[payment] ...')`. Its methods are
 * looked up at each call, so tests can spy on them (`vi.spyOn(log, 'error')`).
 */
export const log = {
  fatal: (...args: Parameters<Logger['fatal']>) => {
    logger().fatal(...args);
    logger().flush();
  },
  error: (...args: Parameters<Logger['error']>) => {
    logger().error(...args);
    logger().flush();
  },
  warn: (...args: Parameters<Logger['warn']>) => logger().warn(...args),
  info: (...args: Parameters<Logger['info']>) => logger().info(...args),
  debug: (...args: Parameters<Logger['debug']>) => logger().debug(...args),
};

/** For tests: use this logger (or, with none, make the process's one again at next use). */
export function setLogger(l: Logger | undefined): void {
  holder.__log = l;
}

const REQUEST_ID = /^[\w.:-]{1,128}$/;

/** The request's id: the caller's (a proxy's) `X-Request-Id` when it is a plain token, else a new one. */
export function requestIdOf(header: string | string[] | undefined): string {
  const given = Array.isArray(header) ? header[0] : header;
  return given && REQUEST_ID.test(given) ? given : randomUUID();
}

/**
 * The route of a request without its values: path segments that are the values of dynamic
 * parameters (`/order/[orderId]`) become the parameter's name, and the query string is dropped, so
 * ids, codes and phones in the address stay out of the line.
 */
export function routeOf(url: string | undefined, query: Record<string, unknown> | undefined): string {
  const path = (url ?? '/').split('?')[0];
  const params = new Map<string, string>();
  for (const [k, v] of Object.entries(query ?? {})) {
    for (const one of Array.isArray(v) ? v : [v]) if (typeof one === 'string' && one) params.set(one, k);
  }
  return path
    .split('/')
    .map((seg) => {
      let decoded = seg;
      try {
        decoded = decodeURIComponent(seg);
      } catch {
        /* keep as is */
      }
      const name = params.get(decoded);
      return name ? `[${name}]` : seg;
    })
    .join('/');
}

export interface RequestLine {
  reqId: string;
  method: string;
  route: string;
  status: number;
  ms: number;
  userId?: string;
}

/** One line per API request: level info, error for a 5xx answer. */
export function logRequest(line: RequestLine, l: Pick<Logger, 'info' | 'error'> = logger()): void {
  if (line.status >= 500) l.error(line, 'request');
  else l.info(line, 'request');
}
