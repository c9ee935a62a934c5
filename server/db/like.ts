/**
 * Escapes the LIKE/ILIKE wildcards (`%`, `_`) and the escape character (`\`) in text typed by someone,
 * so they match themselves: `%${escapeLike(text)}%` finds the text anywhere.
 */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
