import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from './client';
import * as s from './schema';
import { newId } from './ids';

/**
 * Demo money data inside the demo seed's transaction: vouchers and bundles at the branches, the
 * referral policy, and a welcome credit on the demo customer's wallet (written through the ledger,
 * so the ledger still adds up to the balance).
 */
export async function seedMoney(tx: Tx, ids: { customer: string; superAdmin: string }): Promise<void> {
  const branches = await tx.select().from(s.providers);
  const byBranch = new Map(branches.map((p) => [p.branch, p]));
  const items = await tx
    .select()
    .from(s.menuItems)
    .where(
      inArray(
        s.menuItems.providerId,
        branches.map((b) => b.id),
      ),
    );
  const item = (providerId: string, title: string) =>
    items.find((i) => i.providerId === providerId && i.title === title);
  const in30Days = new Date(Date.now() + 30 * 86_400_000);

  const mirdamad = byBranch.get('mirdamad');
  if (mirdamad) {
    const [hot] = await tx
      .select()
      .from(s.menuCategories)
      .where(and(eq(s.menuCategories.providerId, mirdamad.id), eq(s.menuCategories.title, 'نوشیدنی‌های گرم')));
    const welcome = newId();
    const coffee = newId();
    const personal = newId();
    await tx.insert(s.vouchers).values([
      {
        id: welcome,
        providerId: mirdamad.id,
        code: 'WELCOME10',
        title: 'خوش‌آمد: ۱۰٪ تخفیف اولین سفارش',
        type: 'percent',
        value: 10,
        maxDiscount: 50_000,
        minOrderPrice: 100_000,
        totalLimit: 500,
        perUserLimit: 1,
        scope: 'provider',
        createdBy: ids.superAdmin,
      },
      {
        id: coffee,
        providerId: mirdamad.id,
        code: 'COFFEE20',
        title: '۲۰ هزار تومان تخفیف نوشیدنی گرم',
        type: 'amount',
        value: 20_000,
        minOrderPrice: 0,
        perUserLimit: 3,
        scope: 'categories',
        endsAt: in30Days,
        createdBy: ids.superAdmin,
      },
      {
        id: personal,
        providerId: mirdamad.id,
        code: 'MARYAM50',
        title: 'هدیه تولد: ۵۰٪ تخفیف',
        type: 'percent',
        value: 50,
        maxDiscount: 100_000,
        perUserLimit: 1,
        scope: 'users',
        endsAt: in30Days,
        createdBy: ids.superAdmin,
      },
    ]);
    await tx
      .insert(s.voucherTargets)
      .values([
        ...(hot ? [{ voucherId: coffee, targetType: 'category' as const, targetId: hot.id }] : []),
        { voucherId: personal, targetType: 'user', targetId: ids.customer },
      ]);
  }

  const bundleRows: (typeof s.bundles.$inferInsert)[] = [];
  const parts: (typeof s.bundleItems.$inferInsert)[] = [];
  const addBundle = (
    providerId: string,
    b: { title: string; description: string; price: number; validDays: number; parts: [string, number][] },
    sort: number,
  ) => {
    const found = b.parts.map(([title, count]) => ({ it: item(providerId, title), count }));
    if (found.some((f) => !f.it)) return;
    const id = newId();
    bundleRows.push({
      id,
      providerId,
      title: b.title,
      description: b.description,
      price: b.price,
      validDays: b.validDays,
      sort,
    });
    found.forEach((f) => parts.push({ bundleId: id, itemId: f.it!.id, count: f.count }));
  };
  for (const p of branches) {
    addBundle(
      p.id,
      {
        title: '۱۰ لاته',
        description: 'ده لیوان لاته با ۱۳٪ تخفیف؛ هر بار که لاته سفارش دهید از این بسته کم می‌شود.',
        price: 850_000,
        validDays: 60,
        parts: [['لاته', 10]],
      },
      0,
    );
    addBundle(
      p.id,
      {
        title: 'بسته صبحانه دونفره',
        description: 'دو املت و دو اسپرسو برای یک صبح خوب.',
        price: 390_000,
        validDays: 30,
        parts: [
          ['املت', 2],
          ['اسپرسو', 2],
        ],
      },
      1,
    );
    addBundle(
      p.id,
      {
        title: 'پاس ۱۰ روزه میز اشتراکی',
        description: 'ده روز کار در فضای اشتراکی با اینترنت پرسرعت و نوشیدنی گرم روزانه.',
        price: 2_400_000,
        validDays: 90,
        parts: [['پاس روزانه میز اشتراکی', 10]],
      },
      2,
    );
  }
  if (bundleRows.length) {
    await tx.insert(s.bundles).values(bundleRows);
    await tx.insert(s.bundleItems).values(parts);
  }

  await tx.insert(s.referralPolicies).values({
    id: newId(),
    title: 'دعوت از دوستان',
    inviterReward: 50_000,
    inviteeReward: 0,
    minOrderPrice: 100_000,
    active: true,
    updatedBy: ids.superAdmin,
  });

  const welcomeCredit = 150_000;
  await tx.update(s.users).set({ wallet: welcomeCredit }).where(eq(s.users.id, ids.customer));
  await tx.insert(s.walletLedger).values({
    id: newId(),
    userId: ids.customer,
    amount: welcomeCredit,
    balanceAfter: welcomeCredit,
    reason: 'welcome',
    description: 'اعتبار هدیه خوش‌آمد',
    idemKey: `welcome:${ids.customer}`,
  });
}
