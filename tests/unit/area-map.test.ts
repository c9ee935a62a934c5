/**
 * The README's area map is true of the tree (issue 23): for every area it names, the layers it says the
 * area has files in exist at their one place, the ones it says it has none in do not, and every screen
 * folder, migration and test it points to is there. Every service folder and contract is some area's.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(__dirname, '..', '..');
const at = (path: string) => existsSync(join(root, path));

function areaRows(): string[][] {
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  const section = readme.split('\n## Area map\n')[1].split('\n## ')[0];
  return section
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| area |'))
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
}

const LAYERS: Record<string, (area: string) => boolean> = {
  contract: (a) => at(`lib/contracts/${a}.ts`) || at(`lib/contracts/${a}`),
  schema: (a) => at(`server/db/schema/${a}.ts`),
  services: (a) => at(`server/services/${a}`),
  store: (a) => at(`store/api/${a}.ts`),
  messages: (a) => at(`lib/messages/${a}.ts`),
  tests: (a) => readdirSync(join(root, 'tests/api')).some((f) => f.startsWith(a) && f.endsWith('.test.ts')),
};

const ticks = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1]);

describe('the README area map', () => {
  const rows = areaRows();

  it('names the areas', () => {
    expect(rows.length).toBeGreaterThan(25);
  });

  it('says truly in which layers each area has its files', () => {
    const wrong = rows.flatMap(([area, none]) => {
      const missing = none ? none.split(', ') : [];
      return Object.entries(LAYERS)
        .filter(([layer, has]) => has(area) === missing.includes(layer))
        .map(([layer]) => `${area}: ${layer}`);
    });
    expect(wrong).toEqual([]);
  });

  it('points only to screens, migrations and tests that exist', () => {
    const migrations = readdirSync(join(root, 'server/db/migrations'));
    const broken = rows.flatMap(([area, , , tables, screens, tests]) => {
      const out: string[] = [];
      for (const n of tables.match(/\d{4}/g) ?? []) {
        if (!migrations.some((m) => m.startsWith(`${n}_`))) out.push(`${area}: migration ${n}`);
      }
      for (const path of ticks(screens)) if (!at(path)) out.push(`${area}: ${path}`);
      let kind = 'api';
      for (const part of tests.split(', ')) {
        if (part.startsWith('unit ')) kind = 'unit';
        if (part.startsWith('e2e ')) kind = 'e2e';
        for (const name of ticks(part)) {
          const ok =
            kind === 'api'
              ? at(`tests/api/${name}.test.ts`)
              : kind === 'unit'
                ? at(`tests/unit/${name}.test.ts`) || at(`tests/unit/${name}.test.tsx`)
                : at(`tests/e2e/${name}.spec.ts`);
          if (!ok) out.push(`${area}: ${kind} test ${name}`);
        }
      }
      return out;
    });
    expect(broken).toEqual([]);
  });

  it('has a row for every service folder and every area contract', () => {
    const areas = new Set(rows.map(([area]) => area));
    const shared = ['common', 'fields', 'money-fields', 'shell'];
    const contracts = readdirSync(join(root, 'lib/contracts'))
      .map((f) => f.replace(/\.ts$/, ''))
      .filter((f) => !shared.includes(f));
    const services = readdirSync(join(root, 'server/services'));
    expect([...contracts, ...services].filter((a) => !areas.has(a))).toEqual([]);
  });
});
