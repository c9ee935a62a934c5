import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { NextApiRequest, NextApiResponse } from 'next';

/**
 * A JSON answer made once per change (a branch's menu, the branch list): its bytes, its ETag, and its
 * gzip and brotli forms, each compressed once, at the first request that accepts it. Sending one costs
 * about what a static answer does: no serialising, hashing or compressing per request (issue 25).
 */
export interface CachedJson {
  readonly etag: string;
  readonly body: Buffer;
  /** The body in an encoding the request accepts (brotli first), made once and kept. */
  encoded(encoding: 'br' | 'gzip'): Buffer;
}

export function cachedJson(value: unknown): CachedJson {
  const body = Buffer.from(JSON.stringify(value), 'utf8');
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  const made: { br?: Buffer; gzip?: Buffer } = {};
  return {
    etag,
    body,
    encoded(encoding) {
      if (encoding === 'br')
        // Quality 5: the menu changes a few times a day and is read thousands of times; 11 costs ~40× the
        // time for ~5 % fewer bytes at this size.
        return (made.br ??= brotliCompressSync(body, {
          params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length },
        }));
      return (made.gzip ??= gzipSync(body, { level: 6 }));
    },
  };
}

/** Below this, compressing saves less than the header it adds (the `compression` package's threshold too). */
const COMPRESS_FROM = 1024;

/** Whether the request's If-None-Match names this ETag (a list, weak forms and `*` included). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header === etag) return true;
  return header.split(',').some((t) => {
    const tag = t.trim();
    return tag === '*' || tag === etag || tag === `W/${etag}`;
  });
}

/** The encoding to send: brotli when accepted, else gzip, else none (`q=0` refuses one). */
export function pickEncoding(header: string | string[] | undefined): 'br' | 'gzip' | null {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return null;
  let br = false;
  let gzip = false;
  for (const part of value.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const refused = params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p));
    if (refused) continue;
    if (name === 'br') br = true;
    else if (name === 'gzip' || name === '*') gzip = true;
  }
  return br ? 'br' : gzip ? 'gzip' : null;
}

/**
 * Sends a cached answer as is, with its ETag: a browser holding this version gets 304 (no-cache still
 * makes it ask every time, so changes show at once). The bytes go straight to `res.end`: Next's
 * `res.send` would hash the whole body again for an ETag of its own on every request, and its
 * compression would gzip it again.
 */
export function sendCachedJson(req: NextApiRequest, res: NextApiResponse, answer: CachedJson): void {
  res.setHeader('ETag', answer.etag);
  res.setHeader('Cache-Control', 'no-cache');
  res.setHeader('Vary', 'Accept-Encoding');
  if (matchesEtag(req.headers['if-none-match'], answer.etag)) {
    res.statusCode = 304;
    res.end();
    return;
  }
  const encoding = answer.body.length >= COMPRESS_FROM ? pickEncoding(req.headers['accept-encoding']) : null;
  const bytes = encoding ? answer.encoded(encoding) : answer.body;
  res.statusCode = 200;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  if (encoding) res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', bytes.length);
  res.end(req.method === 'HEAD' ? undefined : bytes);
}
