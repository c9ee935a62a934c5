import QueryState from '@/components/ui/QueryState';
import { branchesText } from '@/components/plan/planCopy';
import type { MemberPlanUsageView } from '@/lib/contracts/plan';
import { toPersianDigits } from '@/lib/digits';
import { isoDayToJalali, jalaliDate, jalaliDateTime } from '@/lib/jalali';
import { useMemberPlanUsageQuery } from '@/store/api/plan';
import styles from './Users.module.css';

const STATUS: Record<string, string> = {
  active: 'فعال',
  upcoming: 'شروع در آینده',
  ended: 'پایان یافته',
  awaitingPayment: 'در انتظار پرداخت',
  canceled: 'لغو شده',
};
const KIND: Record<MemberPlanUsageView['uses'][number]['kind'], string> = {
  room_hours: 'ساعت اتاق جلسه',
  day_passes: 'پاس روزانه',
  drinks: 'نوشیدنی',
};

/** A member's plans on the users panel's user page: what is left now, and each use of the credits. */
export default function MemberPlanCard({ userId }: { userId: string }) {
  const query = useMemberPlanUsageQuery(userId, { refetchOnMountOrArgChange: true });
  return (
    <section className={styles.page} aria-labelledby="user-plan-title" data-testid="member-plan">
      <div className={styles.head}>
        <h2 id="user-plan-title" className={styles.sectionTitle}>
          پلن ماهانه
        </h2>
      </div>
      <QueryState query={query} isEmpty={(d) => d.plans.length === 0} empty="پلنی نخریده است.">
        {(d) => (
          <div className="card" style={{ padding: 12, display: 'grid', gap: 8 }}>
            {d.plans.map((p) => (
              <div key={p._id}>
                <strong>{p.title}</strong>
                {` · ${STATUS[p.status] ?? p.status} · ${branchesText(p)}`}
                {p.startsAt && p.endsAt && ` · ${jalaliDate(p.startsAt)} تا ${jalaliDate(p.endsAt)}`}
                <div>
                  {`باقی‌مانده: ${toPersianDigits(p.left.roomHours)} از ${toPersianDigits(p.credits.roomHours)} ساعت اتاق، ${toPersianDigits(p.left.dayPasses)} از ${toPersianDigits(p.credits.dayPasses)} پاس روزانه، ${toPersianDigits(p.left.drinksToday)} از ${toPersianDigits(p.credits.drinksPerDay)} نوشیدنی امروز`}
                </div>
              </div>
            ))}
            {d.uses.length > 0 && (
              <ul style={{ margin: 0, paddingInlineStart: 18, fontSize: '0.9rem' }}>
                {d.uses.map((u) => (
                  <li key={u._id} style={u.released ? { textDecoration: 'line-through' } : undefined}>
                    {`${toPersianDigits(u.amount)} ${KIND[u.kind]} · ${u.providerName} · ${jalaliDateTime(u.createdAt)} (دوره ${isoDayToJalali(u.period)})${u.released ? ' · برگشت داده شد' : ''}`}
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
      </QueryState>
    </section>
  );
}
