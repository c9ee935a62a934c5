import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every file under store/api injects its endpoints into the one RTK Query api (store/api/base.ts). A name
 * injected twice is not an error there: the second definition is dropped, and the second file's hook runs
 * the first file's query. The event tickets list (academy) and the support tickets list were both
 * `myTickets`: whichever module loaded first answered for both, and /profile/events showed «خطای ناشناخته»
 * (the support list's query read `.text` of the page number).
 */
describe('RTK Query endpoint names', () => {
  it('are unique across store/api', () => {
    const dir = path.join(__dirname, '../../store/api');
    const owners = new Map<string, string[]>();
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts'))) {
      const source = readFileSync(path.join(dir, file), 'utf8');
      for (const m of source.matchAll(/^\s+(\w+): \w+\.(?:query|mutation|infiniteQuery)\b/gm)) {
        owners.set(m[1], [...(owners.get(m[1]) ?? []), file]);
      }
    }
    expect(owners.size).toBeGreaterThan(100);
    const twice = [...owners]
      .filter(([, files]) => files.length > 1)
      .map(([name, files]) => `${name}: ${files.join(', ')}`);
    expect(twice).toEqual([]);
  });
});
