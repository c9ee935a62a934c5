import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { normalizePersian } from '@/lib/digits';
import { escapeLike } from '../../db/like';

// The same folding as normalizePersian (lib/digits.ts), done by the database on stored text.
const FROM = 'يىك۰۱۲۳۴۵۶۷۸۹٠١٢٣٤٥٦٧٨٩\u200c';
const TO = 'ییک01234567890123456789 ';

/** SQL that folds a text column as normalizePersian folds the search text. */
export function foldSql(expr: SQLWrapper | SQL): SQL {
  return sql`lower(regexp_replace(translate(${expr}, ${FROM}, ${TO}), ${'\\s+'}, ' ', 'g'))`;
}

/** A LIKE pattern that finds the folded text anywhere; % and _ typed by the user match themselves. */
export function containsPattern(text: string): string {
  return `%${escapeLike(normalizePersian(text))}%`;
}
