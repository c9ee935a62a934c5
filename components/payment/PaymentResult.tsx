import Head from 'next/head';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useState, type ReactNode } from 'react';
import type { PaymentPurposeName, PaymentView } from '@/lib/contracts/payment';
import { CARD_REFUND_TEXT } from '@/lib/messages/payment';
import { SITE_TITLE } from '@/lib/client/site';
import { jalaliDateTime } from '@/lib/jalali';
import { toPersianDigits } from '@/lib/digits';
import { formatToman } from '@/lib/money';
import { describeError } from '@/api-client';
import Spinner from '@/components/ui/Spinner';
import { useAppDispatch } from '@/store';
import { useRetryPaymentMutation } from '@/store/api/payment';
import { openModal } from '@/store/slices/modalsSlice';
import { usePageTitle } from '@/lib/client/usePageTitle';
import styles from './PaymentResult.module.css';
import { isolate } from '@/lib/bidi';
import TabReturnLink from '@/components/tab/TabReturnLink';

export interface PaymentResultPageProps {
  purpose: PaymentPurposeName;
  payment: PaymentView | null;
  error: string | null;
  order: {
    _id: string;
    number: number;
    providerId: string;
    providerName: string;
    status: string;
    totalPrice: number;
    walletAmount: number;
    bankAmount: number;
  } | null;
  bundleTitle: string | null;
}

type Tone = 'ok' | 'bad' | 'wait';

function Mark({ tone }: { tone: Tone }) {
  const colour = tone === 'ok' ? 'var(--c-success)' : tone === 'bad' ? 'var(--c-danger)' : 'var(--c-warning)';
  return (
    <svg width="72" height="72" viewBox="0 0 64 64" aria-hidden="true">
      <circle cx="32" cy="32" r="30" fill={colour} opacity="0.12" />
      {tone === 'ok' && (
        <path
          d="m20 33 8 8 16-18"
          fill="none"
          stroke={colour}
          strokeWidth="5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      )}
      {tone === 'bad' && (
        <path d="m22 22 20 20M42 22 22 42" fill="none" stroke={colour} strokeWidth="5" strokeLinecap="round" />
      )}
      {tone === 'wait' && (
        <path
          d="M32 18v15l9 6"
          fill="none"
          stroke={colour}
          strokeWidth="5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      )}
    </svg>
  );
}

const TITLES: Record<PaymentPurposeName, string> = {
  order: 'نتیجه پرداخت سفارش',
  wallet: 'نتیجه شارژ کیف پول',
  bundle: 'نتیجه خرید بسته',
  event: 'نتیجه خرید بلیت',
  tab: 'نتیجه پرداخت صورت‌حساب میز',
  series: 'نتیجه پرداخت رزرو دوره‌ای',
  plan: 'نتیجه خرید پلن ماهانه',
};

/**
 * The result screens /payment/{id}, /wallet/payment/{id} and /bundle/payment/{id}: the server has
 * verified the payment with the bank before this renders; here it says how it went and what next.
 */
export default function PaymentResult({ purpose, payment, error, order, bundleTitle }: PaymentResultPageProps) {
  const router = useRouter();
  const dispatch = useAppDispatch();
  const [retry, { isLoading: retrying }] = useRetryPaymentMutation();
  const [leaving, setLeaving] = useState(false);

  usePageTitle(TITLES[purpose]);

  const payAgain = async () => {
    if (!order) return;
    try {
      const { link } = await retry(order._id).unwrap();
      setLeaving(true);
      window.location.assign(link);
    } catch (err) {
      const info = describeError(err);
      if (info.status === 401) dispatch(openModal({ type: 'login' }));
      else dispatch(openModal({ type: 'error', props: { message: info.message } }));
    }
  };

  let tone: Tone = 'bad';
  let title = 'خطا';
  let text: ReactNode = error;
  let actions: ReactNode = (
    <Link href="/" className="btn btn-outline">
      بازگشت به خانه
    </Link>
  );
  const menuLink = (
    <Link href={order ? `/menu/${order.providerId}` : '/menu'} className="btn btn-outline">
      بازگشت به منو
    </Link>
  );

  if (payment) {
    const paid = payment.status === 'paid';
    const pending = payment.status === 'pending';
    tone = paid ? 'ok' : pending ? 'wait' : 'bad';
    if (payment.refundedToCard) {
      tone = 'ok';
      title = CARD_REFUND_TEXT.paymentTitle;
      text = CARD_REFUND_TEXT.paymentText(formatToman(payment.amount));
      actions = menuLink;
    } else if (pending) {
      title = 'در انتظار تایید بانک';
      text = 'پاسخ بانک هنوز نرسیده است. چند لحظه بعد دوباره بررسی کنید؛ مبلغی دو بار از شما کم نمی‌شود.';
      actions = (
        <button type="button" className="btn btn-primary" onClick={() => router.replace(router.asPath)}>
          بررسی دوباره
        </button>
      );
    } else if (purpose === 'order') {
      if (paid && payment.refundedToWallet) {
        title = 'پرداخت انجام شد';
        text = `مهلت پرداخت این سفارش پیش از تایید بانک تمام شده بود؛ مبلغ ${formatToman(payment.amount)} به کیف پول شما برگشت.`;
        actions = (
          <>
            <Link href="/profile/wallet" className="btn btn-primary">
              کیف پول
            </Link>
            {menuLink}
          </>
        );
      } else if (paid) {
        title = 'پرداخت موفق';
        text = order
          ? `سفارش شماره ${toPersianDigits(order.number)} در ${isolate(order.providerName)} ثبت شد.`
          : 'سفارش شما ثبت شد.';
        actions = order && (
          <Link href={`/orderTracking/${order._id}`} className="btn btn-primary" data-testid="track-order">
            پیگیری سفارش
          </Link>
        );
      } else if (order?.status === 'awaitingPayment') {
        title = 'پرداخت ناموفق';
        text = `پرداخت انجام نشد و مبلغی از حساب شما برداشت نشد. سفارش تا چند دقیقه منتظر پرداخت می‌ماند.${
          order.walletAmount > 0
            ? ` ${formatToman(order.walletAmount)} از کیف پول برای این سفارش کنار گذاشته شده و اگر پرداخت نکنید برمی‌گردد.`
            : ''
        }`;
        actions = (
          <>
            <button
              type="button"
              className="btn btn-primary"
              onClick={payAgain}
              disabled={retrying || leaving}
              data-testid="pay-again"
            >
              {(retrying || leaving) && <Spinner label="در حال انتقال به درگاه" />}
              پرداخت دوباره
            </button>
            {menuLink}
          </>
        );
      } else {
        title = 'پرداخت ناموفق';
        text =
          order && order.walletAmount > 0
            ? 'مهلت پرداخت تمام شد و سفارش لغو شد؛ مبلغ کسرشده از کیف پول به آن برگشت.'
            : 'مهلت پرداخت تمام شد و سفارش لغو شد.';
        actions = menuLink;
      }
    } else if (purpose === 'wallet') {
      title = paid ? 'کیف پول شما شارژ شد' : 'شارژ کیف پول انجام نشد';
      text = paid
        ? `موجودی فعلی: ${formatToman(payment.wallet)}`
        : 'مبلغی به کیف پول اضافه نشد. اگر از حساب شما کم شده باشد، بانک حداکثر تا ۷۲ ساعت آن را برمی‌گرداند.';
      actions = (
        <Link href="/profile/wallet" className="btn btn-primary">
          {paid ? 'مشاهده کیف پول' : 'تلاش دوباره'}
        </Link>
      );
    } else if (purpose === 'tab') {
      title = paid && payment.refundedToWallet ? 'پرداخت انجام شد' : paid ? 'سهم شما پرداخت شد' : 'پرداخت انجام نشد';
      text =
        paid && payment.refundedToWallet
          ? `این سهم پیش از تایید بانک پرداخت یا تقسیم دوباره شده بود؛ مبلغ ${formatToman(payment.amount)} به کیف پول شما برگشت.`
          : paid
            ? 'پرداخت شما در صورت‌حساب میز ثبت شد.'
            : 'مبلغی از حساب شما برداشت نشد. می‌توانید دوباره از صورت‌حساب میز پرداخت کنید.';
      actions = <TabReturnLink label="بازگشت به میز" className="btn btn-primary" />;
    } else if (purpose === 'event') {
      title = paid ? 'بلیت‌های شما صادر شد' : 'خرید بلیت انجام نشد';
      text = paid
        ? 'کد QR هر بلیت را در «بلیت‌ها و گواهی‌های من» می‌بینید؛ آن را دم در نشان دهید.'
        : 'مبلغی از حساب شما برداشت نشد و جای رزروشده آزاد شد. می‌توانید دوباره تلاش کنید.';
      actions = (
        <Link href={paid ? '/profile/events' : '/events'} className="btn btn-primary">
          {paid ? 'بلیت‌های من' : 'بازگشت به رویدادها'}
        </Link>
      );
    } else if (purpose === 'plan') {
      title = paid ? 'پلن ماهانه شما فعال شد' : 'خرید پلن انجام نشد';
      text = paid
        ? 'اعتبار این ماه را در صفحه پلن ماهانه می‌بینید.'
        : 'مبلغی از حساب شما برداشت نشد. می‌توانید دوباره تلاش کنید.';
      actions = (
        <Link href={paid ? '/profile/plan' : '/plans'} className="btn btn-primary">
          {paid ? 'پلن ماهانه من' : 'بازگشت به پلن‌ها'}
        </Link>
      );
    } else {
      title = paid ? `بسته «${bundleTitle ?? ''}» فعال شد` : 'خرید بسته انجام نشد';
      text = paid
        ? 'هر بار که آیتم‌های این بسته را سفارش دهید، به جای پرداخت از بسته کم می‌شود.'
        : 'مبلغی از حساب شما برداشت نشد. می‌توانید دوباره تلاش کنید.';
      actions = (
        <Link href={paid ? '/profile/bundle' : '/bundle'} className="btn btn-primary">
          {paid ? 'بسته‌های من' : 'بازگشت به بسته‌ها'}
        </Link>
      );
    }
  }

  return (
    <div className="container">
      <Head>
        <title>{`${TITLES[purpose]} | ${SITE_TITLE}`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <section className={`card ${styles.card}`} data-testid="payment-result" data-status={payment?.status ?? 'error'}>
        <Mark tone={tone} />
        <h1 className={`${styles.title} ${styles[tone]}`}>{title}</h1>
        {text && <p className={styles.text}>{text}</p>}
        {payment && (
          <dl className={styles.details}>
            <div className={styles.row}>
              <dt>مبلغ</dt>
              <dd>{formatToman(payment.amount)}</dd>
            </div>
            {payment.bankRef && (
              <div className={styles.row}>
                <dt>کد پیگیری بانک</dt>
                <dd className="ltr">{toPersianDigits(payment.bankRef)}</dd>
              </div>
            )}
            {payment.cardPan && (
              <div className={styles.row}>
                <dt>کارت</dt>
                <dd className="ltr">{toPersianDigits(payment.cardPan)}</dd>
              </div>
            )}
            <div className={styles.row}>
              <dt>زمان</dt>
              <dd>{jalaliDateTime(payment.verifiedAt ?? payment.createdAt)}</dd>
            </div>
          </dl>
        )}
        <div className={styles.actions}>{actions}</div>
      </section>
    </div>
  );
}
