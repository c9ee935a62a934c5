import type { ReactNode } from 'react';
import { useFormState, type FieldValues, type Path } from 'react-hook-form';
import type { z } from 'zod';
import { FieldError, controlProps, errorAt } from './Field';
import { FormError, SubmitButton, ZodForm, useZodForm } from './ZodForm';
import LengthHint from './LengthHint';
import styles from './Form.module.css';

type Schema = z.ZodType<FieldValues, FieldValues>;

interface Props<S extends Schema> {
  schema: S;
  /** All the body's values (ids included); `name` is the one typed here. */
  defaultValues: z.input<S>;
  name: Path<z.input<S>> & string;
  id: string;
  /** Read by screen readers only; the placeholder shows. */
  label: string;
  placeholder?: string;
  maxLength?: number;
  inputTestId?: string;
  submitText: ReactNode;
  submitClassName?: string;
  /** The row's layout class (the control, the button and `children` side by side). */
  rowClassName?: string;
  onSubmit: (values: z.output<S>) => Promise<unknown>;
  /** Empty the field after a save (an add form). */
  resetAfter?: boolean;
  /** Keep the button off until the value changes (a rename form). */
  requireChange?: boolean;
  autoFocus?: boolean;
  /** The message for a failure no field takes (see ZodForm). */
  errorMessage?: (err: unknown) => string;
  children?: ReactNode;
}

function Row<S extends Schema>({
  name,
  id,
  label,
  placeholder,
  maxLength,
  inputTestId,
  submitText,
  submitClassName,
  rowClassName,
  requireChange,
  autoFocus,
  children,
  register,
}: Omit<Props<S>, 'schema' | 'defaultValues' | 'onSubmit' | 'resetAfter' | 'errorMessage'> & {
  register: ReturnType<typeof useZodForm<S>>['register'];
}) {
  const { errors, isDirty } = useFormState();
  const error = errorAt(errors, name);
  return (
    <>
      <div className={rowClassName}>
        <label className="sr-only" htmlFor={id}>
          {label}
        </label>
        <input
          {...controlProps(id, error)}
          {...register(name)}
          className="input"
          placeholder={placeholder}
          maxLength={maxLength}
          autoFocus={autoFocus}
          data-testid={inputTestId}
        />
        <SubmitButton className={submitClassName ?? 'btn btn-primary btn-sm'} disabled={requireChange && !isDirty}>
          {submitText}
        </SubmitButton>
        {children}
      </div>
      {maxLength !== undefined && (
        <p className={styles.hint}>
          <LengthHint name={name} max={maxLength} id={`${id}-length`} />
        </p>
      )}
      <FieldError id={id} error={error} />
      <FormError />
    </>
  );
}

/** A one-field form on one line (add a tag, rename a category), checked by its zod contract. */
export default function InlineForm<S extends Schema>({
  schema,
  defaultValues,
  onSubmit,
  resetAfter,
  errorMessage,
  ...row
}: Props<S>) {
  const form = useZodForm(schema, { defaultValues: defaultValues as never });
  return (
    <ZodForm
      form={form}
      errorMessage={errorMessage}
      onSubmit={async (v) => {
        await onSubmit(v);
        if (resetAfter) form.reset();
      }}
    >
      <Row<S> {...row} register={form.register} />
    </ZodForm>
  );
}
