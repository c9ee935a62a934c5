import { formatNumber, formatAmount } from '@/lib/money';
import { toPersianDigits } from '@/lib/digits';
import { jalaliDateTime } from '@/lib/jalali';
import { PAYMENT_BY_LABELS } from '@/lib/messages/ui';
import { INVOICE_TEXT, VAT_TEXT } from '@/lib/messages/vat';
import { invoiceNumberText, type InvoiceView } from '@/lib/contracts/invoice';
import styles from './InvoiceSheet.module.css';

/** One invoice or credit note as issued: seller, buyer, lines, discounts, VAT and total. Prints at A5 and 80 mm. */
export default function InvoiceSheet({ invoice: inv }: { invoice: InvoiceView }) {
  const credit = inv.kind === 'credit';
  return (
    <article className={styles.sheet} data-testid="invoice-sheet" aria-labelledby="invoice-title">
      <header className={styles.head}>
        <h1 id="invoice-title" className={styles.title}>
          {credit ? INVOICE_TEXT.creditTitle : INVOICE_TEXT.title}
        </h1>
        <dl className={styles.facts}>
          <div>
            <dt>{INVOICE_TEXT.number}</dt>
            <dd data-testid="invoice-number">{invoiceNumberText(inv)}</dd>
          </div>
          <div>
            <dt>{INVOICE_TEXT.date}</dt>
            <dd>{jalaliDateTime(inv.issuedAt)}</dd>
          </div>
          {inv.refersTo && (
            <div>
              <dt>{INVOICE_TEXT.refersTo}</dt>
              <dd>{invoiceNumberText(inv.refersTo)}</dd>
            </div>
          )}
          {inv.orderNumber !== null && (
            <div>
              <dt>{INVOICE_TEXT.order}</dt>
              <dd>{toPersianDigits(inv.orderNumber)}</dd>
            </div>
          )}
        </dl>
      </header>

      <section className={styles.parties}>
        <dl className={styles.facts}>
          <div>
            <dt>{INVOICE_TEXT.seller}</dt>
            <dd>{inv.providerName}</dd>
          </div>
          {inv.providerAddress && (
            <div>
              <dt>نشانی</dt>
              <dd>{inv.providerAddress}</dd>
            </div>
          )}
          <div>
            <dt>{INVOICE_TEXT.economicCode}</dt>
            <dd data-testid="invoice-economic-code">{inv.economicCode ? toPersianDigits(inv.economicCode) : '—'}</dd>
          </div>
          <div>
            <dt>{INVOICE_TEXT.buyer}</dt>
            <dd data-testid="invoice-buyer">{inv.buyerName || '—'}</dd>
          </div>
          {inv.buyerNationalId && (
            <div>
              <dt>{INVOICE_TEXT.buyerNationalId}</dt>
              <dd>{toPersianDigits(inv.buyerNationalId)}</dd>
            </div>
          )}
          {inv.buyerEconomicCode && (
            <div>
              <dt>{INVOICE_TEXT.buyerEconomicCode}</dt>
              <dd>{toPersianDigits(inv.buyerEconomicCode)}</dd>
            </div>
          )}
        </dl>
      </section>

      <table className={styles.lines}>
        <thead>
          <tr>
            <th scope="col">{INVOICE_TEXT.item}</th>
            <th scope="col">{INVOICE_TEXT.count}</th>
            <th scope="col">{INVOICE_TEXT.unitPrice}</th>
            <th scope="col">{INVOICE_TEXT.lineTotal}</th>
          </tr>
        </thead>
        <tbody>
          {inv.lines.map((l, i) => (
            <tr key={i}>
              <td>
                {l.title}
                {l.options?.length ? (
                  <span className={styles.muted}> ({l.options.map((o) => o.title).join('، ')})</span>
                ) : null}
                {l.vatExempt && <span className={styles.muted}> — {INVOICE_TEXT.exempt}</span>}
              </td>
              <td>{toPersianDigits(l.count)}</td>
              <td>{formatNumber(l.unitPrice)}</td>
              <td>{formatNumber(l.lineTotal)}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <dl className={styles.totals}>
        <div>
          <dt>{INVOICE_TEXT.itemsPrice}</dt>
          <dd>{formatAmount(inv.itemsPrice)}</dd>
        </div>
        {inv.discount > 0 && (
          <div>
            <dt>{INVOICE_TEXT.discount}</dt>
            <dd>− {formatAmount(inv.discount)}</dd>
          </div>
        )}
        {inv.deliveryFee > 0 && (
          <div>
            <dt>{INVOICE_TEXT.deliveryFee}</dt>
            <dd>{formatAmount(inv.deliveryFee)}</dd>
          </div>
        )}
        <div>
          <dt>{VAT_TEXT.vatLineWithPercent(toPersianDigits(inv.vatPercent))}</dt>
          <dd data-testid="invoice-vat">{formatAmount(inv.vat)}</dd>
        </div>
        <div className={styles.total}>
          <dt>{credit ? INVOICE_TEXT.creditTotal : INVOICE_TEXT.total}</dt>
          <dd data-testid="invoice-total">{formatAmount(inv.total)}</dd>
        </div>
        {inv.paymentBy && (
          <div>
            <dt>روش پرداخت</dt>
            <dd>{PAYMENT_BY_LABELS[inv.paymentBy] ?? inv.paymentBy}</dd>
          </div>
        )}
      </dl>
      <p className={styles.hash}>
        {INVOICE_TEXT.hash}: <code dir="ltr">{inv.contentHash.slice(0, 16)}</code>
      </p>
    </article>
  );
}
