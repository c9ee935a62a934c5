import { and, inArray } from 'drizzle-orm';
import { toE164 } from '@/lib/phone';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../http/errors';
import { staffCondition } from '../users/filter';

/** The Persian reason a branch phone is refused (issue 16). */
export const STAFF_PHONE_REFUSED =
  'این شماره، شماره ورود یکی از کارکنان است و نمایش عمومی آن مجاز نیست؛ شماره خود شعبه را وارد کنید.';

const PHONE_FIELDS = ['phone', 'staticPhone'] as const;

/** Of these branch phones (as stored: 09…, +98…), the E.164 forms that are a staff member's login. */
export async function staffLoginPhones({
  tx,
  phones,
}: {
  tx: DbOrTx;
  phones: (string | null | undefined)[];
}): Promise<Set<string>> {
  const wanted = [...new Set(phones.map((p) => (p ? toE164(p) : null)).filter((p): p is string => Boolean(p)))];
  if (!wanted.length) return new Set();
  const rows = await tx
    .select({ phone: users.phone })
    .from(users)
    .where(and(inArray(users.phone, wanted), staffCondition()));
  return new Set(rows.map((r) => r.phone));
}

/**
 * A branch's phones are shown to everyone (branches modal, contact), so they must be the branch's own
 * lines, never a staff member's personal login number: refused field by field (400) on add and edit.
 */
export async function refuseStaffPhones({
  tx,
  fields,
}: {
  tx: DbOrTx;
  fields: { phone?: string | null; staticPhone?: string | null };
}): Promise<void> {
  const taken = await staffLoginPhones({ tx, phones: PHONE_FIELDS.map((k) => fields[k]) });
  if (!taken.size) return;
  const issues = PHONE_FIELDS.filter((k) => {
    const e164 = fields[k] ? toE164(fields[k]!) : null;
    return e164 !== null && taken.has(e164);
  }).map((path) => ({ path, message: STAFF_PHONE_REFUSED }));
  throw new AppError('BAD_INPUT', { fa: STAFF_PHONE_REFUSED, issues });
}

/** The phone to publish: empty when it is (now) a staff member's login, e.g. one stored before this rule. */
export function publicPhone({ phone, staff }: { phone: string; staff: Set<string> }): string {
  const e164 = phone ? toE164(phone) : null;
  return e164 && staff.has(e164) ? '' : phone;
}
