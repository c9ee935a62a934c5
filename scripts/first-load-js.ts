/**
 * Prints each page's first-load JS (gzip, as `npm run bench` counts it) against issue 25's budgets, from a
 * running production build (FIRST_LOAD_BASE, default http://127.0.0.1:3414):
 *
 *   BUNDLE_STATS=1 NEXT_DIST_DIR=.next-x ALLOW_SANDBOX_PAYMENTS=true npx next build --webpack
 *   DATA_DIR=$(mktemp -d) NEXT_DIST_DIR=.next-x ALLOW_SANDBOX_PAYMENTS=true npx next start -p 3414   (seeds the demo)
 *   FIRST_LOAD_DIST_DIR=.next-x npx tsx scripts/first-load-js.ts [--detail]
 *
 * `--detail` lists each page's scripts and, when the build wrote client-chunks.json (BUNDLE_STATS=1), the
 * largest modules in each.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { firstLoadScripts } from './bench/first-load';

const root = path.resolve(import.meta.dirname, '..');
const distDir = process.env.FIRST_LOAD_DIST_DIR ?? '.next-jsdiet';
const detail = process.argv.includes('--detail');

/** Issue 25's first-load budgets in KB (gzip); `{id}` is a branch id. */
const PAGES: { name: string; route: string; budget: number }[] = [
  { name: 'home', route: '/', budget: 140 },
  { name: 'menu', route: '/menu/{id}', budget: 130 },
  { name: 'cart', route: '/orders/{id}', budget: 145 },
  { name: 'barista board', route: '/panel/{id}/orders', budget: 170 },
  { name: 'table tab', route: '/tab/00000000-0000-4000-8000-000000000000', budget: 145 },
  { name: 'plans', route: '/plans', budget: 145 },
  { name: 'events', route: '/events', budget: 145 },
  { name: 'event', route: '/events/00000000-0000-4000-8000-000000000000', budget: 145 },
];

/** chunk file → its largest modules, from the BUNDLE_STATS build's client-chunks.json. */
function chunkModules(): Map<string, { name: string; size: number }[]> {
  const file = path.join(root, distDir, 'client-chunks.json');
  const map = new Map<string, { name: string; size: number }[]>();
  if (!existsSync(file)) return map;
  const chunks = JSON.parse(readFileSync(file, 'utf8')) as {
    files?: string[];
    modules: { name: string; size: number }[];
  }[];
  for (const c of chunks) for (const f of c.files ?? []) map.set(f, c.modules);
  return map;
}

async function measure(base: string) {
  const providers = (await (await fetch(`${base}/api/v1/provider/list`)).json()) as { providers: { _id: string }[] };
  const providerId = providers.providers[0]._id;
  const modules = detail ? chunkModules() : new Map<string, { name: string; size: number }[]>();
  const rows: string[] = [];
  for (const p of PAGES) {
    const scripts = await firstLoadScripts(base, p.route.replace('{id}', providerId));
    const kb = scripts.reduce((s, x) => s + x.gzip, 0) / 1024;
    rows.push(
      `| ${p.name} | \`${p.route}\` | ${kb.toFixed(1)} KB | ≤ ${p.budget} KB | ${kb <= p.budget ? 'met' : 'MISSED'} |`,
    );
    if (!detail) continue;
    console.log(`\n## ${p.name} ${p.route}: ${kb.toFixed(1)} KB`);
    for (const s of scripts) {
      console.log(`  ${(s.gzip / 1024).toFixed(1).padStart(6)} KB  ${s.src}`);
      const key = decodeURIComponent(s.src.replace(/^\/_next\//, '').replace(/\?.*$/, ''));
      for (const m of (modules.get(key) ?? []).slice(0, 12))
        console.log(`           ${String(m.size).padStart(7)}  ${m.name}`);
    }
  }
  console.log('\n| page | route | first-load JS (gzip) | budget | |');
  console.log('|---|---|---:|---:|---|');
  for (const r of rows) console.log(r);
}

measure(process.env.FIRST_LOAD_BASE ?? 'http://127.0.0.1:3414').catch((err) => {
  console.error(err);
  process.exit(1);
});
