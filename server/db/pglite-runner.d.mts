import type { PGlite, Results } from '@electric-sql/pglite';

export const PREPARED_MAX: number;
export const TEXT_TYPES: number[];
export const ERROR_FIELDS: string[];

export function openPgliteDatabase(dir?: string, load?: Blob): Promise<PGlite>;

export interface Runner {
  query<R = Record<string, unknown>>(
    text: string,
    params?: unknown[],
    rowMode?: 'array' | 'object',
    inTransaction?: boolean,
  ): Promise<Results<R>>;
  exec(text: string, inTransaction?: boolean): Promise<Results[]>;
  /** Calls run so far (query and exec), for tests that bound a hot path's statements. */
  statementCount(): number;
}

export function createRunner(pg: PGlite, max?: number): Runner;
