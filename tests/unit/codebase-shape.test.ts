/**
 * The codebase's shape, checked by a tool rather than remembered (issue 23): one exported function per
 * service file (at most three), each taking one options object; no HTTP types and no bare `new Date()`
 * in services (the one clock is `server/clock`); one area per contract file, at most 250 lines; the store
 * declares no wire type of its own (request and response types come from `lib/contracts`).
 *
 * The pass that gives every service this shape is not finished: what still breaks a rule is listed in
 * `codebase-shape.baseline.json`, and the list may only shrink. A new break fails here, and so does a
 * listed one that has been mended (take it off the list).
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = join(__dirname, '..', '..');

function filesUnder(dir: string, ext = /\.tsx?$/): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(root, path)).isDirectory()) return filesUnder(path, ext);
    return ext.test(name) ? [path] : [];
  });
}

function parse(path: string): ts.SourceFile {
  return ts.createSourceFile(path, readFileSync(join(root, path), 'utf8'), ts.ScriptTarget.Latest, true);
}

const isExported = (node: ts.Node) =>
  ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);

/** The exported functions of a file: `export function f` and `export const f = (…) =>` / `function`. */
function exportedFunctions(source: ts.SourceFile): { name: string; params: number }[] {
  const found: { name: string; params: number }[] = [];
  for (const statement of source.statements) {
    if (ts.isFunctionDeclaration(statement) && isExported(statement) && statement.name) {
      found.push({ name: statement.name.text, params: statement.parameters.length });
    }
    if (ts.isVariableStatement(statement) && isExported(statement)) {
      for (const decl of statement.declarationList.declarations) {
        const init = decl.initializer;
        if (init && (ts.isArrowFunction(init) || ts.isFunctionExpression(init)) && ts.isIdentifier(decl.name)) {
          found.push({ name: decl.name.text, params: init.parameters.length });
        }
      }
    }
  }
  return found;
}

const services = filesUnder('server/services');
const baselineFile = join(__dirname, 'codebase-shape.baseline.json');
const baseline: Record<string, string[]> = JSON.parse(readFileSync(baselineFile, 'utf8'));

/**
 * Every break must be listed, and every listed break must still be there. `SHAPE_BASELINE=write` rewrites
 * the list from the tree (after mending some; never to hide a new break).
 */
function expectOnlyListed(rule: string, found: string[]) {
  if (process.env.SHAPE_BASELINE === 'write') {
    baseline[rule] = [...found].sort();
    writeFileSync(baselineFile, `${JSON.stringify(baseline, null, 2)}\n`);
    return;
  }
  const listed = baseline[rule] ?? [];
  expect({ new: found.filter((f) => !listed.includes(f)), mended: listed.filter((f) => !found.includes(f)) }).toEqual({
    new: [],
    mended: [],
  });
}

describe('the shape of the codebase', () => {
  it('no service file exports more than three functions', () => {
    const over = services
      .map((path) => ({ path, names: exportedFunctions(parse(path)).map((f) => f.name) }))
      .filter((f) => f.names.length > 3)
      .map((f) => `${f.path}: ${f.names.join(', ')}`);
    expectOnlyListed('exports', over);
  });

  it('every exported service function takes one options object, never positional arguments', () => {
    const positional = services.flatMap((path) =>
      exportedFunctions(parse(path))
        .filter((f) => f.params > 1)
        .map((f) => `${path}: ${f.name} (${f.params} parameters)`),
    );
    expectOnlyListed('params', positional);
  });

  it('services use no HTTP types and read "now" only through server/clock', () => {
    const found = services.flatMap((path) => {
      const text = readFileSync(join(root, path), 'utf8');
      const problems: string[] = [];
      if (/\b(NextApiRequest|NextApiResponse|IncomingMessage|ServerResponse)\b/.test(text)) {
        problems.push(`${path}: HTTP type`);
      }
      if (/new Date\(\)/.test(text)) problems.push(`${path}: new Date()`);
      return problems;
    });
    expectOnlyListed('clock', found);
  });

  it('no contract file is over 250 lines', () => {
    const over = filesUnder('lib/contracts')
      .map((path) => ({ path, lines: readFileSync(join(root, path), 'utf8').split('\n').length }))
      .filter((f) => f.lines > 250)
      .map((f) => `${f.path}: ${f.lines}`);
    expect(over).toEqual([]);
  });

  it('the store declares no wire type of its own', () => {
    // base.ts (the error shape) and optimistic.ts (the toggle helper's own types) are the store's machinery
    const machinery = ['store/api/base.ts', 'store/api/optimistic.ts'];
    const declared = filesUnder('store/api')
      .filter((path) => !machinery.includes(path))
      .flatMap((path) =>
        parse(path)
          .statements.filter((s) => ts.isInterfaceDeclaration(s) || ts.isTypeAliasDeclaration(s))
          .map((s) => `${relative('store/api', path)}: ${(s as ts.InterfaceDeclaration).name.text}`),
      );
    expectOnlyListed('store', declared);
  });
});
