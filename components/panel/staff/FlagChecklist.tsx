import { ACCESS_FLAGS, type AccessFlag, type AccessLevel } from '@/lib/permissions';
import { ACCESS_FLAG_LABELS } from '@/lib/messages/staff';
import styles from './Staff.module.css';

interface Props {
  /** The map shown; `defaultOn`: a missing flag shows as on (a branch admin's map). */
  value: AccessLevel;
  defaultOn?: boolean;
  onChange: (next: AccessLevel) => void;
  legend: string;
  idPrefix: string;
  /** Flags the person editing does not hold themselves: shown, but cannot be switched. */
  locked?: (flag: AccessFlag) => boolean;
  error?: string;
  /** The flags offered (default: all of ACCESS_FLAGS). */
  flags?: readonly AccessFlag[];
}

/** One checkbox per permission flag (ACCESS_FLAGS, or the `flags` given), with their Persian names. */
export default function FlagChecklist({
  value,
  defaultOn = false,
  onChange,
  legend,
  idPrefix,
  locked,
  error,
  flags = ACCESS_FLAGS,
}: Props) {
  const isOn = (f: AccessFlag) => (defaultOn ? value[f] !== false : value[f] === true);
  return (
    <fieldset
      className={styles.flags}
      aria-describedby={error ? `${idPrefix}-error` : undefined}
      data-testid={`${idPrefix}-flags`}
    >
      <legend>{legend}</legend>
      <div className={styles.flagGrid}>
        {flags.map((f) => (
          <label key={f} className={styles.flag} htmlFor={`${idPrefix}-${f}`}>
            <input
              id={`${idPrefix}-${f}`}
              type="checkbox"
              checked={isOn(f)}
              disabled={locked?.(f)}
              onChange={(e) => onChange({ ...value, [f]: e.target.checked })}
              data-flag={f}
            />
            {ACCESS_FLAG_LABELS[f]}
          </label>
        ))}
      </div>
      {error && (
        <p id={`${idPrefix}-error`} className="field-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
