import Head from 'next/head';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { SITE_TITLE } from '@/lib/client/site';
import { usePageTitle } from '@/lib/client/usePageTitle';
import { INVOICE_TEXT } from '@/lib/messages/vat';
import { useAppSelector } from '@/store';
import { useInvoiceQuery } from '@/store/api/invoice';
import LoginPrompt from '@/components/ui/LoginPrompt';
import QueryState from '@/components/ui/QueryState';
import EmptyState from '@/components/ui/EmptyState';
import InvoiceSheet from '@/components/invoice/InvoiceSheet';
import InvoiceBuyerForm from '@/components/invoice/InvoiceBuyerForm';
import styles from '@/components/invoice/InvoicePage.module.css';

/** The page size printing uses: A5 paper or an 80 mm receipt roll. */
const PAGE_CSS = {
  a5: '@page { size: A5; margin: 10mm; }',
  roll: '@page { size: 80mm auto; margin: 3mm; } body { width: 74mm; font-size: 11px; }',
} as const;

function printAt(size: keyof typeof PAGE_CSS) {
  const style = document.createElement('style');
  style.setAttribute('data-invoice-page', size);
  style.textContent = `@media print { ${PAGE_CSS[size]} }`;
  document.head.appendChild(style);
  window.print();
  // The dialog blocks until it is closed; the page size is dropped after it.
  setTimeout(() => style.remove(), 1000);
}

/** /invoice/{id}: an invoice or credit note, its official buyer details, printing (A5, 80 mm) and its PDF. */
export default function InvoicePage() {
  const router = useRouter();
  const id = typeof router.query.id === 'string' ? router.query.id : '';
  const authState = useAppSelector((s) => s.auth.state);
  const query = useInvoiceQuery(id, { skip: !id || authState !== 'user' });
  usePageTitle(INVOICE_TEXT.title);
  // Printed, the sheet stands alone: the site's header, footer and tab bar are left off (styles/globals.css).
  useEffect(() => {
    document.body.classList.add('print-bare');
    return () => document.body.classList.remove('print-bare');
  }, []);

  let body;
  if (authState === 'guest') body = <LoginPrompt text="برای دیدن فاکتور وارد حساب کاربری خود شوید." />;
  else
    body = (
      <QueryState
        query={query}
        errorTitle="دریافت فاکتور ممکن نشد."
        renderError={(info) =>
          info.status === 404 || info.status === 403 ? (
            <EmptyState
              icon="receipt"
              title={info.status === 404 ? INVOICE_TEXT.notFound : 'شما اجازه مشاهده این فاکتور را ندارید.'}
              action={{ href: '/previousOrders', label: 'سفارش‌های من' }}
              testId="invoice-error"
            />
          ) : null
        }
      >
        {({ invoice, creditNote }) => (
          <div className={styles.layout}>
            <InvoiceSheet invoice={invoice} />
            {creditNote && (
              <p className={styles.help}>
                <Link href={`/invoice/${creditNote._id}`}>{INVOICE_TEXT.creditTitle}</Link>
              </p>
            )}
            <div className={styles.actions}>
              <button type="button" className="btn btn-primary" onClick={() => printAt('a5')}>
                {INVOICE_TEXT.print} (A5)
              </button>
              <button type="button" className="btn btn-outline" onClick={() => printAt('roll')}>
                {INVOICE_TEXT.print} (۸۰ میلی‌متر)
              </button>
              <a className="btn btn-outline" href={`/api/v1/invoice/${invoice._id}/pdf`} download>
                {INVOICE_TEXT.pdf}
              </a>
              {invoice.orderId && (
                <Link className="btn btn-outline" href={`/orderTracking/${invoice.orderId}`}>
                  پیگیری سفارش
                </Link>
              )}
            </div>
            {invoice.kind === 'invoice' && !invoice.buyerNationalId && !invoice.buyerEconomicCode && (
              <InvoiceBuyerForm invoice={invoice} onSaved={() => void query.refetch()} />
            )}
          </div>
        )}
      </QueryState>
    );
  return (
    <>
      <Head>
        <title>{`${INVOICE_TEXT.title} | ${SITE_TITLE}`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <div className="container">{body}</div>
    </>
  );
}
