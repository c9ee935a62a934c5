import { eq } from 'drizzle-orm';
import type { PaymentBy, OrderSubmitInput } from '@/lib/contracts/order';
import type { PaymentType } from '@/lib/contracts/menu/customer';
import type { SpaceOrderSubmitInput } from '@/lib/contracts/space/booking';
import { clockNow } from '../../clock';
import { db } from '../../db/client';
import { providers } from '../../db/schema';
import { AppError } from '../../http/errors';
import { providerInputColumns } from '../order/pricing-inputs';
import { assertNotPastDay } from './lock-day';
import { bookableHours, hourStart, itemHours } from './space-hours';
import { loadSpaceItem } from './load-space-item';
import { spaceTypeOf } from './space-item-view';

function paymentAllowed(types: PaymentType[], by: PaymentBy): boolean {
  if (by === 'hybrid') return types.includes('wallet') && types.includes('bank');
  return types.includes(by);
}

/** What a booking's day, hours and branch come to, checked before its transaction opens. */
export interface BookingPlan {
  item: Awaited<ReturnType<typeof loadSpaceItem>>;
  provider: NonNullable<Awaited<ReturnType<typeof loadBranch>>>;
  type: ReturnType<typeof spaceTypeOf>;
  day: string;
  startingHour: number | null;
  endingHour: number | null;
  startsAt: Date;
  orderInput: OrderSubmitInput;
}

function loadBranch(providerId: string) {
  return db()
    .select(providerInputColumns)
    .from(providers)
    .where(eq(providers.id, providerId))
    .limit(1)
    .then((r) => r[0]);
}

/** Checks the item, the branch, the payment type, the day and the hours of one booking (no lock taken). */
export async function planBooking({ input }: { input: SpaceOrderSubmitInput }): Promise<BookingPlan> {
  const item = await loadSpaceItem({ tx: db(), itemId: input.itemId, providerId: input.providerId });
  if (!item.active || !item.available) throw new AppError('SPACE_ITEM_UNAVAILABLE');
  const provider = await loadBranch(input.providerId);
  if (!provider || !provider.active) throw new AppError('PROVIDER_NOT_FOUND');
  // Plan credit (issue 28) pays whatever the branch's payment types are (alone: checked in bookInTx).
  if (input.paymentBy !== 'credit' && !paymentAllowed(provider.paymentTypes, input.paymentBy))
    throw new AppError('PAYMENT_TYPE_NOT_ALLOWED');

  const now = clockNow();
  const day = input.startDate;
  const type = spaceTypeOf(item);
  const { openingHour, closingHour } = itemHours({ item, branch: bookableHours(provider) });
  let startingHour: number | null = null;
  let endingHour: number | null = null;
  assertNotPastDay({ day, now });
  if (type === 'resource') {
    if (input.startingHour == null || input.endingHour == null) throw new AppError('SPACE_HOURS_REQUIRED');
    if (input.endingHour <= input.startingHour) throw new AppError('SPACE_HOURS_ORDER');
    if (input.startingHour < openingHour || input.endingHour > closingHour) throw new AppError('SPACE_OUTSIDE_HOURS');
    if (hourStart({ day, hour: input.startingHour }) <= now) throw new AppError('SPACE_PAST');
    startingHour = input.startingHour;
    endingHour = input.endingHour;
  }
  const startsAt = hourStart({ day, hour: startingHour ?? openingHour });
  const count = type === 'resource' ? endingHour! - startingHour! : 1;

  const orderInput: OrderSubmitInput = {
    orderId: input.orderId,
    providerId: provider.id,
    items: [{ _id: item.id, count }],
    description: input.description ?? '',
    tableId: null,
    orderType: 'inHall',
    // An order paid with plan credit is recorded as such: nothing is taken from the wallet or the bank.
    paymentBy: input.paymentBy as PaymentBy,
    bankType: input.bankType,
    voucherId: input.voucherId ?? null,
    gift: null,
  };
  return { item, provider, type, day, startingHour, endingHour, startsAt, orderInput };
}
