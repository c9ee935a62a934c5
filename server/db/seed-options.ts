import { and, eq, inArray } from 'drizzle-orm';
import type { ItemOptionGroup } from '@/lib/item-options';
import type { Tx } from './client';
import * as s from './schema';
import { newId } from './ids';

/** A demo group; every one is optional, so a plain "+" on the menu still orders the item as before. */
function group(title: string, multiple: boolean, options: [string, number][]): ItemOptionGroup {
  return {
    _id: newId(),
    title,
    required: false,
    multiple,
    options: options.map(([t, priceDelta]) => ({ _id: newId(), title: t, priceDelta })),
  };
}

const MILK: [string, number][] = [
  ['شیر بادام', 30_000],
  ['شیر جو دوسر', 25_000],
  ['شیر بدون لاکتوز', 15_000],
];

/** Demo option groups (size, milk, sugar, extras) on the lattes of every cafe, inside the demo seed's transaction. */
export async function seedOptions(tx: Tx): Promise<void> {
  const hot = () => [
    group('اندازه', false, [['بزرگ', 25_000]]),
    group('شیر', false, MILK),
    group('شکر', false, [
      ['بدون شکر', 0],
      ['کم‌شکر', 0],
    ]),
    group('افزودنی', true, [
      ['شات اضافه', 20_000],
      ['سیروپ وانیل', 15_000],
    ]),
  ];
  const cold = () => [group('شیر', false, MILK), group('افزودنی', true, [['شات اضافه', 20_000]])];
  const items = await tx
    .select({ id: s.menuItems.id, title: s.menuItems.title })
    .from(s.menuItems)
    .where(and(inArray(s.menuItems.title, ['لاته', 'آیس لاته']), eq(s.menuItems.kind, 'cafe')));
  for (const it of items) {
    await tx
      .update(s.menuItems)
      .set({ optionGroups: it.title === 'لاته' ? hot() : cold() })
      .where(eq(s.menuItems.id, it.id));
  }
}
