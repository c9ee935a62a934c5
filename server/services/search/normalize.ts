import { sql, type SQL, type AnyColumn } from 'drizzle-orm';
import { normalizePersian } from '@/lib/digits';
import { escapeLike } from '../../db/like';

// Arabic letter forms, the zero-width non-joiner and Persian/Arabic-Indic digits, folded as
// normalizePersian folds them, so the database compares like with like.
const FROM = 'يىك\u200c۰۱۲۳۴۵۶۷۸۹٠١٢٣٤٥٦٧٨٩';
const TO = 'ییک 01234567890123456789';

/** A column folded for search: lower case, Persian letter forms, Latin digits. */
export function folded(column: AnyColumn | SQL): SQL {
  return sql`translate(lower(${column}), ${FROM}, ${TO})`;
}

/** A LIKE pattern that finds `text` anywhere, after the same folding; null for an empty search. */
export function containsPattern(text: string | undefined | null): string | null {
  const t = normalizePersian(text ?? '');
  if (!t) return null;
  return `%${escapeLike(t)}%`;
}

/** `column` contains the search text (folded on both sides). */
export function matches({ column, pattern }: { column: AnyColumn | SQL; pattern: string }): SQL {
  return sql`${folded(column)} LIKE ${pattern}`;
}
