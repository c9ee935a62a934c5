import Link from 'next/link';
import QueryState from '@/components/ui/QueryState';
import { formatNumber } from '@/lib/money';
import { lastDays } from '@/lib/stats-dates';
import { useAggregationStatQuery, useWalletTotalQuery } from '@/store/api/stats';
import StatCards from './StatCards';
import { CHAIN_TOOLS } from '@/lib/panel-nav';
import styles from './Stats.module.css';

const toman = (v: number) => `${formatNumber(v)} تومان`;
const RANGE = lastDays(30);

/** /panel/stat's content: the chain's last 30 days and wallets at a glance, each branch's stats and the other reports. */
export default function StatHome() {
  const agg = useAggregationStatQuery(RANGE, { refetchOnMountOrArgChange: true });
  const wallet = useWalletTotalQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <>
      <section className={styles.section} aria-labelledby="home-last30">
        <h2 id="home-last30" className={styles.sectionTitle}>
          ۳۰ روز گذشته
        </h2>
        <QueryState query={agg}>
          {(d) => (
            <StatCards
              testId="stat-home-totals"
              items={[
                { label: 'فروش همه شعبه‌ها', value: toman(d.stat.totals.revenue) },
                { label: 'سفارش‌های فروخته‌شده', value: formatNumber(d.stat.totals.orders) },
                { label: 'میانگین هر سفارش', value: toman(d.stat.totals.averageOrder) },
                { label: 'مشتریان', value: formatNumber(d.stat.totals.customers) },
              ]}
            />
          )}
        </QueryState>
        <QueryState query={wallet}>
          {(w) => (
            <StatCards
              items={[
                { label: 'موجودی کل کیف پول‌ها', value: toman(w.total) },
                { label: 'کاربران دارای موجودی', value: formatNumber(w.holders) },
              ]}
            />
          )}
        </QueryState>
      </section>
      <section className={styles.section} aria-labelledby="home-branches">
        <h2 id="home-branches" className={styles.sectionTitle}>
          آمار هر شعبه
        </h2>
        <QueryState query={agg}>
          {(d) => (
            <ul className={styles.links}>
              {d.stat.providers.map((p) => (
                <li key={p.providerId}>
                  <Link href={`/panel/${p.providerId}/statPanel`}>{p.name}</Link>
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </section>
      <section className={styles.section} aria-labelledby="home-reports">
        <h2 id="home-reports" className={styles.sectionTitle}>
          گزارش‌ها
        </h2>
        <ul className={styles.links}>
          {CHAIN_TOOLS.filter((p) => p.flag === 'stats' && p.href !== '/panel/stat').map((p) => (
            <li key={p.href}>
              <Link href={p.href}>{p.label}</Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
