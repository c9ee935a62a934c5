import { useMemo, useState } from 'react';
import StatChart from '@/components/charts/StatChart';
import QueryState from '@/components/ui/QueryState';
import type { DayRange } from '@/components/ui/date/JalaliDateRangeInput';
import type { AggregationStatView } from '@/lib/contracts/stats';
import { isoDayToJalali } from '@/lib/jalali';
import { formatAmount, formatNumber } from '@/lib/money';
import { lastDays } from '@/lib/stats-dates';
import { useAggregationStatQuery } from '@/store/api/stats';
import RangeForm from './RangeForm';
import StatCards from './StatCards';
import { COLORS } from './labels';
import styles from './Stats.module.css';

/** Money totals say «۰ تومان», never «رایگان» (lib/money formatAmount). */
const toman = formatAmount;

function Aggregation({ stat }: { stat: AggregationStatView }) {
  const revenue = useMemo(
    () => ({
      labels: stat.providers.map((p) => p.name),
      series: [{ label: 'فروش', values: stat.providers.map((p) => p.revenue), color: COLORS.revenue, money: true }],
    }),
    [stat],
  );
  const orders = useMemo(
    () => ({
      labels: stat.providers.map((p) => p.name),
      series: [
        { label: 'سفارش فروخته‌شده', values: stat.providers.map((p) => p.orders), color: COLORS.orders },
        { label: 'لغوشده', values: stat.providers.map((p) => p.canceled), color: COLORS.canceled },
      ],
    }),
    [stat],
  );
  const t = stat.totals;
  return (
    <>
      <StatCards
        testId="chain-totals"
        items={[
          { label: 'فروش همه شعبه‌ها', value: toman(t.revenue) },
          { label: 'سفارش‌های فروخته‌شده', value: formatNumber(t.orders) },
          { label: 'میانگین هر سفارش', value: toman(t.averageOrder) },
          { label: 'سفارش‌های لغوشده', value: formatNumber(t.canceled) },
          { label: 'مشتریان', value: formatNumber(t.customers) },
        ]}
      />
      <div className={styles.tableWrap}>
        <table className={styles.table} data-testid="aggregation-table">
          <caption>شعبه‌ها در کنار هم</caption>
          <thead>
            <tr>
              <th scope="col">شعبه</th>
              <th scope="col">سفارش</th>
              <th scope="col">فروش</th>
              <th scope="col">میانگین سفارش</th>
              <th scope="col">لغوشده</th>
              <th scope="col">مشتری</th>
            </tr>
          </thead>
          <tbody>
            {stat.providers.map((p) => (
              <tr key={p.providerId}>
                <th scope="row">{p.name}</th>
                <td>{formatNumber(p.orders)}</td>
                <td>{toman(p.revenue)}</td>
                <td>{toman(p.averageOrder)}</td>
                <td>{formatNumber(p.canceled)}</td>
                <td>{formatNumber(p.customers)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">جمع</th>
              <td>{formatNumber(t.orders)}</td>
              <td>{toman(t.revenue)}</td>
              <td>{toman(t.averageOrder)}</td>
              <td>{formatNumber(t.canceled)}</td>
              <td>{formatNumber(t.customers)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      <div className={styles.charts}>
        <StatChart kind="bar" caption="فروش هر شعبه" labelHeader="شعبه" testId="chart-branch-revenue" {...revenue} />
        <StatChart kind="bar" caption="سفارش‌های هر شعبه" labelHeader="شعبه" testId="chart-branch-orders" {...orders} />
      </div>
    </>
  );
}

/** /panel/aggregationStat's content: every branch's sales side by side over a Jalali range. */
export default function AggregationStats() {
  const [range, setRange] = useState<DayRange>(() => lastDays(30));
  const stat = useAggregationStatQuery(range, { refetchOnMountOrArgChange: true });
  return (
    <>
      <RangeForm value={range} onSubmit={setRange} busy={stat.isFetching} />
      <section className={styles.section} aria-labelledby="agg-title">
        <h2 id="agg-title" className={styles.sectionTitle}>
          از {isoDayToJalali(range.from)} تا {isoDayToJalali(range.to)}
        </h2>
        <QueryState query={stat}>{(d) => <Aggregation stat={d.stat} />}</QueryState>
      </section>
    </>
  );
}
