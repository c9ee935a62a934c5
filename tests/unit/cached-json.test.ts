import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { NextApiRequest, NextApiResponse } from 'next';
import { cachedJson, matchesEtag, pickEncoding, sendCachedJson } from '@/server/http/cached-json';

const menu = { menuList: Array.from({ length: 40 }, (_, i) => ({ _id: `i${i}`, title: 'لاته', price: 98_000 + i })) };

function exchange(headers: Record<string, string>) {
  const sent: { status?: number; headers: Record<string, unknown>; body?: Buffer } = { headers: {} };
  const res = {
    set statusCode(s: number) {
      sent.status = s;
    },
    setHeader(k: string, v: unknown) {
      sent.headers[k.toLowerCase()] = v;
    },
    end(b?: Buffer) {
      sent.body = b;
    },
  } as unknown as NextApiResponse;
  return { req: { method: 'GET', headers } as unknown as NextApiRequest, res, sent };
}

describe('a cached JSON answer (issue 25: serialised and compressed once per change)', () => {
  it('sends brotli or gzip as the browser accepts, the same bytes every time, and plain JSON otherwise', () => {
    const answer = cachedJson(menu);
    const br = exchange({ 'accept-encoding': 'gzip, deflate, br' });
    sendCachedJson(br.req, br.res, answer);
    expect(br.sent.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.sent.body!).toString())).toEqual(menu);
    expect(br.sent.headers['content-length']).toBe(br.sent.body!.length);
    expect(br.sent.headers['vary']).toBe('Accept-Encoding');
    const again = exchange({ 'accept-encoding': 'br' });
    sendCachedJson(again.req, again.res, answer);
    // Compressed once: the second request is answered with the very same buffer.
    expect(again.sent.body).toBe(br.sent.body);

    const gz = exchange({ 'accept-encoding': 'gzip' });
    sendCachedJson(gz.req, gz.res, answer);
    expect(gz.sent.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.sent.body!).toString())).toEqual(menu);

    const plain = exchange({});
    sendCachedJson(plain.req, plain.res, answer);
    expect(plain.sent.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.sent.body!.toString())).toEqual(menu);
  });

  it('answers 304 with no body to the ETag it sent, in a list or weak', () => {
    const answer = cachedJson(menu);
    for (const tag of [answer.etag, `"x", ${answer.etag}`, `W/${answer.etag}`]) {
      const x = exchange({ 'if-none-match': tag, 'accept-encoding': 'br' });
      sendCachedJson(x.req, x.res, answer);
      expect(x.sent.status).toBe(304);
      expect(x.sent.body).toBeUndefined();
    }
    const other = exchange({ 'if-none-match': '"stale"' });
    sendCachedJson(other.req, other.res, answer);
    expect(other.sent.status).toBe(200);
    expect(matchesEtag(undefined, answer.etag)).toBe(false);
  });

  it('leaves a tiny answer uncompressed and honours q=0', () => {
    const tiny = exchange({ 'accept-encoding': 'br' });
    sendCachedJson(tiny.req, tiny.res, cachedJson({ ok: true }));
    expect(tiny.sent.headers['content-encoding']).toBeUndefined();
    expect(pickEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding('*')).toBe('gzip');
  });
});
