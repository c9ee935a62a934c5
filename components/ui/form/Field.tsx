import { useFormContext, useFormState, type FieldValues, type Path } from 'react-hook-form';
import { FieldShell, type ShellProps } from './FieldShell';

// The shell works without react-hook-form, so a page with a lone date input does not load the form library.
export { FieldShell, FieldError, controlProps, type ControlProps } from './FieldShell';

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
