import { ABOUT_KEYS, type AboutSection } from '@/lib/content-rules';
import type { AboutItemView } from '@/lib/contracts/about-us';
import { toPersianDigits } from '@/lib/digits';
import { isoDayToJalali } from '@/lib/jalali';

export type FieldKind =
  'text' | 'textarea' | 'link' | 'image' | 'file' | 'user' | 'date' | 'time' | 'checkbox' | 'provider';

export interface FieldSpec {
  name: string;
  label: string;
  kind: FieldKind;
  required?: boolean;
  hint?: string;
}

export interface SectionUi {
  /** Path segment of the list page: /panel/aboutUs/{page}. */
  page: string;
  /** The add page: /panel/aboutUs/{add}. */
  add: string;
  title: string;
  /** What one entry is called ('هدف', 'فرم'…), for buttons and the removal question. */
  item: string;
  fields: FieldSpec[];
  summary: (i: AboutItemView) => string;
}

const t = (i: AboutItemView) => String((i as { title?: string }).title ?? '');
const d = (i: AboutItemView) => String((i as { description?: string }).description ?? '');

/** How each about-us section is edited in the panel (the spec's page names). */
export const SECTION_UI: Record<AboutSection, SectionUi> = {
  introduction: {
    page: 'introductions',
    add: 'addNewIntroduction',
    title: 'معرفی',
    item: 'متن معرفی',
    fields: [
      { name: 'title', label: 'عنوان', kind: 'text', required: true },
      { name: 'text', label: 'متن', kind: 'textarea', required: true },
    ],
    summary: (i) => `${t(i)} — ${String((i as { text?: string }).text ?? '').slice(0, 100)}`,
  },
  strategicPillars: {
    page: 'strategicPillars',
    add: 'addNewStrategicPillars',
    title: 'ستون‌های راهبردی',
    item: 'ستون راهبردی',
    fields: [
      { name: 'title', label: 'عنوان', kind: 'text', required: true },
      { name: 'description', label: 'توضیح', kind: 'textarea' },
    ],
    summary: (i) => `${t(i)} — ${d(i)}`,
  },
  goals: {
    page: 'goals',
    add: 'addNewGoal',
    title: 'اهداف',
    item: 'هدف',
    fields: [
      { name: 'title', label: 'عنوان', kind: 'text', required: true },
      { name: 'description', label: 'توضیح', kind: 'textarea' },
    ],
    summary: (i) => `${t(i)} — ${d(i)}`,
  },
  ourStory: {
    page: 'ourStory',
    add: 'addNewOurStory',
    title: 'داستان ما',
    item: 'رویداد داستان ما',
    fields: [
      { name: 'year', label: 'سال', kind: 'text', required: true, hint: 'مثلا ۱۴۰۲' },
      { name: 'title', label: 'عنوان', kind: 'text', required: true },
      { name: 'description', label: 'توضیح', kind: 'textarea' },
    ],
    summary: (i) => `${String((i as { year?: string }).year ?? '')} — ${t(i)}`,
  },
  products: {
    page: 'products',
    add: 'addNewProduct',
    title: 'محصولات',
    item: 'محصول',
    fields: [
      { name: 'title', label: 'عنوان', kind: 'text', required: true },
      { name: 'description', label: 'توضیح', kind: 'textarea' },
      { name: 'link', label: 'پیوند (اختیاری)', kind: 'link', hint: '/menu یا https://…' },
    ],
    summary: (i) => `${t(i)} — ${d(i)}`,
  },
  quickAccess: {
    page: 'quickAccess',
    add: 'addNewQuickAccess',
    title: 'دسترسی سریع',
    item: 'پیوند دسترسی سریع',
    fields: [
      { name: 'title', label: 'عنوان', kind: 'text', required: true },
      { name: 'link', label: 'پیوند', kind: 'link', required: true, hint: '/FAQ یا https://…' },
    ],
    summary: (i) => `${t(i)} — ${String((i as { link?: string }).link ?? '')}`,
  },
  gallery: {
    page: 'gallery',
    add: 'addNewGallery',
    title: 'گالری',
    item: 'تصویر گالری',
    fields: [
      { name: 'image', label: 'تصویر', kind: 'image', required: true },
      { name: 'caption', label: 'توضیح تصویر', kind: 'text' },
    ],
    summary: (i) => String((i as { caption?: string }).caption ?? '') || 'بدون توضیح',
  },
  instructions: {
    page: 'instructions',
    add: 'addNewInstruction',
    title: 'راهنماها',
    item: 'راهنما',
    fields: [
      { name: 'title', label: 'عنوان', kind: 'text', required: true },
      { name: 'description', label: 'توضیح', kind: 'textarea' },
    ],
    summary: (i) => `${t(i)} — ${d(i)}`,
  },
  forms: {
    page: 'forms',
    add: 'addNewForm',
    title: 'فرم‌ها',
    item: 'فرم',
    fields: [
      { name: 'title', label: 'عنوان', kind: 'text', required: true },
      { name: 'description', label: 'توضیح', kind: 'textarea' },
      { name: 'file', label: 'فایل فرم (PDF یا تصویر)', kind: 'file' },
      { name: 'link', label: 'یا پیوند فرم', kind: 'link', hint: '/userTicket/add یا https://…' },
    ],
    summary: (i) =>
      `${t(i)} — ${(i as { file?: string | null }).file ? 'فایل' : String((i as { link?: string }).link ?? '')}`,
  },
  laws: {
    page: 'laws',
    add: 'addNewLaw',
    title: 'قوانین',
    item: 'قانون',
    fields: [
      { name: 'title', label: 'عنوان', kind: 'text', required: true },
      { name: 'description', label: 'متن قانون', kind: 'textarea', required: true },
    ],
    summary: (i) => `${t(i)} — ${d(i).slice(0, 100)}`,
  },
  colleagues: {
    page: 'colleagues',
    add: 'addNewColleague',
    title: 'همکاران',
    item: 'همکار',
    fields: [
      { name: 'userId', label: 'کاربر', kind: 'user', required: true },
      { name: 'title', label: 'سمت', kind: 'text', required: true, hint: 'مثلا مدیر شعبه میرداماد' },
      { name: 'team', label: 'تیم', kind: 'text', hint: 'مثلا کافه' },
    ],
    summary: (i) =>
      `${i.user?.name ?? ''} — ${t(i)}${(i as { team?: string }).team ? ` (${(i as { team?: string }).team})` : ''}`,
  },
  holidays: {
    page: 'holidays',
    add: 'addNewHoliday',
    title: 'ساعات کاری تعطیلات',
    item: 'روز تعطیل',
    fields: [
      { name: 'date', label: 'تاریخ', kind: 'date', required: true },
      { name: 'occasion', label: 'مناسبت', kind: 'text', required: true },
      { name: 'providerId', label: 'شعبه', kind: 'provider' },
      { name: 'closed', label: 'شعبه تعطیل است', kind: 'checkbox' },
      { name: 'openingTime', label: 'ساعت شروع', kind: 'time' },
      { name: 'closingTime', label: 'ساعت پایان', kind: 'time' },
    ],
    summary: (i) => {
      const h = i as unknown as {
        date: string;
        occasion: string;
        closed: boolean;
        openingTime: string;
        closingTime: string;
      };
      return `${isoDayToJalali(h.date) || toPersianDigits(h.date)} — ${h.occasion} — ${h.closed ? 'تعطیل' : `${toPersianDigits(h.openingTime)} تا ${toPersianDigits(h.closingTime)}`}`;
    },
  },
};

/** The section a panel page path names (list page or add page). */
export function sectionOfPage(segment: string): AboutSection | null {
  const hit = (Object.keys(SECTION_UI) as AboutSection[]).find(
    (k) => SECTION_UI[k].page === segment || SECTION_UI[k].add === segment,
  );
  return hit ?? null;
}

/** The body field naming an entry in edit and remove calls (the spec's key), with its value. */
export function entryKey(section: AboutSection, item: AboutItemView): Record<string, string | number> {
  const { key, by } = ABOUT_KEYS[section];
  return {
    [key]: by === 'index' ? item.index : by === 'userId' ? String((item as { userId?: string }).userId) : item._id,
  };
}
