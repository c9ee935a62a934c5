import { useId, useMemo, useState } from 'react';
import StatChart from '@/components/charts/StatChart';
import QueryState from '@/components/ui/QueryState';
import type { DayRange } from '@/components/ui/date/JalaliDateRangeInput';
import { LEDGER_REASON_LABELS } from '@/lib/contracts/wallet';
import { PAYMENT_PURPOSE_FA, PAYMENT_TYPE_FA, type FinancialReportView } from '@/lib/contracts/stats';
import { isoDayToJalali } from '@/lib/jalali';
import { SALE_VAT_KINDS, SALE_VAT_TEXT } from '@/lib/messages/vat';
import { formatAmount, formatNumber } from '@/lib/money';
import { lastDays } from '@/lib/stats-dates';
import { useProviderListQuery } from '@/store/api/menu';
import { useFinancialReportQuery, useWalletTotalQuery } from '@/store/api/stats';
import RangeForm from './RangeForm';
import StatCards from './StatCards';
import { COLORS, shortDay } from './labels';
import styles from './Stats.module.css';

/** Money totals say «۰ تومان», never «رایگان» (lib/money formatAmount). */
const toman = formatAmount;

function Report({ report }: { report: FinancialReportView }) {
  const { sales, wallet, bank } = report;
  const daily = useMemo(
    () => ({
      labels: report.days.map((d) => shortDay(d.day)),
      series: [
        { label: 'فروش', values: report.days.map((d) => d.sales), color: COLORS.revenue, money: true },
        { label: 'پرداخت از کیف پول', values: report.days.map((d) => d.wallet), color: COLORS.orders, money: true },
        { label: 'پرداخت از درگاه', values: report.days.map((d) => d.bank), color: COLORS.bank, money: true },
        { label: 'شارژ کیف پول', values: report.days.map((d) => d.walletCharges), color: COLORS.wallet, money: true },
      ],
    }),
    [report],
  );
  const byType = useMemo(
    () => ({
      labels: sales.byPaymentType.map((r) => PAYMENT_TYPE_FA[r.paymentBy]),
      series: [{ label: 'فروش', values: sales.byPaymentType.map((r) => r.total), color: COLORS.revenue, money: true }],
    }),
    [sales],
  );
  return (
    <>
      <StatCards
        testId="financial-totals"
        items={[
          { label: 'فروش کل', value: toman(sales.sold.total) },
          { label: 'سفارش‌های فروخته‌شده', value: formatNumber(sales.sold.orders) },
          { label: 'پرداخت در محل', value: toman(sales.sold.onSite) },
          { label: 'پرداخت از کیف پول', value: toman(sales.sold.wallet) },
          { label: 'پرداخت از درگاه', value: toman(sales.sold.bank) },
          { label: 'تخفیف‌ها', value: toman(sales.discounts) },
          { label: 'مالیات بر ارزش افزوده', value: toman(sales.vat ?? 0) },
          // Its parts other than orders (issue 29), when there are any.
          ...SALE_VAT_KINDS.filter((k) => k !== 'orders' && (sales.vatBySale?.[k] ?? 0) > 0).map((k) => ({
            label: SALE_VAT_TEXT[k],
            value: toman(sales.vatBySale?.[k] ?? 0),
          })),
          { label: `لغوشده (${formatNumber(sales.canceled.orders)} سفارش)`, value: toman(sales.canceled.total) },
          {
            label: `در انتظار پرداخت (${formatNumber(sales.awaitingPayment.orders)} سفارش)`,
            value: toman(sales.awaitingPayment.total),
          },
          { label: 'شارژ کیف پول', value: toman(wallet.charges.amount) },
          { label: 'بازگشت وجه به کیف پول', value: toman(wallet.refunds) },
          { label: 'تسویه‌های درگاه بانکی', value: toman(bank.total) },
        ]}
      />

      <div className={styles.tableWrap}>
        <table className={styles.table} data-testid="sales-by-type">
          <caption>فروش به تفکیک نوع پرداخت</caption>
          <thead>
            <tr>
              <th scope="col">نوع پرداخت</th>
              <th scope="col">سفارش</th>
              <th scope="col">مبلغ کل</th>
              <th scope="col">کیف پول</th>
              <th scope="col">درگاه</th>
              <th scope="col">در محل</th>
            </tr>
          </thead>
          <tbody>
            {sales.byPaymentType.map((r) => (
              <tr key={r.paymentBy}>
                <th scope="row">{PAYMENT_TYPE_FA[r.paymentBy]}</th>
                <td>{formatNumber(r.orders)}</td>
                <td>{toman(r.total)}</td>
                <td>{toman(r.wallet)}</td>
                <td>{toman(r.bank)}</td>
                <td>{toman(r.onSite)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">جمع</th>
              <td>{formatNumber(sales.sold.orders)}</td>
              <td data-testid="sales-total">{toman(sales.sold.total)}</td>
              <td>{toman(sales.sold.wallet)}</td>
              <td>{toman(sales.sold.bank)}</td>
              <td>{toman(sales.sold.onSite)}</td>
            </tr>
          </tfoot>
        </table>
      </div>

      <div className={styles.charts}>
        <StatChart
          kind="line"
          caption="روند روزانه فروش، درگاه و کیف پول"
          labelHeader="روز"
          testId="chart-financial-daily"
          {...daily}
        />
        <StatChart
          kind="bar"
          caption="فروش به تفکیک نوع پرداخت"
          labelHeader="نوع پرداخت"
          testId="chart-financial-types"
          {...byType}
        />
      </div>

      <div className={styles.charts}>
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption>تراکنش‌های کیف پول</caption>
            <thead>
              <tr>
                <th scope="col">نوع</th>
                <th scope="col">تعداد</th>
                <th scope="col">واریز</th>
                <th scope="col">برداشت</th>
              </tr>
            </thead>
            <tbody>
              {wallet.byReason.length === 0 && (
                <tr>
                  <td colSpan={4}>تراکنشی در این بازه نیست.</td>
                </tr>
              )}
              {wallet.byReason.map((r) => (
                <tr key={r.reason}>
                  <th scope="row">{LEDGER_REASON_LABELS[r.reason] ?? r.reason}</th>
                  <td>{formatNumber(r.count)}</td>
                  <td>{toman(r.credit)}</td>
                  <td>{toman(r.debit)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption>تسویه‌های درگاه بانکی</caption>
            <thead>
              <tr>
                <th scope="col">بابت</th>
                <th scope="col">تعداد</th>
                <th scope="col">مبلغ</th>
              </tr>
            </thead>
            <tbody>
              {bank.byPurpose.length === 0 && (
                <tr>
                  <td colSpan={3}>پرداختی در این بازه نیست.</td>
                </tr>
              )}
              {bank.byPurpose.map((r) => (
                <tr key={r.purpose}>
                  <th scope="row">{PAYMENT_PURPOSE_FA[r.purpose] ?? r.purpose}</th>
                  <td>{formatNumber(r.count)}</td>
                  <td>{toman(r.amount)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">جمع</th>
                <td>{formatNumber(bank.byPurpose.reduce((a, b) => a + b.count, 0))}</td>
                <td>{toman(bank.total)}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      </div>
    </>
  );
}

function WalletTotal() {
  const total = useWalletTotalQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <QueryState query={total}>
      {(t) => (
        <StatCards
          testId="wallet-total"
          items={[
            { label: 'موجودی کل کیف پول‌ها', value: toman(t.total) },
            { label: 'کاربران دارای موجودی', value: formatNumber(t.holders) },
            {
              label: 'جمع دفتر کیف پول',
              value: t.ledgerTotal === t.total ? `${toman(t.ledgerTotal)} (برابر)` : toman(t.ledgerTotal),
            },
          ]}
        />
      )}
    </QueryState>
  );
}

/** /panel/financialReport's content: a branch (or all) and a Jalali range; totals, tables, charts and the .xlsx file. */
export default function FinancialReport() {
  const id = useId();
  const [range, setRange] = useState<DayRange>(() => lastDays(30));
  const [providerId, setProviderId] = useState('');
  const [draftProvider, setDraftProvider] = useState('');
  const providers = useProviderListQuery();
  const report = useFinancialReportQuery({ providerId, ...range }, { refetchOnMountOrArgChange: true });
  const params = new URLSearchParams({ from: range.from, to: range.to, ...(providerId ? { providerId } : {}) });
  const exportHref = `${process.env.NEXT_PUBLIC_API_BASE || '/api'}/v1/stat/financial/export?${params}`;
  const branchName = providers.data?.providers.find((p) => p._id === providerId)?.name;

  return (
    <>
      <WalletTotal />
      <RangeForm
        value={range}
        busy={report.isFetching}
        onSubmit={(r) => {
          setRange(r);
          setProviderId(draftProvider);
        }}
      >
        <div>
          <label className="label" htmlFor={`${id}-branch`}>
            شعبه
          </label>
          <select
            id={`${id}-branch`}
            className={`input ${styles.select}`}
            value={draftProvider}
            onChange={(e) => setDraftProvider(e.target.value)}
            data-testid="financial-branch"
          >
            <option value="">همه شعبه‌ها</option>
            {providers.data?.providers.map((p) => (
              <option key={p._id} value={p._id}>
                {p.name}
              </option>
            ))}
          </select>
        </div>
      </RangeForm>
      <section className={styles.section} aria-labelledby="report-title">
        <div className={styles.month}>
          <h2 id="report-title" className={styles.sectionTitle}>
            {branchName ?? 'همه شعبه‌ها'}، از {isoDayToJalali(range.from)} تا {isoDayToJalali(range.to)}
          </h2>
          <a className="btn btn-outline btn-sm" href={exportHref} download data-testid="financial-export">
            دریافت فایل اکسل
          </a>
        </div>
        <QueryState query={report}>{(d) => <Report report={d.report} />}</QueryState>
      </section>
    </>
  );
}
