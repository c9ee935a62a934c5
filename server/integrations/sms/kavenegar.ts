import type { SmsDriver, SmsMessage } from './types';

export interface KavenegarOptions {
  apiKey: string;
  /** Name of the verify template registered in the Kavenegar panel. */
  template: string;
  baseUrl?: string;
  timeoutMs?: number;
}

interface KavenegarReturn {
  return?: { status?: number; message?: string };
}

/**
 * Kavenegar's HTTP API: codes go through `verify/lookup.json` (template with %token), other texts
 * through `sms/send.json`. A `return.status` other than 200 is a failure.
 */
export function kavenegarSms(opts: KavenegarOptions): SmsDriver {
  const base = (opts.baseUrl ?? 'https://api.kavenegar.com').replace(/\/$/, '');
  const receptor = (e164: string) => (e164.startsWith('+98') ? `0${e164.slice(3)}` : e164);
  async function call(method: string, params: Record<string, string>) {
    const url = `${base}/v1/${encodeURIComponent(opts.apiKey)}/${method}`;
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(params).toString(),
      signal: AbortSignal.timeout(opts.timeoutMs ?? 10_000),
    });
    const json = (await res.json().catch(() => ({}))) as KavenegarReturn;
    const status = json.return?.status ?? res.status;
    if (!res.ok || status !== 200) {
      throw new Error(`kavenegar ${method} failed: ${status} ${json.return?.message ?? ''}`.trim());
    }
  }
  return {
    name: 'kavenegar',
    async send(message: SmsMessage) {
      if (message.code) {
        await call('verify/lookup.json', {
          receptor: receptor(message.to),
          token: message.code,
          template: opts.template,
        });
      } else {
        await call('sms/send.json', { receptor: receptor(message.to), message: message.text });
      }
    },
  };
}
