export { Field, FieldShell, FieldError, controlProps, errorAt, firstError, type ControlProps } from './Field';
export { ZodForm, FormError, SubmitButton, useZodForm } from './ZodForm';
export { applyServerError, serverIssues, type ServerIssue } from './serverErrors';
export { default as InlineForm } from './InlineForm';
export { default as LengthHint, lengthText } from './LengthHint';
