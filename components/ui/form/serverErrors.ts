import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { describeError } from '@/api-client';

/** One zod issue as the API sends it in a 400 (`error.issues`, see server/http/route.ts). */
export interface ServerIssue {
  path: string;
  message: string;
}

/** The `error.issues` of a failed call (RTK Query's `{status, data}` or an axios error); [] when none. */
export function serverIssues(err: unknown): ServerIssue[] {
  const e = err as { data?: unknown; response?: { data?: unknown } } | null;
  const body = (e?.data ?? e?.response?.data) as { error?: { issues?: unknown } } | undefined;
  const issues = body?.error && typeof body.error === 'object' ? body.error.issues : undefined;
  if (!Array.isArray(issues)) return [];
  return issues.filter((i): i is ServerIssue => typeof i?.path === 'string' && typeof i?.message === 'string');
}

/**
 * Shows a refused submit on the form: each issue whose path is a field of the form (or is renamed to
 * one by `rename`, e.g. the bundle's 'items' onto its item list) goes under that field (ZodForm then
 * focuses the first); anything else becomes the form's message (`root.server`, see FormError), which
 * the server's Persian text (or what `message` makes of the failure, for screens whose spec names a fallback).
 */
export function applyServerError<T extends FieldValues>(
  form: UseFormReturn<T, unknown, unknown>,
  err: unknown,
  rename: Record<string, string> = {},
  message: (err: unknown) => string = (e) => describeError(e).message,
): void {
  const values = form.getValues() as Record<string, unknown>;
  const isField = (path: string) =>
    path !== '' &&
    path
      .split('.')
      .reduce<unknown>(
        (node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined),
        values,
      ) !== undefined;
  const targets = new Set(Object.values(rename));
  let placed = 0;
  let unplaced = false;
  for (const issue of serverIssues(err)) {
    const path = rename[issue.path] ?? rename[issue.path.split('.')[0]] ?? issue.path;
    if (!isField(path) && !targets.has(path)) {
      unplaced = true;
      continue;
    }
    form.setError(path as Path<T>, { type: 'server', message: issue.message });
    placed += 1;
  }
  if (!placed || unplaced) form.setError('root.server' as Path<T>, { type: 'server', message: message(err) });
}
