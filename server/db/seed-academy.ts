import { eq } from 'drizzle-orm';
import { tehranDayStart, tehranIsoDate } from '@/lib/jalali';
import { clockNow } from '../clock';
import type { DbOrTx } from './client';
import { certificateSignatures, events, providers, teachers } from './schema';
import { newId } from './ids';

/**
 * The academy's demo (issue 26): a teacher, two published events at the workspace branch (Mirdamad) a
 * week and two weeks from the clock, 17:00–19:00 Tehran, so they are upcoming whenever the demo is made,
 * and the three default signatures of certificates.
 */
export async function seedAcademy(db: DbOrTx): Promise<void> {
  const [branch] = await db.select({ id: providers.id }).from(providers).where(eq(providers.branch, 'mirdamad'));
  if (!branch) return;
  const teacherId = newId();
  await db.insert(teachers).values({
    id: teacherId,
    name: 'نگار صالحی',
    bio: 'باریستای ارشد و داور مسابقات قهوه، با ده سال تجربه آموزش دم‌آوری و لاته‌آرت.',
  });
  const at = (days: number, hour: number) => {
    const day = tehranIsoDate(new Date(clockNow().getTime() + days * 86_400_000));
    return new Date(tehranDayStart(day)!.getTime() + hour * 3_600_000);
  };
  await db.insert(events).values([
    {
      id: newId(),
      providerId: branch.id,
      teacherId,
      title: 'کارگاه دم‌آوری قهوه',
      description: 'آشنایی با روش‌های دمی (V60، کمکس و فرنچ‌پرس)، آسیاب و نسبت آب به قهوه، همراه با تمرین عملی.',
      room: 'سالن جلسات طبقه دوم',
      startAt: at(7, 17),
      endAt: at(7, 19),
      capacity: 12,
      price: 450_000,
      status: 'published',
    },
    {
      id: newId(),
      providerId: branch.id,
      teacherId,
      title: 'کارگاه لاته‌آرت',
      description: 'از بافت‌دادن شیر تا طرح قلب و لاله؛ هر شرکت‌کننده با دستگاه اسپرسو تمرین می‌کند.',
      room: 'بار آموزشی',
      startAt: at(14, 17),
      endAt: at(14, 19),
      capacity: 8,
      price: 650_000,
      status: 'published',
    },
  ]);
  const defaults = [
    { idx: 1, fullName: 'نگار صالحی', description: 'مدرس دوره' },
    { idx: 2, fullName: 'امیر حسینی', description: 'مدیر آکادمی همکار' },
    { idx: 3, fullName: 'سارا کاظمی', description: 'مدیر شعبه میرداماد' },
  ];
  for (const d of defaults)
    await db
      .update(certificateSignatures)
      .set({ fullName: d.fullName, description: d.description })
      .where(eq(certificateSignatures.idx, d.idx));
}
