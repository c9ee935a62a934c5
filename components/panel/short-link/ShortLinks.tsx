import Link from 'next/link';
import { useRouter } from 'next/router';
import { useState, useSyncExternalStore } from 'react';
import AdminTable, { type Column } from '@/components/ui/AdminTable';
import CopyButton from '@/components/ui/CopyButton';
import QueryState from '@/components/ui/QueryState';
import { Field, FormError, SubmitButton, ZodForm, useZodForm } from '@/components/ui/form';
import { ZShortLinkAdd, shortLinkPath, type ShortLinkUserView, type ShortLinkView } from '@/lib/contracts/short-link';
import { toPersianDigits } from '@/lib/digits';
import { jalaliShort } from '@/lib/jalali';
import { useDebouncedValue } from '@/lib/client/useDebouncedValue';
import { useQrDataUrl } from '@/lib/client/useQrDataUrl';
import { toLocalIranian } from '@/lib/phone-display';
import {
  useAddShortLinkMutation,
  useEditShortLinkMutation,
  useRemoveShortLinkMutation,
  useShortLinkQuery,
  useShortLinkUsersQuery,
  useShortLinksQuery,
} from '@/store/api/short-link';
import styles from '@/components/panel/shared/PanelForm.module.css';

const PAGE_SIZE = 100;
const USERS_PAGE_SIZE = 20;

const noSubscribe = () => () => {};

/** The full public address of a short link, once the page knows its own origin. */
function useShortUrl(code: string | undefined): string {
  const origin = useSyncExternalStore(
    noSubscribe,
    () => window.location.origin,
    () => '',
  );
  return code ? `${origin}${shortLinkPath(code)}` : '';
}

function ShortUrl({ link }: { link: ShortLinkView }) {
  const url = useShortUrl(link.code);
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
      <span className={styles.mono}>{shortLinkPath(link.code)}</span>
      {url && <CopyButton text={url} label={`کپی لینک ${link.title}`} />}
    </span>
  );
}

/** /panel/shortLink: every short link with its visits and registrations; search, switch off, edit, remove. */
export function ShortLinkList() {
  const [typed, setTyped] = useState('');
  const text = useDebouncedValue(typed.trim(), 400);
  const [paging, setPaging] = useState({ key: '', page: 1 });
  const page = paging.key === text ? paging.page : 1;
  const query = useShortLinksQuery({ page, text }, { refetchOnMountOrArgChange: true });
  const [edit] = useEditShortLinkMutation();
  const [remove] = useRemoveShortLinkMutation();
  const columns: Column<ShortLinkView>[] = [
    { header: 'عنوان', cell: (l) => <Link href={`/panel/shortLink/${encodeURIComponent(l._id)}`}>{l.title}</Link> },
    { header: 'لینک کوتاه', cell: (l) => <ShortUrl link={l} /> },
    { header: 'مقصد', cell: (l) => <span className={styles.mono}>{l.target}</span>, wrap: true },
    { header: 'بازدید', cell: (l) => toPersianDigits(l.visits) },
    { header: 'ثبت‌نام', cell: (l) => toPersianDigits(l.registrations) },
    {
      header: 'فعال',
      toggle: {
        checked: (l) => l.active,
        label: (l) => `فعال بودن ${l.title}`,
        onChange: (l, active) => edit({ shortLinkId: l._id, active }).unwrap(),
      },
    },
  ];
  return (
    <div className={styles.page}>
      <div className={styles.top}>
        <h1 className={styles.heading}>لینک‌های کوتاه</h1>
        <Link href="/panel/shortLink/shortLinkItem" className="btn btn-primary btn-sm" data-testid="short-add-link">
          لینک تازه
        </Link>
      </div>
      <AdminTable
        query={query}
        rows={(d) => d.shortLinks}
        rowKey={(l) => l._id}
        columns={columns}
        caption="لینک‌های کوتاه"
        testId="short-table"
        rowTestId="short-row"
        paging={{ page, pageSize: PAGE_SIZE, total: (d) => d.total, onPage: (p) => setPaging({ key: text, page: p }) }}
        filters={
          <>
            <label className="sr-only" htmlFor="short-text">
              جستجوی عنوان، نشانی یا مقصد
            </label>
            <input
              id="short-text"
              className="input"
              type="search"
              placeholder="جستجوی عنوان، نشانی یا مقصد"
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
            />
          </>
        }
        actions={[
          { label: 'ویرایش', href: (l) => `/panel/shortLink/shortLinkItem?id=${encodeURIComponent(l._id)}` },
          {
            label: 'حذف',
            testId: 'short-remove',
            confirm: (l) => ({
              title: 'حذف لینک کوتاه',
              message: `لینک «${l.title}» حذف شود؟ نشانی ${shortLinkPath(l.code)} دیگر کار نمی‌کند؛ کاربرانی که با آن آمده‌اند می‌مانند.`,
              confirmText: 'حذف',
              danger: true,
            }),
            onClick: (l) => remove({ shortLinkId: l._id }).unwrap(),
          },
        ]}
      />
    </div>
  );
}

/** A QR code of the short link, for posters and table cards (drawn in the browser with `qrcode`). */
function ShortLinkQr({ url, title }: { url: string; title: string }) {
  const src = useQrDataUrl(url || null, 180);
  if (!src) return null;
  return (
    <a href={src} download={`${title}.png`} title="دریافت تصویر کد QR">
      {/* eslint-disable-next-line @next/next/no-img-element -- a data URL drawn here, nothing to optimise */}
      <img src={src} width={180} height={180} alt={`کد QR لینک ${title}`} data-testid="short-qr" />
    </a>
  );
}

/** /panel/shortLink/{id}: the link, its counts and QR code, and who registered through it. */
export function ShortLinkDetail({ id }: { id: string }) {
  const one = useShortLinkQuery(id);
  const [page, setPage] = useState(1);
  const users = useShortLinkUsersQuery({ id, page });
  const url = useShortUrl(one.data?.shortLink.code);
  const columns: Column<ShortLinkUserView>[] = [
    {
      header: 'نام',
      cell: (u) => (
        <Link href={`/panel/users/${encodeURIComponent(u._id)}/transactions`}>
          {[u.firstName, u.lastName].filter(Boolean).join(' ') || 'بدون نام'}
        </Link>
      ),
    },
    { header: 'تلفن', cell: (u) => <span dir="ltr">{toPersianDigits(toLocalIranian(u.phone))}</span> },
    { header: 'ثبت‌نام', cell: (u) => jalaliShort(u.createdAt) },
  ];
  return (
    <div className={styles.page}>
      <QueryState query={one}>
        {({ shortLink: l }) => (
          <>
            <div className={styles.top}>
              <h1 className={styles.heading}>{l.title}</h1>
              <span style={{ display: 'flex', gap: 8 }}>
                <Link
                  href={`/panel/shortLink/shortLinkItem?id=${encodeURIComponent(l._id)}`}
                  className="btn btn-outline btn-sm"
                >
                  ویرایش
                </Link>
                <Link href="/panel/shortLink" className="btn btn-ghost btn-sm">
                  همه لینک‌ها
                </Link>
              </span>
            </div>
            <div
              className={`card ${styles.card}`}
              style={{
                display: 'flex',
                flexWrap: 'wrap',
                gap: 20,
                alignItems: 'center',
                justifyContent: 'space-between',
              }}
            >
              <dl style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '8px 16px', margin: 0 }}>
                <dt className={styles.muted}>لینک کوتاه</dt>
                <dd style={{ margin: 0 }}>
                  <ShortUrl link={l} />
                </dd>
                <dt className={styles.muted}>مقصد</dt>
                <dd style={{ margin: 0 }} className={styles.mono}>
                  {l.target}
                </dd>
                <dt className={styles.muted}>بازدید</dt>
                <dd style={{ margin: 0 }} data-testid="short-visits">
                  {toPersianDigits(l.visits)}
                </dd>
                <dt className={styles.muted}>ثبت‌نام</dt>
                <dd style={{ margin: 0 }} data-testid="short-registrations">
                  {toPersianDigits(l.registrations)}
                </dd>
                <dt className={styles.muted}>وضعیت</dt>
                <dd style={{ margin: 0 }}>{l.active ? 'فعال' : 'غیرفعال'}</dd>
              </dl>
              <ShortLinkQr url={url} title={l.title} />
            </div>
          </>
        )}
      </QueryState>
      <h2 className={styles.heading} style={{ fontSize: '1rem' }}>
        کاربرانی که با این لینک ثبت‌نام کرده‌اند
      </h2>
      <AdminTable
        query={users}
        rows={(d) => d.users}
        rowKey={(u) => u._id}
        columns={columns}
        caption="کاربران ثبت‌نام‌شده با این لینک"
        empty={<p className={styles.muted}>هنوز کسی با این لینک ثبت‌نام نکرده است.</p>}
        paging={{ page, pageSize: USERS_PAGE_SIZE, total: (d) => d.total, onPage: setPage }}
      />
    </div>
  );
}

/** /panel/shortLink/shortLinkItem (?id= to edit): title, the short code and where it leads. */
export function ShortLinkForm({ id }: { id?: string }) {
  const one = useShortLinkQuery(id ?? '', { skip: !id });
  if (!id) return <ShortLinkFormBody />;
  return <QueryState query={one}>{({ shortLink }) => <ShortLinkFormBody link={shortLink} />}</QueryState>;
}

function ShortLinkFormBody({ link }: { link?: ShortLinkView }) {
  const router = useRouter();
  const [add] = useAddShortLinkMutation();
  const [edit] = useEditShortLinkMutation();
  const form = useZodForm(ZShortLinkAdd, {
    defaultValues: {
      title: link?.title ?? '',
      code: link?.code ?? '',
      target: link?.target ?? '/',
      active: link?.active ?? true,
    },
    mode: 'onTouched',
  });
  return (
    <div className={styles.page}>
      <div className={styles.top}>
        <h1 className={styles.heading}>{link ? 'ویرایش لینک کوتاه' : 'لینک کوتاه تازه'}</h1>
        <Link href="/panel/shortLink" className="btn btn-ghost btn-sm">
          بازگشت به لینک‌ها
        </Link>
      </div>
      <ZodForm
        form={form}
        className={`card ${styles.card} ${styles.form}`}
        data-testid="short-form"
        onSubmit={async (v) => {
          const r = link ? await edit({ ...v, shortLinkId: link._id }).unwrap() : await add(v).unwrap();
          await router.push(`/panel/shortLink/${encodeURIComponent(r.shortLink._id)}`);
        }}
      >
        <div className={styles.grid}>
          <Field name="title" id="short-title" label="عنوان (برای شما)">
            {(p) => (
              <input
                {...p}
                {...form.register('title')}
                className="input"
                maxLength={120}
                placeholder="مثلاً کمپین پاییز اینستاگرام"
              />
            )}
          </Field>
          <Field name="code" id="short-code" label="نشانی کوتاه" hint="بعد از /l/ می‌آید؛ حروف انگلیسی، رقم، - و _">
            {(p) => (
              <input
                {...p}
                {...form.register('code')}
                className={`input ${styles.mono}`}
                dir="ltr"
                maxLength={32}
                autoComplete="off"
                placeholder="autumn"
              />
            )}
          </Field>
          <Field
            name="target"
            id="short-target"
            label="مقصد"
            hint="مسیری از همین سایت مثل /menu یا نشانی کامل با https"
          >
            {(p) => (
              <input {...p} {...form.register('target')} className={`input ${styles.mono}`} dir="ltr" maxLength={500} />
            )}
          </Field>
          <label style={{ display: 'flex', alignItems: 'center', gap: 8, alignSelf: 'end', minHeight: 44 }}>
            <input type="checkbox" {...form.register('active')} />
            فعال
          </label>
        </div>
        <FormError />
        <SubmitButton>{link ? 'ذخیره تغییرات' : 'ساخت لینک'}</SubmitButton>
      </ZodForm>
    </div>
  );
}
