import type { ReactNode } from 'react';
import { useFormContext, useFormState, type FieldValues, type Path } from 'react-hook-form';
import styles from './Form.module.css';

/** What a field's control gets: its id and the ARIA links to its error and hint. */
export interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface ShellProps {
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

/** The message of a (possibly nested, 'items.2.count') field's error. */
export function errorAt(errors: unknown, name: string): string | undefined {
  let node: unknown = errors;
  for (const part of name.split('.'))
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  const message = node && typeof node === 'object' ? (node as { message?: unknown }).message : undefined;
  return typeof message === 'string' ? message : undefined;
}

/** The first message at or under `name` (a list's own error, else its first part's: 'body.2.content'). */
export function firstError(errors: unknown, name: string): string | undefined {
  const own = errorAt(errors, name);
  if (own) return own;
  const seek = (node: unknown): string | undefined => {
    if (!node || typeof node !== 'object') return undefined;
    const m = (node as { message?: unknown }).message;
    if (typeof m === 'string') return m;
    for (const [k, v] of Object.entries(node)) {
      if (k === 'ref') continue; // the field's DOM element
      const hit = seek(v);
      if (hit) return hit;
    }
    return undefined;
  };
  let node: unknown = errors;
  for (const part of name.split('.'))
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  return seek(node);
}

/**
 * A field of the surrounding `ZodForm`: label, the control from `children`, and the zod (or server)
 * error of `name` under it. The id defaults to `f-{name}`.
 */
export function Field<T extends FieldValues = FieldValues>({
  name,
  id,
  ...rest
}: Omit<ShellProps, 'id' | 'error'> & { name: Path<T>; id?: string }) {
  const { control } = useFormContext<T>();
  const { errors } = useFormState<T>({ control, name });
  return <FieldShell id={id ?? `f-${name.replace(/\./g, '-')}`} error={errorAt(errors, name)} {...rest} />;
}
