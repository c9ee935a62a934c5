import type { PaymentMethodView } from '@/lib/contracts/provider';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../http/errors';

export function toView(r: { id: string; title: string; providerId: string; active: boolean }): PaymentMethodView {
  return { _id: r.id, title: r.title, providerId: r.providerId, active: r.active };
}

/** Two methods in use at one branch may not share a name: the unique index decides, this names it. */
export function titleTaken(err: unknown): never {
  if (isUniqueViolation(err)) throw new AppError('PAYMENT_METHOD_TAKEN');
  throw err;
}
