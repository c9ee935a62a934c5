import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import { useAppDispatch } from '@/store';
import { openModal } from '@/store/slices/modalsSlice';
import { askConfirm } from '@/store/slices/confirmBus';
import NoResult from '@/components/ui/NoResult';
import Spinner from '@/components/ui/Spinner';
import { formatToman } from '@/lib/money';
import { jalaliDateTime } from '@/lib/jalali';
import { config } from '@/server/config';

interface Props {
  now: string;
  env: string;
}

// A page for developers: it does not exist in production.
export const getServerSideProps: GetServerSideProps<Props> = async () =>
  config().isProduction ? { notFound: true } : { props: { now: new Date().toISOString(), env: config().env } };

/** /test (development only): the shared building blocks side by side, to check styles and copy. */
export default function TestPage({ now, env }: Props) {
  const dispatch = useAppDispatch();
  return (
    <div className="container" style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <Head>
        <title>صفحه آزمایشی</title>
        <meta name="robots" content="noindex" />
      </Head>
      <h1 style={{ margin: '8px 0 0' }}>صفحه آزمایشی</h1>
      <p className="muted">{`محیط: ${env} · ${jalaliDateTime(now)}`}</p>
      <section className="card" style={{ padding: 16, display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        <button type="button" className="btn btn-primary">
          اصلی
        </button>
        <button type="button" className="btn btn-outline">
          خط‌دار
        </button>
        <button type="button" className="btn btn-ghost">
          ساده
        </button>
        <button type="button" className="btn btn-danger">
          حذف
        </button>
        <button type="button" className="btn btn-primary" disabled>
          غیرفعال
        </button>
        <span className="badge">برچسب</span>
        <Spinner />
      </section>
      <section className="card" style={{ padding: 16, display: 'flex', flexDirection: 'column', gap: 8 }}>
        <label className="label" htmlFor="test-input">
          فیلد متنی
        </label>
        <input id="test-input" className="input" placeholder="متن آزمایشی" />
        <p>{`قیمت نمونه: ${formatToman(125000)} · ${formatToman(0)}`}</p>
      </section>
      <section className="card" style={{ padding: 16, display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        <button
          type="button"
          className="btn btn-outline"
          onClick={() =>
            dispatch(openModal({ type: 'error', props: { message: 'مشکلی رخ داده است. لطفا مجددا تلاش کنید' } }))
          }
        >
          مودال خطا
        </button>
        <button
          type="button"
          className="btn btn-outline"
          onClick={() =>
            askConfirm(dispatch, {
              title: 'حذف',
              message: 'آیا از حذف این مورد اطمینان دارید؟',
              danger: true,
              confirmText: 'حذف',
            })
          }
        >
          مودال تایید
        </button>
      </section>
      <div className="card">
        <NoResult />
      </div>
    </div>
  );
}
