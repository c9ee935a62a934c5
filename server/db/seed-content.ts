import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { BlogBodyPart } from '@/lib/contracts/blog';
import type { PrivacyKey } from '@/lib/contracts/profile';
import type { Tx } from './client';
import * as s from './schema';
import { newId } from './ids';
import { demoCover, type CoverShape } from './demo-covers';

/** The community category's id in the demo data (COMMUNITY_CATEGORY_ID defaults to it). */
export const DEMO_COMMUNITY_CATEGORY_ID = 'community';

type Image = { name: string; svg: string };

const image = (images: Image[], shape: CoverShape, hue: number): string => {
  const name = `${newId()}.svg`;
  images.push({ name, svg: demoCover(shape, hue) });
  return name;
};

const referral = () => randomBytes(6).toString('hex').slice(0, 8).toUpperCase();

/** Members who show up on the explore page; one keeps a private profile. */
const MEMBERS: {
  phone: string;
  firstName: string;
  lastName: string;
  firstNameFa: string;
  lastNameFa: string;
  username: string;
  bio: string;
  gender: 'male' | 'female';
  tags: string[];
  socialMedia?: Record<string, string>;
  privacy?: Partial<Record<PrivacyKey, boolean>>;
  email?: string;
}[] = [
  {
    phone: '+989120000101',
    firstName: 'Niloofar',
    lastName: 'Karimi',
    firstNameFa: 'نیلوفر',
    lastNameFa: 'کریمی',
    username: 'niloofar.k',
    bio: 'طراح محصول؛ صبح‌ها با یک فلت‌وایت در میز کنار پنجره میرداماد پیدایم می‌کنید.',
    gender: 'female',
    tags: ['طراحی محصول', 'استارتاپ'],
    socialMedia: { linkedin: 'niloofar-karimi', instagram: 'nilo.designs' },
  },
  {
    phone: '+989120000102',
    firstName: 'Reza',
    lastName: 'Tavakoli',
    firstNameFa: 'رضا',
    lastNameFa: 'توکلی',
    username: 'reza.dev',
    bio: 'برنامه‌نویس بک‌اند و عاشق کلد برو. دنبال هم‌تیمی برای پروژه‌های متن‌باز هستم.',
    gender: 'male',
    tags: ['برنامه‌نویسی', 'هوش مصنوعی'],
    socialMedia: { x: 'rezatavakoli', website: 'https://rezatavakoli.ir' },
    privacy: { showEmail: true },
    email: 'reza@rezatavakoli.ir',
  },
  {
    phone: '+989120000103',
    firstName: 'Sepideh',
    lastName: 'Moradi',
    firstNameFa: 'سپیده',
    lastNameFa: 'مرادی',
    username: 'sepideh.m',
    bio: 'بازاریاب دیجیتال؛ روزهای زوج در فضای کار سلوا هستم.',
    gender: 'female',
    tags: ['بازاریابی دیجیتال', 'نویسندگی'],
    socialMedia: { instagram: 'sepideh.marketing', telegram: 'sepidehm' },
  },
  {
    phone: '+989120000104',
    firstName: 'Amir',
    lastName: 'Hosseini',
    firstNameFa: 'امیر',
    lastNameFa: 'حسینی',
    username: 'amir.h',
    bio: 'مدیر پروژه در یک استارتاپ لجستیک. اهل کتاب و شطرنج.',
    gender: 'male',
    tags: ['مدیریت پروژه', 'کتاب‌خوانی', 'استارتاپ'],
  },
  {
    phone: '+989120000105',
    firstName: 'Mahsa',
    lastName: 'Jafari',
    firstNameFa: 'مهسا',
    lastNameFa: 'جعفری',
    username: 'mahsa.photo',
    bio: 'عکاس مستقل؛ گالری کافه ایرانشهر را با عکس‌های من دیده‌اید.',
    gender: 'female',
    tags: ['عکاسی', 'قهوه'],
    socialMedia: { instagram: 'mahsa.jafari.photo' },
  },
  {
    phone: '+989120000106',
    firstName: 'Kian',
    lastName: 'Rostami',
    firstNameFa: 'کیان',
    lastNameFa: 'رستمی',
    username: 'kian.r',
    bio: 'ترجیح می‌دهم پروفایلم دیده نشود.',
    gender: 'male',
    tags: ['برنامه‌نویسی'],
    privacy: { publicProfile: false },
  },
];

const TAGS = [
  'برنامه‌نویسی',
  'طراحی محصول',
  'استارتاپ',
  'بازاریابی دیجیتال',
  'عکاسی',
  'نویسندگی',
  'هوش مصنوعی',
  'مدیریت پروژه',
  'قهوه',
  'کتاب‌خوانی',
];
const TOP_TAGS = ['برنامه‌نویسی', 'طراحی محصول', 'استارتاپ', 'بازاریابی دیجیتال', 'عکاسی'];

const BLOG_CATEGORIES = [
  { id: DEMO_COMMUNITY_CATEGORY_ID, name: 'جامعه همکار' },
  { id: newId(), name: 'قهوه‌شناسی' },
  { id: newId(), name: 'کار و بهره‌وری' },
  { id: newId(), name: 'رویدادها' },
  { id: newId(), name: 'اخبار همکار' },
];

type Part =
  { type: 'text' | 'heading'; content: string } | { type: 'image'; shape: CoverShape; hue: number; content: string };

const POSTS: {
  category: number;
  title: string;
  description: string;
  shape: CoverShape;
  hue: number;
  daysAgo: number;
  parts: Part[];
  community?: 'approved' | 'pending';
  author?: number;
}[] = [
  {
    category: 1,
    title: 'راهنمای انتخاب دانه قهوه برای دم‌آوری در خانه',
    description: 'عربیکا یا روبوستا، برشته‌کاری روشن یا تیره؟ هر آنچه برای خرید اولین بسته دانه قهوه باید بدانید.',
    shape: 'cup',
    hue: 25,
    daysAgo: 2,
    parts: [
      {
        type: 'text',
        content:
          '<p>اولین قدم برای یک فنجان قهوه خوب در خانه، انتخاب دانه مناسب است. باریستاهای همکار هر هفته ده‌ها سوال درباره خرید دانه می‌شنوند؛ این راهنما خلاصه همان گفتگوهاست.</p>',
      },
      { type: 'heading', content: 'عربیکا یا روبوستا؟' },
      {
        type: 'text',
        content:
          '<p>دانه‌های <strong>عربیکا</strong> اسیدیته و عطر بیشتری دارند و برای دم‌آوری‌های دستی مثل وی‌شصت و کمکس مناسب‌اند. <strong>روبوستا</strong> کافئین بیشتر و تلخی پررنگ‌تری دارد و در ترکیب‌های اسپرسو کرما را غلیظ‌تر می‌کند.</p>',
      },
      { type: 'image', shape: 'cup', hue: 30, content: 'اسپرسوی دوبل با دانه‌های عربیکای برشته‌کاری متوسط' },
      { type: 'heading', content: 'تاریخ برشته‌کاری را ببینید' },
      {
        type: 'text',
        content:
          '<p>قهوه بین هفت تا سی روز پس از برشته‌کاری بهترین طعم را دارد. روی بسته به دنبال تاریخ رُست باشید، نه فقط تاریخ انقضا.</p><ul><li>برای اسپرسو: ۷ تا ۲۱ روز پس از رُست</li><li>برای دم‌آوری دستی: ۵ تا ۳۰ روز پس از رُست</li></ul>',
      },
      {
        type: 'text',
        content: '<p>اگر آسیاب ندارید، از باریستای شعبه بخواهید دانه را متناسب با روش دم‌آوری شما آسیاب کند.</p>',
      },
    ],
  },
  {
    category: 2,
    title: 'پنج عادت برای یک روز کاری پربازده در فضای کار اشتراکی',
    description: 'از رزرو میز ثابت تا استفاده درست از اتاق جلسه؛ تجربه اعضای همکار از کار کردن کنار دیگران.',
    shape: 'desk',
    hue: 210,
    daysAgo: 5,
    parts: [
      {
        type: 'text',
        content:
          '<p>کار کردن در فضای اشتراکی یعنی انرژی جمع، اما بدون چند عادت ساده همین انرژی می‌تواند حواس‌پرتی بسازد. این پنج عادت را از اعضای قدیمی همکار یاد گرفته‌ایم.</p>',
      },
      { type: 'heading', content: '۱. روز را با برنامه شروع کنید' },
      {
        type: 'text',
        content:
          '<p>پیش از باز کردن ایمیل، سه کار اصلی روز را روی کاغذ بنویسید. میزهای کنار پنجره برای تمرکز صبحگاهی بهترین‌اند.</p>',
      },
      { type: 'heading', content: '۲. تماس‌ها را به اتاق جلسه ببرید' },
      {
        type: 'text',
        content:
          '<p>اتاق جلسه ۶ نفره را می‌توانید ساعتی از منوی فضای کار رزرو کنید؛ تماس‌های تصویری طولانی آنجا راحت‌ترند و هم‌میزی‌ها هم سپاسگزارند.</p>',
      },
      { type: 'image', shape: 'room', hue: 260, content: 'اتاق جلسه شعبه میرداماد' },
      { type: 'heading', content: '۳. استراحت‌های کوتاه و منظم' },
      {
        type: 'text',
        content: '<p>هر نود دقیقه ده دقیقه از میز دور شوید. یک چای ماسالا در بخش کافه بهانه خوبی است.</p>',
      },
    ],
  },
  {
    category: 3,
    title: 'شب شعر و قهوه در همکار ایرانشهر',
    description: 'پنجشنبه‌شب‌ها در ایرانشهر دور هم شعر می‌خوانیم؛ ورود برای همه آزاد است.',
    shape: 'glass',
    hue: 300,
    daysAgo: 9,
    parts: [
      {
        type: 'text',
        content:
          '<p>از این ماه، پنجشنبه‌ها ساعت ۱۹ در کافه همکار ایرانشهر میزبان شب شعر هستیم. شاعران جوان شعرهای تازه‌شان را می‌خوانند و بعد درباره‌اش گفتگو می‌کنیم.</p>',
      },
      { type: 'heading', content: 'چطور شرکت کنم؟' },
      {
        type: 'text',
        content:
          '<p>ورود آزاد است و نیازی به ثبت‌نام نیست. اگر می‌خواهید شعر بخوانید، پیش از ساعت ۱۸ به باریستای شعبه خبر دهید تا در فهرست خوانندگان قرار بگیرید.</p>',
      },
    ],
  },
  {
    category: 4,
    title: 'فضای کار همکار سلوا افتتاح شد',
    description: 'شعبه تازه همکار در بلوار میرداماد با ۴۰ میز اشتراکی، دو اتاق جلسه و کافه تخصصی آماده پذیرایی است.',
    shape: 'room',
    hue: 200,
    daysAgo: 14,
    parts: [
      {
        type: 'text',
        content:
          '<p>با افتخار اعلام می‌کنیم فضای کار همکار سلوا در طبقه سوم برج سلوا افتتاح شد. این شعبه از ساعت ۸ تا ۲۰ باز است.</p>',
      },
      { type: 'image', shape: 'desk', hue: 190, content: 'میزهای اشتراکی رو به بلوار' },
      { type: 'heading', content: 'چه امکاناتی دارد؟' },
      {
        type: 'text',
        content:
          '<ul><li>۴۰ میز اشتراکی با اینترنت پرسرعت</li><li>دو اتاق جلسه با نمایشگر</li><li>کافه با منوی کامل نوشیدنی‌های گرم و سرد</li></ul><p>اعضای باشگاه همکار در ماه اول از تخفیف ویژه پاس روزانه بهره‌مند می‌شوند.</p>',
      },
    ],
  },
  {
    category: 1,
    title: 'کلد برو چیست و چرا ۱۸ ساعت دم می‌کشد؟',
    description: 'قهوه دم‌سرد با تلخی کمتر و شیرینی طبیعی بیشتر؛ از دستور تهیه تا نگهداری.',
    shape: 'glass',
    hue: 30,
    daysAgo: 20,
    parts: [
      {
        type: 'text',
        content:
          '<p>کلد برو با آب سرد و در زمانی طولانی عصاره‌گیری می‌شود. نتیجه، نوشیدنی‌ای با اسیدیته کم و طعم شکلاتی است که در تابستان محبوب‌ترین نوشیدنی منوی ماست.</p>',
      },
      { type: 'heading', content: 'دستور ساده خانگی' },
      {
        type: 'text',
        content:
          '<ol><li>۱۰۰ گرم قهوه با آسیاب درشت</li><li>یک لیتر آب خنک</li><li>۱۸ ساعت در یخچال، سپس صاف کردن با فیلتر کاغذی</li></ol><p>کلد برو تا یک هفته در یخچال تازه می‌ماند.</p>',
      },
    ],
  },
  {
    category: 2,
    title: 'چطور از اتاق جلسه بیشترین استفاده را ببریم؟',
    description: 'رزرو ساعتی، تجهیزات آماده و چند نکته برای جلسه‌هایی که به نتیجه می‌رسند.',
    shape: 'room',
    hue: 240,
    daysAgo: 27,
    parts: [
      {
        type: 'text',
        content:
          '<p>اتاق‌های جلسه همکار نمایشگر، وایت‌برد و اینترنت جداگانه دارند. برای جلسه‌ای نتیجه‌بخش، دستور جلسه را پیش از شروع برای همه بفرستید و زمان را دقیق نگه دارید.</p>',
      },
      {
        type: 'text',
        content:
          '<p>رزرو اتاق از منوی فضای کار هر شعبه انجام می‌شود و هزینه آن از کیف پول یا درگاه بانکی پرداخت می‌شود.</p>',
      },
    ],
  },
  {
    category: 0,
    community: 'approved',
    author: 0,
    title: 'تجربه من از شش ماه کار در همکار میرداماد',
    description: 'از اولین روزی که با لپ‌تاپ و تردید آمدم تا حالا که هم‌تیمی‌هایم را اینجا پیدا کرده‌ام.',
    shape: 'desk',
    hue: 150,
    daysAgo: 4,
    parts: [
      {
        type: 'text',
        content:
          '<p>شش ماه پیش برای اولین بار با یک پاس روزانه به همکار میرداماد آمدم. فکر می‌کردم فقط جایی برای کار است، اما خیلی زود فهمیدم آدم‌هایش مهم‌ترند.</p>',
      },
      { type: 'heading', content: 'چه چیزی تغییر کرد؟' },
      {
        type: 'text',
        content:
          '<p>در صف قهوه با رضا آشنا شدم و حالا روی یک پروژه مشترک کار می‌کنیم. صفحه شبکه‌سازی همکار هم کمک کرد آدم‌های هم‌علاقه را پیدا کنم.</p>',
      },
    ],
  },
  {
    category: 0,
    community: 'pending',
    author: 2,
    title: 'پیشنهاد: کارگاه بازاریابی محتوا برای اعضا',
    description: 'اگر علاقه‌مندید، یک کارگاه دوساعته درباره بازاریابی محتوا برگزار کنیم.',
    shape: 'plate',
    hue: 60,
    daysAgo: 1,
    parts: [
      {
        type: 'text',
        content:
          '<p>سلام به همه اعضا! پیشنهاد می‌کنم یک کارگاه دوساعته درباره تولید محتوا برای شبکه‌های اجتماعی برگزار کنیم. اگر موافقید، زیر همین نوشته اعلام کنید.</p>',
      },
    ],
  },
];

const FAQ: { category: string; items: [string, string][] }[] = [
  {
    category: 'سفارش و پرداخت',
    items: [
      [
        'چطور از منو سفارش بدهم؟',
        'شعبه را انتخاب کنید، آیتم‌ها را به سبد اضافه کنید و در صفحه سبد خرید نوع سفارش (سالن، بیرون‌بر یا ارسال) و روش پرداخت را انتخاب کنید. پس از تایید باریستا، وضعیت سفارش را در صفحه پیگیری می‌بینید.',
      ],
      [
        'چه روش‌های پرداختی دارید؟',
        'پرداخت در محل، کیف پول و درگاه بانکی. روش‌های فعال هر شعبه هنگام پرداخت نمایش داده می‌شود.',
      ],
      [
        'آیا می‌توانم سفارشم را لغو کنم؟',
        'تا پیش از آماده شدن سفارش، با باریستای شعبه هماهنگ کنید تا سفارش لغو شود. مبلغ پرداخت‌شده به کیف پول شما برمی‌گردد.',
      ],
      [
        'اسکن کد QR روی میز چه کار می‌کند؟',
        'با اسکن کد QR، شماره میز شما به سفارش اضافه می‌شود و سفارش سر همان میز تحویل داده می‌شود.',
      ],
    ],
  },
  {
    category: 'فضای کار اشتراکی',
    items: [
      ['پاس روزانه شامل چه امکاناتی است؟', 'یک روز کامل میز آزاد، اینترنت پرسرعت و یک نوشیدنی گرم از منوی کافه.'],
      [
        'اتاق جلسه را چطور رزرو کنم؟',
        'از منوی فضای کار شعبه، اتاق جلسه را انتخاب کنید، روز و ساعت شروع و پایان را مشخص کنید و پرداخت را انجام دهید.',
      ],
      [
        'آیا می‌توانم قبل از خرید پاس از فضا بازدید کنم؟',
        'بله؛ بازدید حضوری در میرداماد ساعت ۸ تا ۱۰ صبح و عصر و در بلوار ساعت ۹ تا ۱۸ ممکن است.',
      ],
    ],
  },
  {
    category: 'باشگاه و کیف پول',
    items: [
      [
        'باشگاه همکار چیست؟',
        'هر چه بیشتر سفارش بدهید، سطح عضویت شما بالاتر می‌رود و روی آیتم‌های منتخب تخفیف بیشتری می‌گیرید.',
      ],
      [
        'چطور کیف پولم را شارژ کنم؟',
        'از صفحه پروفایل، بخش کیف پول را باز کنید و مبلغ دلخواه را از درگاه بانکی پرداخت کنید.',
      ],
    ],
  },
  {
    category: 'حساب کاربری',
    items: [
      [
        'چطور پروفایلم را خصوصی کنم؟',
        'در صفحه ویرایش پروفایل، بخش حریم خصوصی، گزینه «نمایش پروفایل به دیگران» را خاموش کنید. در این حالت فقط نام و تصویر شما دیده می‌شود و در صفحه شبکه‌سازی نمایش داده نمی‌شوید.',
      ],
      [
        'کد معرف را کجا پیدا کنم؟',
        'کد معرف شما در صفحه پروفایل نمایش داده می‌شود. دوستانتان می‌توانند هنگام ثبت نام آن را وارد کنند.',
      ],
    ],
  },
];

/**
 * Demo content for the content area: community members with tags, blog categories and posts with
 * body parts, FAQ with categories and every about-us section. Runs inside seedDemo's transaction;
 * returns the SVG images it references so the caller stores them with the menu covers.
 */
export async function seedContent(tx: Tx): Promise<Image[]> {
  const images: Image[] = [];

  // Tags and members.
  const tagIds = new Map(TAGS.map((name) => [name, newId()]));
  await tx.insert(s.tags).values(
    TAGS.map((name) => ({
      id: tagIds.get(name)!,
      name,
      top: TOP_TAGS.includes(name),
      topSort: Math.max(0, TOP_TAGS.indexOf(name)),
    })),
  );
  const memberIds: string[] = [];
  for (const m of MEMBERS) {
    const id = newId();
    memberIds.push(id);
    await tx.insert(s.users).values({
      id,
      phone: m.phone,
      firstName: m.firstNameFa,
      lastName: m.lastNameFa,
      firstNameFa: m.firstNameFa,
      lastNameFa: m.lastNameFa,
      username: m.username,
      bio: m.bio,
      gender: m.gender,
      email: m.email ?? null,
      socialMedia: m.socialMedia ?? {},
      // The demo members have opted in to networking (new profiles are private by default).
      privacy: { publicProfile: true, ...(m.privacy ?? {}) },
      referralCode: referral(),
    });
    await tx.insert(s.userTags).values(m.tags.map((t) => ({ userId: id, tagId: tagIds.get(t)! })));
  }

  // Staff of the demo chain, by phone (seeded just before this runs).
  const staff = await tx
    .select({ id: s.users.id, phone: s.users.phone })
    .from(s.users)
    .where(inArray(s.users.phone, ['+989120000000', '+989120000001', '+989120000002']));
  const byPhone = new Map(staff.map((u) => [u.phone, u.id]));
  const editor = byPhone.get('+989120000000') ?? null;

  // Blog.
  await tx.insert(s.blogCategories).values(BLOG_CATEGORIES.map((c, i) => ({ id: c.id, name: c.name, sort: i })));
  const day = 86_400_000;
  for (const p of POSTS) {
    const body: BlogBodyPart[] = p.parts.map((part, index) =>
      part.type === 'image'
        ? { index, type: 'image', content: part.content, name: image(images, part.shape, part.hue) }
        : { index, type: part.type, content: part.content },
    );
    const at = new Date(Date.now() - p.daysAgo * day);
    const active = p.community !== 'pending';
    const id = newId();
    const likers = active ? memberIds.slice(0, (p.title.length % 5) + 1) : [];
    await tx.insert(s.blogPosts).values({
      id,
      categoryId: BLOG_CATEGORIES[p.category].id,
      authorId: p.author !== undefined ? memberIds[p.author] : editor,
      title: p.title,
      description: p.description,
      cover: image(images, p.shape, p.hue),
      body,
      active,
      likeNum: likers.length,
      publishedAt: active ? at : null,
      createdAt: at,
      updatedAt: at,
    });
    if (likers.length) await tx.insert(s.blogLikes).values(likers.map((userId) => ({ blogId: id, userId })));
  }

  // FAQ.
  let faqSort = 0;
  for (const [ci, group] of FAQ.entries()) {
    const categoryId = newId();
    await tx.insert(s.faqCategories).values({ id: categoryId, name: group.category, sort: ci });
    await tx
      .insert(s.faqs)
      .values(
        group.items.map(([question, answer]) => ({ id: newId(), categoryId, question, answer, sort: faqSort++ })),
      );
  }

  // About-us.
  const providers = await tx.select({ id: s.providers.id, branch: s.providers.branch }).from(s.providers);
  const branch = (b: string) => providers.find((p) => p.branch === b)?.id ?? null;
  const about: { section: string; data: Record<string, unknown> }[] = [
    {
      section: 'introduction',
      data: {
        title: 'همکار چیست؟',
        text: 'همکار زنجیره‌ای از کافه‌ها و فضاهای کار اشتراکی در تهران است؛ جایی که قهوه خوب، میز کار آرام و آدم‌های تازه کنار هم قرار می‌گیرند. از سال ۱۳۹۸ در میرداماد شروع کردیم و امروز سه شعبه داریم.',
      },
    },
    {
      section: 'introduction',
      data: {
        title: 'برای چه کسانی؟',
        text: 'برای فریلنسرها، تیم‌های کوچک، دانشجوها و هر کسی که می‌خواهد بیرون از خانه، در فضایی گرم و حرفه‌ای کار کند یا فقط یک فنجان قهوه بنوشد.',
      },
    },
    {
      section: 'strategicPillars',
      data: {
        title: 'کیفیت بی‌تعارف',
        description: 'دانه‌های تازه‌رُست، باریستاهای آموزش‌دیده و میزهایی که برای کار طولانی ساخته شده‌اند.',
      },
    },
    {
      section: 'strategicPillars',
      data: {
        title: 'جامعه‌سازی',
        description: 'رویدادها، شبکه‌سازی و باشگاه مشتریان برای اینکه آدم‌ها همدیگر را پیدا کنند.',
      },
    },
    {
      section: 'strategicPillars',
      data: {
        title: 'تجربه دیجیتال ساده',
        description: 'سفارش سر میز با QR، پرداخت با کیف پول و رزرو فضای کار بدون صف.',
      },
    },
    {
      section: 'strategicPillars',
      data: {
        title: 'پایداری',
        description: 'لیوان‌های قابل بازیافت، کاهش دورریز شیر و خرید مستقیم از تولیدکنندگان قهوه.',
      },
    },
    {
      section: 'goals',
      data: {
        title: 'ده شعبه تا ۱۴۰۸',
        description: 'گسترش همکار به محله‌های پرتردد تهران با همان کیفیت شعبه میرداماد.',
      },
    },
    {
      section: 'goals',
      data: {
        title: 'ده هزار عضو فعال باشگاه',
        description: 'باشگاهی که در آن وفاداری با تخفیف و امکانات واقعی پاسخ داده می‌شود.',
      },
    },
    { section: 'goals', data: { title: 'صفر کاغذ', description: 'همه سفارش‌ها، رسیدها و فرم‌ها دیجیتال.' } },
    {
      section: 'ourStory',
      data: {
        year: '۱۳۹۸',
        title: 'اولین فنجان',
        description: 'کافه همکار میرداماد با شش میز و یک دستگاه اسپرسو باز شد.',
      },
    },
    {
      section: 'ourStory',
      data: {
        year: '۱۴۰۰',
        title: 'فضای کار اشتراکی',
        description: 'طبقه دوم میرداماد به فضای کار اشتراکی با ۲۰ میز تبدیل شد.',
      },
    },
    {
      section: 'ourStory',
      data: {
        year: '۱۴۰۲',
        title: 'همکار ایرانشهر',
        description: 'دومین کافه در خیابان ایرانشهر با تمرکز بر رویدادهای فرهنگی افتتاح شد.',
      },
    },
    {
      section: 'ourStory',
      data: {
        year: '۱۴۰۴',
        title: 'همکار سلوا',
        description: 'بزرگ‌ترین فضای کار ما در بلوار میرداماد با ۴۰ میز و دو اتاق جلسه.',
      },
    },
    {
      section: 'products',
      data: { title: 'کافه همکار', description: 'قهوه تخصصی، صبحانه و کیک‌های خانگی در هر سه شعبه.', link: '/menu' },
    },
    {
      section: 'products',
      data: {
        title: 'فضای کار اشتراکی',
        description: 'پاس روزانه، نیم‌روز و اتاق جلسه ساعتی.',
        link: '/about-us/table',
      },
    },
    {
      section: 'products',
      data: { title: 'باشگاه همکار', description: 'سطح‌بندی مشتریان با تخفیف روی آیتم‌های منتخب.', link: '/club' },
    },
    { section: 'quickAccess', data: { title: 'منوی کافه', link: '/menu' } },
    { section: 'quickAccess', data: { title: 'سوالات متداول', link: '/FAQ' } },
    { section: 'quickAccess', data: { title: 'باشگاه مشتریان', link: '/club' } },
    { section: 'quickAccess', data: { title: 'ساعات کاری تعطیلات', link: '/about-us/holyDayTable' } },
    { section: 'gallery', data: { image: image(images, 'cup', 20), caption: 'بار قهوه شعبه میرداماد' } },
    { section: 'gallery', data: { image: image(images, 'desk', 210), caption: 'میزهای اشتراکی طبقه دوم' } },
    { section: 'gallery', data: { image: image(images, 'room', 260), caption: 'اتاق جلسه ۶ نفره' } },
    { section: 'gallery', data: { image: image(images, 'cake', 340), caption: 'چیزکیک نیویورکی، پرفروش‌ترین دسر ما' } },
    {
      section: 'instructions',
      data: {
        title: 'سکوت در میزهای تمرکز',
        description: 'میزهای ردیف پنجره برای کار بی‌صدا هستند؛ تماس‌ها را در اتاق جلسه یا بخش کافه انجام دهید.',
      },
    },
    {
      section: 'instructions',
      data: {
        title: 'رزرو اتاق جلسه',
        description:
          'اتاق جلسه را از منوی فضای کار رزرو کنید؛ حداکثر ده دقیقه پس از زمان شروع، رزرو شما نگه داشته می‌شود.',
      },
    },
    {
      section: 'instructions',
      data: { title: 'سفارش سر میز', description: 'کد QR روی هر میز را اسکن کنید تا سفارش شما سر همان میز تحویل شود.' },
    },
    {
      section: 'forms',
      data: {
        title: 'فرم ثبت درخواست پشتیبانی',
        description: 'برای پیشنهاد، انتقاد یا مشکل در سفارش، درخواست پشتیبانی ثبت کنید.',
        link: '/userTicket/add',
        file: null,
      },
    },
    {
      section: 'forms',
      data: {
        title: 'تکمیل اطلاعات پروفایل',
        description: 'برای حضور در صفحه شبکه‌سازی، نام و علاقه‌مندی‌های خود را کامل کنید.',
        link: '/profile/edit',
        file: null,
      },
    },
    {
      section: 'laws',
      data: {
        title: 'پذیرش سفارش',
        description:
          'سفارش پس از تایید باریستا آماده می‌شود. لغو سفارش فقط پیش از آماده شدن ممکن است و مبلغ پرداخت‌شده به کیف پول بازمی‌گردد.',
      },
    },
    {
      section: 'laws',
      data: {
        title: 'کیف پول',
        description: 'موجودی کیف پول قابل برداشت نقدی نیست و فقط برای خرید از شعبه‌های همکار استفاده می‌شود.',
      },
    },
    {
      section: 'laws',
      data: {
        title: 'فضای کار اشتراکی',
        description: 'پاس روزانه شخصی است و قابل انتقال به دیگری نیست. نگهداری وسایل شخصی بر عهده اعضاست.',
      },
    },
    {
      section: 'laws',
      data: {
        title: 'حریم خصوصی',
        description:
          'شماره تلفن شما هرگز به کاربران دیگر نمایش داده نمی‌شود. سایر اطلاعات پروفایل فقط طبق تنظیمات حریم خصوصی خودتان دیده می‌شود.',
      },
    },
    {
      section: 'laws',
      data: {
        title: 'محتوای کاربران',
        description:
          'نوشته‌های جامعه همکار پس از بررسی کارشناسان منتشر می‌شوند. محتوای توهین‌آمیز یا تبلیغاتی منتشر نخواهد شد.',
      },
    },
    ...(byPhone.get('+989120000001')
      ? [
          {
            section: 'colleagues',
            data: { userId: byPhone.get('+989120000001'), title: 'مدیر شعبه میرداماد', team: 'مدیریت شعبه‌ها' },
          },
        ]
      : []),
    ...(byPhone.get('+989120000002')
      ? [
          {
            section: 'colleagues',
            data: { userId: byPhone.get('+989120000002'), title: 'سرپرست باریستاها', team: 'کافه' },
          },
        ]
      : []),
    { section: 'colleagues', data: { userId: memberIds[4], title: 'عکاس و مسئول گالری', team: 'محتوا و رسانه' } },
    { section: 'colleagues', data: { userId: memberIds[2], title: 'مدیر بازاریابی', team: 'محتوا و رسانه' } },
    {
      section: 'holidays',
      data: {
        date: '2026-12-21',
        occasion: 'شب یلدا',
        providerId: null,
        closed: false,
        openingTime: '08:00',
        closingTime: '23:00',
      },
    },
    {
      section: 'holidays',
      data: {
        date: '2027-02-11',
        occasion: 'سالروز پیروزی انقلاب',
        providerId: null,
        closed: false,
        openingTime: '12:00',
        closingTime: '22:00',
      },
    },
    {
      section: 'holidays',
      data: { date: '2027-03-21', occasion: 'نوروز', providerId: null, closed: true, openingTime: '', closingTime: '' },
    },
    {
      section: 'holidays',
      data: {
        date: '2027-03-22',
        occasion: 'نوروز',
        providerId: branch('mirdamad'),
        closed: false,
        openingTime: '14:00',
        closingTime: '22:00',
      },
    },
    {
      section: 'holidays',
      data: {
        date: '2027-04-02',
        occasion: 'روز طبیعت',
        providerId: branch('selva'),
        closed: true,
        openingTime: '',
        closingTime: '',
      },
    },
  ];
  const counters = new Map<string, number>();
  await tx.insert(s.aboutUsItems).values(
    about.map((a) => {
      const idx = counters.get(a.section) ?? 0;
      counters.set(a.section, idx + 1);
      return { id: newId(), section: a.section, idx, data: a.data };
    }),
  );

  // The demo super admin writes the staff posts; keep their profile complete for the byline.
  if (editor)
    await tx.update(s.users).set({ username: 'hamkar.editor', bio: 'تیم محتوای همکار' }).where(eq(s.users.id, editor));
  return images;
}
