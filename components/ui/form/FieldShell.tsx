import type { ReactNode } from 'react';
import styles from './Form.module.css';

/** What a field's control gets: its id and the ARIA links to its error and hint. */
export interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface ShellProps {
  id: string;
  label: ReactNode;
  /** The Persian error shown under the control (red outline through aria-invalid). */
  error?: string;
  hint?: ReactNode;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}

/**
 * A labelled control with its hint and its error under it. Works without a form library (the date
 * range input uses it for its two ends); inside a form, use `Field`, which finds the error itself.
 */
export function FieldShell({ id, label, error, hint, className, children }: ShellProps) {
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <label className="label" htmlFor={id}>
        {label}
      </label>
      {children(controlProps(id, error, hint))}
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      <FieldError id={id} error={error} />
    </div>
  );
}

/** The ARIA a control with this id gets: invalid when it has an error, described by its error and hint. */
export function controlProps(id: string, error?: string, hint?: ReactNode): ControlProps {
  const describedBy = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;
  return { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy };
}

/** The error line under the control with this id (what controlProps points at). */
export function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={`${id}-error`} className="field-error" data-testid="field-error">
      {error}
    </p>
  );
}
