import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState, type ButtonHTMLAttributes, type FormHTMLAttributes, type ReactNode } from 'react';
import {
  FormProvider,
  useForm,
  useFormContext,
  useFormState,
  type FieldValues,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import Spinner from '@/components/ui/Spinner';
import { applyServerError } from './serverErrors';
import styles from './Form.module.css';

type Schema = z.ZodType<FieldValues, FieldValues>;

/**
 * react-hook-form checked by a lib/contracts zod schema: errors show after the first submit and then
 * follow each change. Values in are the schema's input (what the fields hold, strings), values out
 * its output (what the API takes). ZodForm moves focus to the first field in error.
 */
export function useZodForm<S extends Schema>(
  schema: S,
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'> = {},
) {
  // react-hook-form would focus the first field it registered, which is not always the first on screen.
  return useForm<z.input<S>, unknown, z.output<S>>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
    ...options,
    resolver: zodResolver(schema),
  });
}

interface ZodFormProps<I extends FieldValues, O> extends Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'onSubmit' | 'children'
> {
  form: UseFormReturn<I, unknown, O>;
  /** Called with the schema's output; a throw (the API refusing) is shown on the form by applyServerError. */
  onSubmit: (values: O) => Promise<unknown> | unknown;
  /** Server issue paths that name a different form field (see applyServerError). */
  rename?: Record<string, string>;
  /** The form's message for a failure no field takes; the server's text by default. */
  errorMessage?: (err: unknown) => string;
  children: ReactNode;
}

/** A <form> over a `useZodForm` form: no browser validation, the zod schema decides; server refusals land on the fields. */
export function ZodForm<I extends FieldValues, O>({
  form,
  onSubmit,
  rename,
  errorMessage,
  children,
  ...rest
}: ZodFormProps<I, O>) {
  // Focus goes to the first field in error on screen once the errors have rendered (react-hook-form
  // would pick the first field registered, and a controlled field's element is not known to it).
  const element = useRef<HTMLFormElement>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  // The fields learn of their errors through their own subscriptions, which may render after this
  // component's effect: look for the first marked field once they have (a task later).
  useEffect(() => {
    if (!focusRequest) return;
    const timer = setTimeout(() => element.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
    return () => clearTimeout(timer);
  }, [focusRequest]);
  const submit = form.handleSubmit(
    async (values) => {
      try {
        await onSubmit(values);
      } catch (err) {
        applyServerError(form, err, rename, errorMessage);
        setFocusRequest((n) => n + 1);
      }
    },
    () => setFocusRequest((n) => n + 1),
  );
  return (
    <FormProvider {...form}>
      <form ref={element} noValidate onSubmit={submit} {...rest}>
        {children}
      </form>
    </FormProvider>
  );
}

/** The form's own message: a server refusal that names no field (or a network failure). */
export function FormError({ testId }: { testId?: string }) {
  const { errors } = useFormState();
  const message = errors.root?.server?.message;
  if (!message) return null;
  return (
    <p className={styles.alert} role="alert" data-testid={testId}>
      {message}
    </p>
  );
}

/** The submit button: disabled with a spinner while the submit is being sent. */
export function SubmitButton({
  children,
  className = 'btn btn-primary',
  disabled,
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement>) {
  const { control } = useFormContext();
  const { isSubmitting } = useFormState({ control });
  return (
    <button
      type="submit"
      className={className}
      disabled={isSubmitting || disabled}
      aria-busy={isSubmitting || undefined}
      {...rest}
    >
      {isSubmitting && <Spinner label="در حال ذخیره" />}
      {children}
    </button>
  );
}
