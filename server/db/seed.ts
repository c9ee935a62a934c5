import { randomBytes } from 'node:crypto';
import { count } from 'drizzle-orm';
import type { Db } from './client';
import * as s from './schema';
import { newId } from './ids';
import { storage } from '../integrations/storage';
import { demoCover, type CoverShape } from './demo-covers';
import { seedContent } from './seed-content';
import { seedTickets } from './seed-tickets';
import { seedMoney } from './seed-money';
import { seedMenuAdmin } from './seed-menu';
import { seedSpace } from './seed-space';
import { seedPlans } from './seed-plans';
import { seedAcademy } from './seed-academy';
import { seedOptions } from './seed-options';

/** Demo staff, listed in the README: log in with these phones and read the code from the SMS outbox. */
export const DEMO_PHONES = {
  superAdmin: '+989120000000',
  mirdamadAdmin: '+989120000001',
  mirdamadBarista: '+989120000002',
  customer: '+989120000003',
} as const;

interface DemoItem {
  title: string;
  description: string;
  price: number;
  reduction?: number;
  shape: CoverShape;
  hue: number;
  available?: boolean;
  stock?: number;
  member?: boolean;
}

const CAFE_MENU: { title: string; items: DemoItem[] }[] = [
  {
    title: 'نوشیدنی‌های گرم',
    items: [
      {
        title: 'اسپرسو',
        description: 'دو شات اسپرسو از دانه‌های عربیکا با برشته‌کاری متوسط',
        price: 65000,
        shape: 'cup',
        hue: 25,
        member: true,
      },
      {
        title: 'لاته',
        description: 'اسپرسو با شیر بخارداده و لایه نازک فوم',
        price: 98000,
        shape: 'cup',
        hue: 30,
        member: true,
      },
      {
        title: 'کاپوچینو',
        description: 'اسپرسو، شیر و فوم به اندازه برابر با پودر کاکائو',
        price: 92000,
        reduction: 10000,
        shape: 'cup',
        hue: 20,
        member: true,
      },
      {
        title: 'چای ماسالا',
        description: 'چای سیاه دم‌کشیده با ادویه‌های هندی و شیر',
        price: 78000,
        shape: 'cup',
        hue: 10,
      },
      {
        title: 'هات چاکلت',
        description: 'شکلات تلخ ذوب‌شده با شیر داغ',
        price: 105000,
        shape: 'cup',
        hue: 15,
        available: false,
      },
    ],
  },
  {
    title: 'نوشیدنی‌های سرد',
    items: [
      {
        title: 'آیس لاته',
        description: 'اسپرسو روی یخ با شیر سرد',
        price: 110000,
        shape: 'glass',
        hue: 200,
        member: true,
      },
      { title: 'لیموناد نعناع', description: 'لیموی تازه، نعناع و سودا', price: 85000, shape: 'glass', hue: 90 },
      {
        title: 'کلد برو',
        description: 'قهوه دم‌سرد ۱۸ ساعته',
        price: 120000,
        reduction: 15000,
        shape: 'glass',
        hue: 30,
      },
    ],
  },
  {
    title: 'کیک و دسر',
    items: [
      {
        title: 'چیزکیک نیویورکی',
        description: 'چیزکیک پخته با سس توت‌فرنگی',
        price: 135000,
        shape: 'cake',
        hue: 340,
        stock: 6,
      },
      { title: 'کیک شکلاتی', description: 'کیک خیس شکلاتی با گاناش', price: 125000, shape: 'cake', hue: 20, stock: 4 },
      { title: 'کوکی', description: 'کوکی کره‌ای با تکه‌های شکلات', price: 65000, shape: 'cake', hue: 40, stock: 20 },
    ],
  },
  {
    title: 'صبحانه و غذا',
    items: [
      { title: 'املت', description: 'گوجه، تخم‌مرغ محلی و نان تازه', price: 160000, shape: 'plate', hue: 35 },
      {
        title: 'ساندویچ مرغ و پستو',
        description: 'نان چاباتا، مرغ گریل، پستو و پنیر موزارلا',
        price: 245000,
        shape: 'plate',
        hue: 100,
      },
    ],
  },
];

const SPACE_MENU: { title: string; items: DemoItem[] }[] = [
  {
    title: 'فضای کار اشتراکی',
    items: [
      {
        title: 'پاس روزانه میز اشتراکی',
        description: 'یک روز کامل میز آزاد با اینترنت پرسرعت و یک نوشیدنی گرم',
        price: 280000,
        shape: 'desk',
        hue: 210,
      },
      {
        title: 'پاس نیم‌روز',
        description: 'چهار ساعت میز آزاد با اینترنت پرسرعت',
        price: 170000,
        shape: 'desk',
        hue: 190,
      },
    ],
  },
  {
    title: 'اتاق جلسه',
    items: [
      {
        title: 'اتاق جلسه ۶ نفره (ساعتی)',
        description: 'اتاق جلسه با نمایشگر و وایت‌برد، هر ساعت',
        price: 450000,
        shape: 'room',
        hue: 260,
      },
    ],
  },
];

const PROVIDERS = [
  {
    name: 'کافه همکار میرداماد',
    branch: 'mirdamad',
    address: 'تهران، خیابان میرداماد، نبش کوچه قبادیان، پلاک ۴۲',
    displayType: ['sharedWorkspace', 'cafe'] as ('cafe' | 'sharedWorkspace')[],
    staticPhone: '02122223344',
    phone: '09121000101',
    email: 'mirdamad@hamkar.example',
    openingTime: '08:00',
    closingTime: '22:00',
    lat: 35.7601,
    lng: 51.4231,
    paymentTypes: ['pos', 'wallet', 'bank'] as ('pos' | 'wallet' | 'bank')[],
    hasRules: true,
    rules: 'سفارش پس از تایید باریستا آماده می‌شود. لغو سفارش فقط پیش از آماده شدن ممکن است.',
    space: true,
  },
  {
    name: 'کافه همکار ایرانشهر',
    branch: 'iranshahr',
    address: 'تهران، خیابان ایرانشهر، بالاتر از خیابان سمیه، پلاک ۱۸',
    displayType: ['cafe'] as ('cafe' | 'sharedWorkspace')[],
    staticPhone: '02188776655',
    phone: '09121000111',
    email: 'iranshahr@hamkar.example',
    openingTime: '09:00',
    closingTime: '23:00',
    lat: 35.7089,
    lng: 51.4187,
    paymentTypes: ['pos', 'wallet'] as ('pos' | 'wallet' | 'bank')[],
    hasRules: false,
    rules: '',
    space: false,
  },
  {
    name: 'فضای کار همکار سِلوا',
    branch: 'selva',
    address: 'تهران، بلوار میرداماد، برج سلوا، طبقه ۳',
    displayType: ['sharedWorkspace', 'cafe'] as ('cafe' | 'sharedWorkspace')[],
    staticPhone: '02126650000',
    phone: '09121000121',
    email: 'selva@hamkar.example',
    openingTime: '08:00',
    closingTime: '20:00',
    lat: 35.7585,
    lng: 51.4352,
    paymentTypes: ['pos', 'wallet', 'bank'] as ('pos' | 'wallet' | 'bank')[],
    hasRules: false,
    rules: '',
    space: true,
  },
];

function referral(): string {
  return randomBytes(6).toString('hex').slice(0, 8).toUpperCase();
}

/** Loads the demo chain when the database has no branch yet. Returns whether it seeded. */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  const [{ n }] = await db.select({ n: count() }).from(s.providers);
  if (Number(n) > 0) return false;
  await seedDemo(db);
  return true;
}

export async function seedDemo(db: Db): Promise<void> {
  const covers: { name: string; svg: string }[] = [];
  await db.transaction(async (tx) => {
    await tx
      .insert(s.memberships)
      .values([
        { level: 0, name: 'تازه‌وارد', discountPercent: 0, minOrders: 0 },
        { level: 1, name: 'همراه', discountPercent: 5, minOrders: 5 },
        { level: 2, name: 'همکار', discountPercent: 10, minOrders: 20 },
        { level: 3, name: 'هم‌خانه', discountPercent: 15, minOrders: 50 },
      ])
      .onConflictDoNothing();

    const staffIds = {
      superAdmin: newId(),
      admin: newId(),
      barista: newId(),
      customer: newId(),
    };
    await tx.insert(s.users).values([
      {
        id: staffIds.superAdmin,
        phone: DEMO_PHONES.superAdmin,
        firstName: 'مدیر',
        lastName: 'کل',
        userType: 'superAdmin',
        referralCode: referral(),
      },
      {
        id: staffIds.admin,
        phone: DEMO_PHONES.mirdamadAdmin,
        firstName: 'سارا',
        lastName: 'محمدی',
        referralCode: referral(),
      },
      {
        id: staffIds.barista,
        phone: DEMO_PHONES.mirdamadBarista,
        firstName: 'علی',
        lastName: 'رضایی',
        referralCode: referral(),
      },
      {
        id: staffIds.customer,
        phone: DEMO_PHONES.customer,
        firstName: 'مریم',
        lastName: 'احمدی',
        membershipLevel: 1,
        referralCode: referral(),
      },
    ]);

    let sort = 0;
    for (const p of PROVIDERS) {
      const providerId = newId();
      const { space, ...fields } = p;
      await tx.insert(s.providers).values({ id: providerId, ...fields, sort: sort++ });
      await tx
        .insert(s.providerTables)
        .values(
          Array.from({ length: 20 }, (_, i) => ({ id: newId(), providerId, number: i + 1, label: `میز ${i + 1}` })),
        );
      await tx.insert(s.paymentMethods).values([
        { id: newId(), providerId, title: 'کارتخوان' },
        { id: newId(), providerId, title: 'نقدی' },
        { id: newId(), providerId, title: 'کارت به کارت' },
      ]);
      if (p.branch === 'mirdamad') {
        await tx.insert(s.providerStaff).values([
          { providerId, userId: staffIds.admin, role: 'admin', accessLevel: {} },
          { providerId, userId: staffIds.barista, role: 'barista', accessLevel: {} },
        ]);
      }
      const menus = [
        ...CAFE_MENU.map((c) => ({ ...c, kind: 'cafe' as const })),
        ...(space ? SPACE_MENU.map((c) => ({ ...c, kind: 'space' as const })) : []),
      ];
      let catSort = 0;
      for (const cat of menus) {
        const categoryId = newId();
        await tx
          .insert(s.menuCategories)
          .values({ id: categoryId, providerId, title: cat.title, kind: cat.kind, sort: catSort++ });
        let itemSort = 0;
        for (const it of cat.items) {
          const cover = `${newId()}.svg`;
          covers.push({ name: cover, svg: demoCover(it.shape, it.hue) });
          await tx.insert(s.menuItems).values({
            id: newId(),
            providerId,
            categoryId,
            title: it.title,
            description: it.description,
            cover,
            price: it.price,
            reductionPrice: it.reduction ?? 0,
            available: it.available ?? true,
            stock: it.stock ?? null,
            hasMembershipDiscount: it.member ?? false,
            kind: cat.kind,
            sort: itemSort++,
          });
        }
      }
    }
    covers.push(...(await seedContent(tx)));
    await tx
      .insert(s.files)
      .values(covers.map((c) => ({ name: c.name, contentType: 'image/svg+xml', size: Buffer.byteLength(c.svg) })));
    await seedTickets(tx, staffIds);
    await seedMoney(tx, staffIds);
    await seedMenuAdmin(tx);
    await seedSpace(tx);
    await seedOptions(tx);
    await seedPlans(tx);
    await seedAcademy(tx);
  });
  for (const c of covers) await storage().put(c.name, Buffer.from(c.svg));
}

/**
 * Opens every branch around the clock (equal opening and closing times): for the end-to-end stories
 * and the bench, which order at whatever hour they run, against a server whose clock they cannot set.
 */
export async function openAroundTheClock(db: Db): Promise<void> {
  await db.update(s.providers).set({ openingTime: '00:00', closingTime: '00:00' });
}
