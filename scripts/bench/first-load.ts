import { gzipSync } from 'node:zlib';

/**
 * First-load JS of a page: the gzip size of every script the built HTML of that page loads in a
 * browser with ES modules. The `noModule` polyfills (39 KB) are fetched only by browsers without them.
 */
export async function firstLoadJs(base: string, route: string): Promise<number> {
  const html = await (await fetch(`${base}${route}`, { redirect: 'follow' })).text();
  const srcs = [...html.matchAll(/<script[^>]+>/g)]
    .map((m) => m[0])
    .filter((tag) => !/\snomodule(=|\s|>)/i.test(tag))
    .flatMap((tag) => /\ssrc="([^"]+\.js[^"]*)"/.exec(tag)?.[1] ?? []);
  let total = 0;
  for (const src of new Set(srcs)) {
    const body = Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer());
    total += gzipSync(body, { level: 9 }).length;
  }
  return total;
}
