import { useEffect, useRef } from 'react';
import PhoneInput, { type Country, type Labels } from 'react-phone-number-input';
import flags from 'react-phone-number-input/flags';
import 'react-phone-number-input/style.css';
// Shows typed Latin digits with Persian glyphs while the value itself stays Latin/E.164.
import 'vazirmatn/misc/Farsi-Digits/Vazirmatn-FD-font-face.css';
import styles from './Auth.module.css';

// The package has no Persian locale; the list is limited to countries named here so no English shows.
const LABELS: Labels = {
  ZZ: 'بین‌المللی',
  country: 'کشور',
  phone: 'شماره تلفن',
  ext: 'داخلی',
  IR: 'ایران',
  AF: 'افغانستان',
  IQ: 'عراق',
  TR: 'ترکیه',
  AE: 'امارات متحده عربی',
  AM: 'ارمنستان',
  AZ: 'جمهوری آذربایجان',
  GE: 'گرجستان',
  TJ: 'تاجیکستان',
  TM: 'ترکمنستان',
  OM: 'عمان',
  QA: 'قطر',
  KW: 'کویت',
  BH: 'بحرین',
  SA: 'عربستان سعودی',
  PK: 'پاکستان',
  IN: 'هند',
  CN: 'چین',
  MY: 'مالزی',
  JP: 'ژاپن',
  RU: 'روسیه',
  DE: 'آلمان',
  FR: 'فرانسه',
  GB: 'بریتانیا',
  IT: 'ایتالیا',
  ES: 'اسپانیا',
  NL: 'هلند',
  BE: 'بلژیک',
  CH: 'سوئیس',
  AT: 'اتریش',
  SE: 'سوئد',
  NO: 'نروژ',
  DK: 'دانمارک',
  FI: 'فنلاند',
  CA: 'کانادا',
  US: 'ایالات متحده آمریکا',
  AU: 'استرالیا',
};

const COUNTRIES = Object.keys(LABELS).filter((k) => /^[A-Z]{2}$/.test(k) && k !== 'ZZ') as Country[];

interface Props {
  id: string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  error?: string | null;
  testId: string;
  disabled?: boolean;
  label?: string;
  /** Focus the number (not the country list) when shown; runs after the modal frame's own focus. */
  autoFocus?: boolean;
}

/**
 * The phone field of the login and register forms: Iran by default, national 09… format for +98,
 * E.164 value; Persian and Arabic-Indic digits typed are read as Latin digits by the parser.
 */
export default function PhoneField({
  id,
  value,
  onChange,
  error,
  testId,
  disabled,
  label = 'شماره موبایل',
  autoFocus,
}: Props) {
  const errorId = `${id}-error`;
  const wrapRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!autoFocus) return;
    const frame = requestAnimationFrame(() => wrapRef.current?.querySelector<HTMLInputElement>('input')?.focus());
    return () => cancelAnimationFrame(frame);
  }, [autoFocus]);

  return (
    <div className={styles.field}>
      <label className="label" htmlFor={id}>
        {label}
      </label>
      <div ref={wrapRef} dir="ltr" className={`${styles.phone} ${error ? styles.invalid : ''}`}>
        <PhoneInput
          id={id}
          value={value}
          onChange={onChange}
          defaultCountry="IR"
          initialValueFormat="national"
          countries={COUNTRIES}
          countryOptionsOrder={['IR', '|', '...']}
          labels={LABELS}
          locales="fa"
          flags={flags}
          disabled={disabled}
          placeholder="۰۹۱۲ ۳۴۵ ۶۷۸۹"
          countrySelectProps={{ 'aria-label': 'کشور' }}
          numberInputProps={{
            'data-testid': testId,
            dir: 'ltr',
            inputMode: 'tel',
            autoComplete: 'tel',
            'aria-invalid': error ? true : undefined,
            'aria-describedby': error ? errorId : undefined,
          }}
        />
      </div>
      {error && (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
