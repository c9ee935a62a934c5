const FA = '۰۱۲۳۴۵۶۷۸۹';
const AR = '٠١٢٣٤٥٦٧٨٩';

/** Persian and Arabic-Indic digits become Latin digits; everything else is kept. */
export function toLatinDigits(input: string): string {
  return input.replace(/[۰-۹٠-٩]/g, (d) => {
    const fa = FA.indexOf(d);
    return String(fa >= 0 ? fa : AR.indexOf(d));
  });
}

/**
 * A run of Latin letters and digits (joined by - _ . /): a word, a number, or a code such as V60,
 * ABC-123 or iPhone 15's «iPhone».
 */
const TOKEN = /[A-Za-z0-9]+(?:[-_.][A-Za-z0-9]+)*/g;

/**
 * Latin digits become Persian digits, except inside a Latin word or code («V60», «ABC123»), whose
 * digits stay Latin (D21): a name or code keeps its spelling; numbers, prices and dates turn Persian.
 */
export function toPersianDigits(input: string | number): string {
  return String(input).replace(TOKEN, (token) =>
    /[A-Za-z]/.test(token) ? token : token.replace(/[0-9]/g, (d) => FA[Number(d)]),
  );
}

/** Folds Arabic letter forms to Persian ones and digits to Latin, for search. */
export function normalizePersian(input: string): string {
  return toLatinDigits(input)
    .replace(/ي/g, 'ی')
    .replace(/ى/g, 'ی')
    .replace(/ك/g, 'ک')
    .replace(/\u200c/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}
