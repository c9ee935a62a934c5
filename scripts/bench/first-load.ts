import { gzipSync } from 'node:zlib';

/** The module scripts a page's built HTML loads (the `noModule` polyfills only reach browsers without modules). */
export async function pageScripts(base: string, route: string): Promise<string[]> {
  const html = await (await fetch(`${base}${route}`, { redirect: 'follow' })).text();
  const srcs = [...html.matchAll(/<script[^>]+>/g)]
    .map((m) => m[0])
    .filter((tag) => !/\snomodule(=|\s|>)/i.test(tag))
    .flatMap((tag) => /\ssrc="([^"]+\.js[^"]*)"/.exec(tag)?.[1] ?? []);
  return [...new Set(srcs)];
}

/** Each first-load script of a page with its gzip size (level 9), in bytes. */
export async function firstLoadScripts(base: string, route: string): Promise<{ src: string; gzip: number }[]> {
  const out: { src: string; gzip: number }[] = [];
  for (const src of await pageScripts(base, route)) {
    const body = Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer());
    out.push({ src, gzip: gzipSync(body, { level: 9 }).length });
  }
  return out;
}

/**
 * First-load JS of a page: the gzip size of every script the built HTML of that page loads in a
 * browser with ES modules. The `noModule` polyfills (39 KB) are fetched only by browsers without them.
 */
export async function firstLoadJs(base: string, route: string): Promise<number> {
  return (await firstLoadScripts(base, route)).reduce((sum, s) => sum + s.gzip, 0);
}
