import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 21 D39: on the branch home's two-column grid the low-stock alert took one cell and stretched
 * to the height of the «امروز» card beside it. It spans the row and keeps its own height. (jsdom lays
 * nothing out, so the rule itself is checked.)
 */
describe("the branch home's low-stock alert", () => {
  it('spans the whole grid row and is not stretched', () => {
    const css = readFileSync(path.join(process.cwd(), 'components/panel/provider/BranchHome.module.css'), 'utf8');
    const rule = /\.grid\s*>\s*\[data-testid='low-stock'\]\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
    expect(rule).toMatch(/grid-column:\s*1\s*\/\s*-1/);
    expect(rule).toMatch(/align-self:\s*start/);
  });
});
