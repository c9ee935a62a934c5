import { asc } from 'drizzle-orm';
import type { VatRateAddInput, VatRateView } from '@/lib/contracts/invoice';
import { tehranIsoDate } from '@/lib/jalali';
import { clockNow } from '../../clock';
import { db } from '../../db/client';
import { newId } from '../../db/ids';
import { vatRates } from '../../db/schema';
import { AppError } from '../../http/errors';
import { VAT_TEXT } from '@/lib/messages/vat';
import { dropVatRates } from './vat-rates-cache';

/** GET /v1/vat/rates: every rate and the Tehran day it starts, oldest first. */
export async function listVatRates(): Promise<{ rates: VatRateView[] }> {
  const rows = await db().select().from(vatRates).orderBy(asc(vatRates.startsOn));
  return { rates: rows.map((r) => ({ percent: r.percent, from: r.startsOn })) };
}

/**
 * POST /v1/vat/rates/add: a rate from a day on. Only from tomorrow on (Tehran): today's and past orders
 * keep the rate they were priced with, and a day already started is never repriced. One rate a day.
 */
export async function addVatRate({
  actorId,
  input,
}: {
  actorId: string;
  input: VatRateAddInput;
}): Promise<{ rates: VatRateView[] }> {
  if (input.from <= tehranIsoDate(clockNow())) throw new AppError('BAD_INPUT', { fa: VAT_TEXT.rateNotFuture });
  const [row] = await db()
    .insert(vatRates)
    .values({ id: newId(), percent: input.percent, startsOn: input.from, createdBy: actorId })
    .onConflictDoNothing()
    .returning({ id: vatRates.id });
  if (!row) throw new AppError('CONFLICT', { fa: VAT_TEXT.rateDayTaken });
  dropVatRates();
  return listVatRates();
}
