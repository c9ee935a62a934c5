import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import { formatNumber, formatToman } from '@/lib/money';
import { ssr } from '@/server/ssr';
import { AppError } from '@/server/http/errors';
import { sandboxSession } from '@/server/integrations/payment/sandbox';
import styles from '@/components/payment/SandboxBank.module.css';

interface Props {
  authority: string;
  merchant: string;
  amount: number;
  description: string;
  status: 'pending' | 'paid' | 'canceled';
  back: string;
}

export const getServerSideProps: GetServerSideProps<Props> = async ({ params, res, req }) => {
  res.setHeader('Cache-Control', 'no-store');
  return ssr(req, async () => {
    const authority = String(params?.authority ?? '');
    const s = await sandboxSession(authority);
    if (!s) throw new AppError('PAYMENT_NOT_FOUND');
    const back = new URL(s.callbackUrl);
    back.searchParams.set('Authority', s.authority);
    back.searchParams.set('Status', s.status === 'paid' ? 'OK' : 'NOK');
    return {
      authority: s.authority,
      merchant: s.merchant,
      amount: s.amount,
      description: s.description,
      status: s.status,
      back: `${back.pathname}${back.search}`,
    };
  });
};

const DECIDE_URL = `${process.env.NEXT_PUBLIC_API_BASE || '/api'}/v1/payment/sandbox/decide`;

/**
 * The sandbox driver's bank page: what a real gateway shows (merchant, amount) and its two buttons.
 * A plain form post, so it works without scripts, as bank pages do; the answer goes back through the
 * same callback and verification as a real bank's.
 */
export default function SandboxBankPage({ authority, merchant, amount, description, status, back }: Props) {
  return (
    <div className={styles.wrap}>
      <Head>
        <title>درگاه پرداخت آزمایشی</title>
        <meta name="robots" content="noindex" />
      </Head>
      <section className={styles.bank} aria-labelledby="bank-title" data-testid="sandbox-bank">
        <div className={styles.top}>
          <h1 id="bank-title" className={styles.bankName}>
            درگاه پرداخت اینترنتی
          </h1>
          <span className={styles.badge}>آزمایشی</span>
        </div>
        <div className={styles.body}>
          <dl className={styles.details}>
            <div className={styles.row}>
              <dt>پذیرنده</dt>
              <dd data-testid="sandbox-merchant">{merchant}</dd>
            </div>
            {description && (
              <div className={styles.row}>
                <dt>بابت</dt>
                <dd>{description}</dd>
              </div>
            )}
            <div className={styles.row}>
              <dt>مبلغ قابل پرداخت</dt>
              <dd className={styles.amount} data-testid="sandbox-amount">
                {formatToman(amount)}
                <span className={styles.rial}>{`${formatNumber(amount * 10)} ریال`}</span>
              </dd>
            </div>
          </dl>
          {status === 'pending' ? (
            <form method="post" action={DECIDE_URL} className={styles.buttons}>
              <input type="hidden" name="authority" value={authority} />
              <button type="submit" name="action" value="pay" className={`btn ${styles.pay}`} data-testid="sandbox-pay">
                پرداخت
              </button>
              <button
                type="submit"
                name="action"
                value="cancel"
                className="btn btn-outline"
                data-testid="sandbox-cancel"
              >
                انصراف
              </button>
            </form>
          ) : (
            <>
              <p className={styles.note}>
                {status === 'paid' ? 'این تراکنش پیش‌تر پرداخت شده است.' : 'این تراکنش لغو شده است.'}
              </p>
              <a href={back} className="btn btn-primary">
                بازگشت به فروشگاه
              </a>
            </>
          )}
          <p className={styles.note}>این درگاه شبیه‌سازی‌شده است و هیچ مبلغی از کارت شما برداشت نمی‌شود.</p>
        </div>
      </section>
    </div>
  );
}
