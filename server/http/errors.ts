import { ERRORS, type ErrorCode } from '@/lib/messages';

/** A failure a user can be told about; route() maps it to its status and Persian text. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly fa: string;
  readonly en: string;
  readonly details?: unknown;
  /** Per-field reasons, like zod's in a 400 (the form kit puts each under its field). */
  readonly issues?: { path: string; message: string }[];

  constructor(
    code: ErrorCode,
    opts: { fa?: string; details?: unknown; issues?: { path: string; message: string }[] } = {},
  ) {
    const def = ERRORS[code];
    super(def.en);
    this.code = code;
    this.status = def.status;
    this.fa = opts.fa ?? def.fa;
    this.en = def.en;
    this.details = opts.details;
    this.issues = opts.issues;
  }
}

export interface ErrorBody {
  /** `issues`: zod's, per field, for bad input; `details`: what the failure is about (AppError.details). */
  error: { code: string; message: string; eLang: { fa: string; en: string }; issues?: unknown; details?: unknown };
}

export function errorBody(code: string, fa: string, en: string, issues?: unknown, details?: unknown): ErrorBody {
  return {
    error: {
      code,
      message: fa,
      eLang: { fa, en },
      ...(issues ? { issues } : {}),
      ...(details === undefined ? {} : { details }),
    },
  };
}
