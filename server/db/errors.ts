const PG_UNIQUE_VIOLATION = '23505';

/**
 * Whether a write failed on a unique index (SQLSTATE 23505): the driver's error itself or, as Drizzle
 * wraps driver errors, its cause.
 */
export function isUniqueViolation(err: unknown): boolean {
  const codeOf = (e: unknown) => (e && typeof e === 'object' ? (e as { code?: unknown }).code : undefined);
  return (
    codeOf(err) === PG_UNIQUE_VIOLATION || codeOf((err as { cause?: unknown } | null)?.cause) === PG_UNIQUE_VIOLATION
  );
}
