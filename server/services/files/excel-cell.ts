/**
 * Text a spreadsheet would read as a formula, or that hides one behind a control character: `=`,
 * `+`, `-`, `@` (and their full-width forms, which some spreadsheets take too), a tab or a carriage
 * return at the start.
 */
const FORMULA_START = /^[=+\-@\t\r\uff1d\uff0b\uff0d\uff20]/;

/**
 * A cell value safe to write to an exported workbook (formula injection, issue 22): text that starts
 * like a formula gets a leading apostrophe, so a name such as `=HYPERLINK(…)` is shown as text and
 * never runs when the file is opened or edited. Numbers, dates and booleans stay as they are (a
 * negative amount is a number, not text).
 */
export function safeCell<T>(value: T): T | string {
  return typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : value;
}

/** Every value of a row through safeCell (exceljs addRow with column keys). */
export function safeRow<T extends Record<string, unknown>>(row: T): T {
  return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, safeCell(v)])) as T;
}

/** The text an exported cell held before safeCell (an import reads its own export back). */
export function unescapeCell(text: string): string {
  return text.length > 1 && text[0] === "'" && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;
}
