import Link from 'next/link';
import type { ProviderView } from '@/lib/contracts/menu/customer';
import type { AboutUsView } from '@/lib/contracts/about-us';
import { toPersianDigits } from '@/lib/digits';
import { jalaliDate } from '@/lib/jalali';
import { lazy } from '@/lib/lazy';
import PageMeta from '@/components/ui/PageMeta';
import NoResult from '@/components/ui/NoResult';
import AboutNav from './AboutNav';
import styles from './About.module.css';

const KIND: Record<string, string> = { sharedWorkspace: 'فضای کار اشتراکی', cafe: 'کافه' };
const PAY: Record<string, string> = { pos: 'پرداخت در محل', wallet: 'کیف پول', bank: 'درگاه بانکی' };

export const kinds = (p: ProviderView) => p.displayType.map((d) => KIND[d] ?? d).join(' و ');
export const hours = (p: ProviderView) => `${toPersianDigits(p.openingTime)} تا ${toPersianDigits(p.closingTime)}`;
const tel = (n: string) => `tel:${n.replace(/[^\d+]/g, '')}`;

/** /about-us/table: every branch side by side: kind, hours, phone, address, payments, menus. */
export function BranchTable({ origin, providers }: { origin: string; providers: ProviderView[] }) {
  return (
    <div className={`container ${styles.page}`}>
      <PageMeta
        title="شعبه‌های همکار"
        description="نشانی، ساعات کاری، تلفن و امکانات شعبه‌های کافه و فضای کار اشتراکی همکار در تهران."
        origin={origin}
        path="/about-us/table"
      />
      <AboutNav />
      <header>
        <h1 className={styles.title}>شعبه‌های همکار</h1>
        <p className={styles.lead}>ساعات کاری، نشانی و امکانات هر شعبه در یک نگاه.</p>
      </header>
      {providers.length === 0 ? (
        <div className="card">
          <NoResult />
        </div>
      ) : (
        <div className={`card ${styles.tableWrap}`} tabIndex={0} role="region" aria-label="جدول شعبه‌ها">
          <table className={`${styles.table} ${styles.stack}`}>
            <caption className="sr-only">شعبه‌های همکار</caption>
            <thead>
              <tr>
                <th scope="col">شعبه</th>
                <th scope="col">نوع</th>
                <th scope="col">ساعات کاری</th>
                <th scope="col">تلفن</th>
                <th scope="col">نشانی</th>
                <th scope="col">روش‌های پرداخت</th>
              </tr>
            </thead>
            <tbody>
              {providers.map((p) => (
                <tr key={p._id}>
                  <th scope="row">
                    <Link href={`/menu/${p._id}`} style={{ color: 'var(--c-primary)' }}>
                      {p.name}
                    </Link>
                  </th>
                  <td data-label="نوع">{kinds(p)}</td>
                  <td data-label="ساعات کاری">{hours(p)}</td>
                  <td data-label="تلفن">
                    <a href={tel(p.staticPhone || p.phone)} dir="ltr">
                      {toPersianDigits(p.staticPhone || p.phone)}
                    </a>
                  </td>
                  <td data-label="نشانی">{p.address}</td>
                  <td data-label="روش‌های پرداخت">{p.paymentTypes.map((t) => PAY[t] ?? t).join('، ')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

/** /about-us/mirdamad: the Mirdamad branch: address, hours, phone, map, menus and its holiday hours. */
export function BranchPage({
  origin,
  provider,
  holidays,
  gallery,
}: {
  origin: string;
  provider: ProviderView;
  holidays: AboutUsView['holidays'];
  gallery: AboutUsView['gallery'];
}) {
  const [lng, lat] = provider.location.coordinates;
  const map = lat && lng ? `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=17/${lat}/${lng}` : null;
  const space = provider.displayType.includes('sharedWorkspace');
  const upcoming = holidays.filter(
    (h) => (h.providerId === null || h.providerId === provider._id) && h.date >= new Date().toISOString().slice(0, 10),
  );
  return (
    <div className={`container ${styles.page}`}>
      <PageMeta
        title={provider.name}
        description={`${kinds(provider)} همکار در ${provider.address}؛ ساعات کاری ${hours(provider)}.`}
        origin={origin}
        path="/about-us/mirdamad"
        image={gallery[0]?.url}
      />
      <AboutNav />
      <header>
        <h1 className={styles.title}>{provider.name}</h1>
        <p className={styles.lead}>{kinds(provider)}</p>
      </header>
      <section className={`card ${styles.tile}`} aria-label="اطلاعات شعبه">
        <dl className={styles.dl}>
          <dt>نشانی</dt>
          <dd>{provider.address}</dd>
          <dt>ساعات کاری</dt>
          <dd>{hours(provider)}</dd>
          <dt>تلفن</dt>
          <dd>
            <a href={tel(provider.staticPhone)} dir="ltr">
              {toPersianDigits(provider.staticPhone)}
            </a>
          </dd>
          {provider.email && (
            <>
              <dt>ایمیل</dt>
              <dd>
                <a href={`mailto:${provider.email}`} dir="ltr">
                  {provider.email}
                </a>
              </dd>
            </>
          )}
          <dt>پرداخت</dt>
          <dd>{provider.paymentTypes.map((t) => PAY[t] ?? t).join('، ')}</dd>
          {space && (
            <>
              <dt>بازدید حضوری</dt>
              <dd>۸ تا ۱۰ صبح و عصر</dd>
            </>
          )}
        </dl>
        <div className={styles.links} style={{ marginTop: 10 }}>
          <Link href={`/menu/${provider._id}`} className="btn btn-primary">
            منوی کافه
          </Link>
          {space && (
            <Link href={`/menu/cafespace/${provider._id}`} className="btn btn-outline">
              فضای کار اشتراکی
            </Link>
          )}
          {map && (
            <a href={map} className="btn btn-ghost" target="_blank" rel="noopener noreferrer">
              مسیر روی نقشه
            </a>
          )}
        </div>
      </section>
      {provider.hasRules && provider.rules && (
        <section className={`card ${styles.tile}`} aria-labelledby="branch-rules">
          <h2 id="branch-rules" className={styles.sectionTitle}>
            قوانین شعبه
          </h2>
          <p>{provider.rules}</p>
        </section>
      )}
      <section className={styles.section} aria-labelledby="branch-holidays">
        <h2 id="branch-holidays" className={styles.sectionTitle}>
          ساعات کاری در تعطیلات پیش رو
        </h2>
        {upcoming.length === 0 ? (
          <p className="muted">در روزهای پیش رو تغییری در ساعات کاری این شعبه نیست.</p>
        ) : (
          <ul className={`card ${styles.tile}`} style={{ listStyle: 'none', margin: 0 }}>
            {upcoming.map((h) => (
              <li key={h._id}>
                <strong>{`${jalaliDate(`${h.date}T12:00:00Z`)} (${h.occasion}): `}</strong>
                {h.closed ? (
                  <span className={styles.closed}>تعطیل</span>
                ) : (
                  `${toPersianDigits(h.openingTime)} تا ${toPersianDigits(h.closingTime)}`
                )}
              </li>
            ))}
          </ul>
        )}
        <Link href="/about-us/holyDayTable" className="btn btn-ghost btn-sm" style={{ alignSelf: 'flex-start' }}>
          جدول کامل ساعات کاری تعطیلات
        </Link>
      </section>
    </div>
  );
}

const weekday = lazy(() => new Intl.DateTimeFormat('fa-IR', { weekday: 'long', timeZone: 'Asia/Tehran' }));

/** /about-us/holyDayTable: opening hours on holidays, per branch; upcoming days first, past ones after. */
export function HolidayTable({
  origin,
  holidays,
  providers,
  today,
}: {
  origin: string;
  holidays: AboutUsView['holidays'];
  providers: ProviderView[];
  today: string;
}) {
  const name = (id: string | null) =>
    id ? (providers.find((p) => p._id === id)?.name ?? 'شعبه حذف‌شده') : 'همه شعبه‌ها';
  const sorted = [...holidays].sort((a, b) => a.date.localeCompare(b.date));
  const upcoming = sorted.filter((h) => h.date >= today);
  const past = sorted.filter((h) => h.date < today).reverse();
  const rows = (list: typeof holidays, isPast: boolean) =>
    list.map((h) => (
      <tr key={h._id} className={isPast ? styles.past : undefined}>
        <td data-label="تاریخ">
          {jalaliDate(`${h.date}T12:00:00Z`)}{' '}
          <small className="muted">{weekday().format(new Date(`${h.date}T12:00:00Z`))}</small>
        </td>
        <td data-label="مناسبت">{h.occasion}</td>
        <td data-label="شعبه">{name(h.providerId)}</td>
        <td data-label="ساعات کاری">
          {h.closed ? (
            <span className={styles.closed}>تعطیل</span>
          ) : (
            `${toPersianDigits(h.openingTime || '—')} تا ${toPersianDigits(h.closingTime || '—')}`
          )}
        </td>
      </tr>
    ));
  const table = (list: typeof holidays, isPast: boolean, label: string) => (
    <div className={`card ${styles.tableWrap}`} tabIndex={0} role="region" aria-label={label}>
      <table className={`${styles.table} ${styles.stack}`}>
        <caption className="sr-only">{label}</caption>
        <thead>
          <tr>
            <th scope="col">تاریخ</th>
            <th scope="col">مناسبت</th>
            <th scope="col">شعبه</th>
            <th scope="col">ساعات کاری</th>
          </tr>
        </thead>
        <tbody>{rows(list, isPast)}</tbody>
      </table>
    </div>
  );
  return (
    <div className={`container ${styles.page}`}>
      <PageMeta
        title="ساعات کاری در تعطیلات"
        description="ساعات کاری شعبه‌های همکار در تعطیلات رسمی و مناسبت‌ها."
        origin={origin}
        path="/about-us/holyDayTable"
      />
      <AboutNav />
      <header>
        <h1 className={styles.title}>ساعات کاری در تعطیلات</h1>
        <p className={styles.lead}>در روزهای دیگر، شعبه‌ها طبق ساعات همیشگی باز هستند.</p>
      </header>
      {upcoming.length === 0 ? (
        <div className="card">
          <NoResult>تعطیلی پیش رویی ثبت نشده است.</NoResult>
        </div>
      ) : (
        table(upcoming, false, 'تعطیلات پیش رو')
      )}
      {past.length > 0 && (
        <details className={styles.section}>
          <summary className="btn btn-ghost btn-sm" style={{ alignSelf: 'flex-start' }}>
            تعطیلات گذشته
          </summary>
          {table(past, true, 'تعطیلات گذشته')}
        </details>
      )}
    </div>
  );
}
