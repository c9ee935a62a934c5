import type { PaymentMethodView } from '@/lib/contracts/provider';
import { AppError } from '../../http/errors';

export function toView(r: { id: string; title: string; providerId: string; active: boolean }): PaymentMethodView {
  return { _id: r.id, title: r.title, providerId: r.providerId, active: r.active };
}

/** Two methods in use at one branch may not share a name: the unique index decides, this names it. */
export function titleTaken(err: unknown): never {
  const code = (e: unknown) => (e && typeof e === 'object' ? (e as { code?: string }).code : undefined);
  if (code(err) === '23505' || code((err as { cause?: unknown })?.cause) === '23505')
    throw new AppError('PAYMENT_METHOD_TAKEN');
  throw err;
}
