import { useMemo, useState } from 'react';
import StatChart from '@/components/charts/StatChart';
import QueryState from '@/components/ui/QueryState';
import type { DayRange } from '@/components/ui/date/JalaliDateRangeInput';
import type { ProviderStatView } from '@/lib/contracts/stats';
import { formatAmount, formatNumber } from '@/lib/money';
import { isoDayToJalali } from '@/lib/jalali';
import { jalaliMonthOf, lastDays } from '@/lib/stats-dates';
import {
  useBankDailyQuery,
  useDailyOrderStatQuery,
  useProviderStatQuery,
  useWalletDailyQuery,
} from '@/store/api/stats';
import MonthSwitch, { type JalaliMonth } from './MonthSwitch';
import RangeForm from './RangeForm';
import StatCards from './StatCards';
import { COLORS, hourLabel, monthName, shortDay } from './labels';
import styles from './Stats.module.css';

const short = (t: string) => (t.length > 14 ? `${t.slice(0, 13)}…` : t);

/** A range's totals (money as «۰ تومان» when nothing sold), busiest hours and best sellers. */
export function RangeCharts({ stat }: { stat: ProviderStatView }) {
  const hours = useMemo(
    () => ({
      labels: stat.hours.map((h) => hourLabel(h.hour)),
      series: [{ label: 'سفارش', values: stat.hours.map((h) => h.orders), color: COLORS.orders }],
    }),
    [stat],
  );
  const top = useMemo(
    () => ({
      labels: stat.topItems.map((t) => short(t.title)),
      series: [{ label: 'تعداد فروش', values: stat.topItems.map((t) => t.count), color: COLORS.revenue }],
    }),
    [stat],
  );
  const t = stat.totals;
  return (
    <>
      <StatCards
        testId="branch-totals"
        items={[
          { label: 'سفارش‌های فروخته‌شده', value: formatNumber(t.orders) },
          { label: 'فروش', value: formatAmount(t.revenue) },
          { label: 'میانگین هر سفارش', value: formatAmount(t.averageOrder) },
          { label: 'سفارش‌های لغوشده', value: formatNumber(t.canceled) },
          { label: 'مشتریان', value: formatNumber(t.customers) },
        ]}
      />
      <div className={styles.charts}>
        <StatChart kind="bar" caption="ساعت‌های پرسفارش" labelHeader="ساعت" testId="chart-hours" {...hours} />
        {stat.topItems.length > 0 && (
          <StatChart kind="bar" caption="پرفروش‌ترین آیتم‌ها" labelHeader="آیتم" testId="chart-top-items" {...top} />
        )}
      </div>
    </>
  );
}

function MonthCharts({ providerId, month }: { providerId: string; month: JalaliMonth }) {
  const args = { providerId, ...month };
  const daily = useDailyOrderStatQuery(args, { refetchOnMountOrArgChange: true });
  const bank = useBankDailyQuery(args, { refetchOnMountOrArgChange: true });
  const wallet = useWalletDailyQuery(args, { refetchOnMountOrArgChange: true });
  const name = monthName(month.year, month.month);

  const orders = useMemo(() => {
    const d = daily.data?.days ?? [];
    const labels = d.map((x) => shortDay(x.day));
    return {
      labels,
      counts: [
        { label: 'سفارش فروخته‌شده', values: d.map((x) => x.orders), color: COLORS.orders },
        { label: 'لغوشده', values: d.map((x) => x.canceled), color: COLORS.canceled },
      ],
      revenue: [{ label: 'فروش', values: d.map((x) => x.revenue), color: COLORS.revenue, money: true }],
    };
  }, [daily.data]);

  const money = useMemo(() => {
    const b = bank.data?.days ?? [];
    const w = wallet.data?.days ?? [];
    return {
      labels: b.map((x) => shortDay(x.day)),
      series: [
        { label: 'درگاه بانکی', values: b.map((x) => x.amount), color: COLORS.bank, money: true },
        { label: 'شارژ کیف پول', values: w.map((x) => x.charges), color: COLORS.wallet, money: true },
        { label: 'پرداخت از کیف پول', values: w.map((x) => x.spent), color: COLORS.revenue, money: true },
        { label: 'بازگشت وجه', values: w.map((x) => x.refunds), color: COLORS.refunds, money: true },
      ],
    };
  }, [bank.data, wallet.data]);

  return (
    <div className={styles.charts}>
      <QueryState query={daily}>
        {() => (
          <>
            <StatChart
              kind="bar"
              caption={`سفارش‌های روزانه ${name}`}
              labelHeader="روز"
              labels={orders.labels}
              series={orders.counts}
              testId="chart-daily-orders"
            />
            <StatChart
              kind="line"
              caption={`فروش روزانه ${name}`}
              labelHeader="روز"
              labels={orders.labels}
              series={orders.revenue}
              testId="chart-daily-revenue"
            />
          </>
        )}
      </QueryState>
      <QueryState
        query={{
          ...bank,
          data: bank.data && wallet.data ? bank.data : undefined,
          error: bank.error ?? wallet.error,
          refetch: () => {
            bank.refetch();
            wallet.refetch();
          },
        }}
      >
        {() => (
          <StatChart
            kind="line"
            caption={`درگاه بانکی و کیف پول ${name}`}
            labelHeader="روز"
            labels={money.labels}
            series={money.series}
            testId="chart-daily-money"
          />
        )}
      </QueryState>
    </div>
  );
}

/** /panel/{providerId}/statPanel's content: a range's totals, busiest hours and best sellers, then a Jalali month day by day. */
export default function BranchStats({ providerId }: { providerId: string }) {
  const [range, setRange] = useState<DayRange>(() => lastDays(30));
  const [month, setMonth] = useState<JalaliMonth>(() => jalaliMonthOf(new Date()));
  const stat = useProviderStatQuery({ providerId, ...range }, { refetchOnMountOrArgChange: true });
  return (
    <>
      <RangeForm value={range} onSubmit={setRange} busy={stat.isFetching} />
      <section className={styles.section} aria-labelledby="range-title">
        <h2 id="range-title" className={styles.sectionTitle}>
          از {isoDayToJalali(range.from)} تا {isoDayToJalali(range.to)}
        </h2>
        <QueryState query={stat}>{(d) => <RangeCharts stat={d.stat} />}</QueryState>
      </section>
      <section className={styles.section} aria-labelledby="month-title">
        <h2 id="month-title" className={styles.sectionTitle}>
          روزبه‌روز
        </h2>
        <MonthSwitch value={month} onChange={setMonth} />
        <MonthCharts providerId={providerId} month={month} />
      </section>
    </>
  );
}
