import type { AxiosError, AxiosInstance } from 'axios';
import { UI_ERRORS } from '@/lib/messages/ui';

let instance: Promise<AxiosInstance> | null = null;

/**
 * The one HTTP client: cookies on, JSON, base URL from NEXT_PUBLIC_API_BASE (default /api).
 * Loaded on the first request rather than with the page, so it is not part of any page's first-load JS.
 */
export function http(): Promise<AxiosInstance> {
  instance ??= import('axios').then(({ default: axios }) =>
    axios.create({
      baseURL: process.env.NEXT_PUBLIC_API_BASE || '/api',
      withCredentials: true,
      headers: { Accept: 'application/json' },
      timeout: 20_000,
    }),
  );
  return instance;
}

const PERSIAN = /[\u0600-\u06FF]/;

export interface ApiErrorInfo {
  status: number | null;
  message: string;
  /** Whether the message is Persian (the error modal's title is then 'خطا', else 'Error'). */
  persian: boolean;
  code?: string;
}

/**
 * Section 8's rule for the text shown: the first of error.message, error.eLang.fa, eLang.en,
 * the error string; 'خطای ناشناخته' when nothing is there; no response at all has its own text.
 */
/** What an action tried without a connection says (issue 16: it must say why nothing happened). */
export const OFFLINE_ACTION = 'اتصال اینترنت برقرار نیست؛ این کار انجام نشد. پس از برگشتن اتصال دوباره تلاش کنید.';
const offline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

export function describeError(err: unknown): ApiErrorInfo {
  if (err && typeof err === 'object' && (err as { isAxiosError?: boolean }).isAxiosError) {
    const e = err as AxiosError<unknown>;
    if (!e.response) return { status: null, message: offline() ? OFFLINE_ACTION : UI_ERRORS.noResponse, persian: true };
    return fromBody(e.response.status, e.response.data);
  }
  if (err && typeof err === 'object' && 'status' in err && 'data' in err) {
    const e = err as { status: number | string; data: unknown };
    if (typeof e.status !== 'number')
      return { status: null, message: offline() ? OFFLINE_ACTION : UI_ERRORS.noResponse, persian: true };
    return fromBody(e.status, e.data);
  }
  return { status: null, message: UI_ERRORS.unknown, persian: true };
}

function fromBody(status: number, data: unknown): ApiErrorInfo {
  const d = (data ?? {}) as { error?: unknown; message?: unknown; eLang?: { fa?: string; en?: string } };
  const error = d.error as
    { message?: string; code?: string; eLang?: { fa?: string; en?: string } } | string | undefined;
  const candidates = [
    typeof error === 'object' ? error?.message : undefined,
    typeof error === 'object' ? error?.eLang?.fa : undefined,
    typeof error === 'object' ? error?.eLang?.en : undefined,
    typeof error === 'string' ? error : undefined,
    typeof d.message === 'string' ? d.message : undefined,
    d.eLang?.fa,
    d.eLang?.en,
  ];
  let message = candidates.find((c) => typeof c === 'string' && c.trim()) ?? '';
  if (!message && status >= 500) message = UI_ERRORS.generic;
  if (!message) message = UI_ERRORS.unknown;
  return { status, message, persian: PERSIAN.test(message), code: typeof error === 'object' ? error?.code : undefined };
}

/** A server message when it is Persian, else the given fallback (the spec's rule for toasts). */
export function persianOr(err: unknown, fallback: string): string {
  const info = describeError(err);
  return info.persian ? info.message : fallback;
}
