import type { DbOrTx } from './client';
import { plans } from './schema';
import { newId } from './ids';

/** The demo chain's member plan on sale (issue 28), used at every branch. */
export async function seedPlans(db: DbOrTx): Promise<void> {
  await db.insert(plans).values({
    id: newId(),
    title: 'پلن همکار ماهانه',
    description: 'هر ماه ۸ ساعت اتاق جلسه و ۴ پاس روزانه، و هر روز یک نوشیدنی از کافه.',
    price: 2_400_000,
    months: 1,
    roomHours: 8,
    dayPasses: 4,
    drinksPerDay: 1,
    providerIds: null,
  });
}
