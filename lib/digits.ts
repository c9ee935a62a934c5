const FA = '۰۱۲۳۴۵۶۷۸۹';
const AR = '٠١٢٣٤٥٦٧٨٩';

/** Persian and Arabic-Indic digits become Latin digits; everything else is kept. */
export function toLatinDigits(input: string): string {
  return input.replace(/[۰-۹٠-٩]/g, (d) => {
    const fa = FA.indexOf(d);
    return String(fa >= 0 ? fa : AR.indexOf(d));
  });
}

/** Latin digits become Persian digits. */
export function toPersianDigits(input: string | number): string {
  return String(input).replace(/[0-9]/g, (d) => FA[Number(d)]);
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
