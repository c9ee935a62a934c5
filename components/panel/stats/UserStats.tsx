import { useMemo, useState } from 'react';
import StatChart from '@/components/charts/StatChart';
import QueryState from '@/components/ui/QueryState';
import type { DayRange } from '@/components/ui/date/JalaliDateRangeInput';
import type { UserStatView } from '@/lib/contracts/stats';
import { isoDayToJalali } from '@/lib/jalali';
import { formatNumber } from '@/lib/money';
import { lastDays } from '@/lib/stats-dates';
import { useUserStatQuery } from '@/store/api/stats';
import RangeForm from './RangeForm';
import StatCards from './StatCards';
import { COLORS, shortDay } from './labels';
import styles from './Stats.module.css';

function Users({ stat }: { stat: UserStatView }) {
  const regs = useMemo(
    () => ({
      labels: stat.registrations.map((r) => shortDay(r.day)),
      series: [{ label: 'ثبت‌نام', values: stat.registrations.map((r) => r.count), color: COLORS.orders }],
    }),
    [stat],
  );
  const levels = useMemo(
    () => ({
      labels: stat.levels.map((l) => l.name),
      series: [{ label: 'کاربران', values: stat.levels.map((l) => l.users), color: COLORS.wallet }],
    }),
    [stat],
  );
  return (
    <>
      <StatCards
        testId="user-totals"
        items={[
          { label: 'همه کاربران', value: formatNumber(stat.totalUsers) },
          { label: 'ثبت‌نام در این بازه', value: formatNumber(stat.newUsers) },
          { label: 'کاربران فعال (با سفارش)', value: formatNumber(stat.activeUsers) },
        ]}
      />
      <div className={styles.charts}>
        <StatChart kind="line" caption="ثبت‌نام روزانه" labelHeader="روز" testId="chart-registrations" {...regs} />
        <StatChart
          kind="bar"
          caption="کاربران در هر سطح عضویت"
          labelHeader="سطح عضویت"
          testId="chart-levels"
          {...levels}
        />
      </div>
    </>
  );
}

/** /panel/userStat's content: registrations, active users and membership levels. */
export default function UserStats() {
  const [range, setRange] = useState<DayRange>(() => lastDays(30));
  const stat = useUserStatQuery(range, { refetchOnMountOrArgChange: true });
  return (
    <>
      <RangeForm value={range} onSubmit={setRange} busy={stat.isFetching} />
      <section className={styles.section} aria-labelledby="users-title">
        <h2 id="users-title" className={styles.sectionTitle}>
          از {isoDayToJalali(range.from)} تا {isoDayToJalali(range.to)}
        </h2>
        <QueryState query={stat}>{(d) => <Users stat={d.stat} />}</QueryState>
      </section>
    </>
  );
}
