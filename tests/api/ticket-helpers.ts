import { readFileSync, existsSync } from 'node:fs';
import { call, type CallResult } from './harness';
import uploadExternal from '@/pages/api/v1/ticket/upload/attachment/external';
import uploadInternal from '@/pages/api/v1/ticket/upload/attachment';
import externalAdd from '@/pages/api/v1/ticket/external/add';

/** A multipart body with one file under `field` (`file` by default), as a browser's FormData sends it. */
export async function fileForm(
  data: Buffer,
  name: string,
  type = 'application/octet-stream',
  field = 'file',
): Promise<{ data: Buffer; contentType: string }> {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(data)], { type }), name);
  const req = new Request('http://local/upload', { method: 'POST', body: form });
  return { data: Buffer.from(await req.arrayBuffer()), contentType: req.headers.get('content-type')! };
}

/** Uploads a file through the customer's (external) or the desk's (internal) upload call. */
export async function upload(
  token: string | undefined,
  data: Buffer,
  name: string,
  flavour: 'external' | 'internal' = 'external',
): Promise<CallResult> {
  return call(flavour === 'external' ? uploadExternal : uploadInternal, {
    method: 'POST',
    raw: await fileForm(data, name),
    token,
  });
}

/** A customer's ticket with sensible defaults. */
export async function openTicket(token: string, extra: Record<string, unknown> = {}): Promise<CallResult> {
  return call(externalAdd, {
    body: {
      subject: 'سفارش به میز نرسید',
      description: 'سفارش شماره ۱۲ بعد از نیم ساعت هنوز نرسیده است.',
      supportType: 'order',
      type: 'complaint',
      priority: 'normal',
      ...extra,
    },
    token,
  });
}

/** Every SMS the console driver wrote to `phone`. */
export function smsTo(outbox: string, phone: string): { to: string; text: string }[] {
  if (!existsSync(outbox)) return [];
  return readFileSync(outbox, 'utf8')
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as { to: string; text: string })
    .filter((m) => m.to === phone);
}
