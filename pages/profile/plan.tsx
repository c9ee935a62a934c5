import Link from 'next/link';
import MoneyScreen from '@/components/wallet/MoneyScreen';
import NoResult from '@/components/ui/NoResult';
import QueryState from '@/components/ui/QueryState';
import { branchesText } from '@/components/plan/planCopy';
import type { MemberPlanView, PlanLeft } from '@/lib/contracts/plan';
import { toPersianDigits } from '@/lib/digits';
import { jalaliDate } from '@/lib/jalali';
import { formatToman } from '@/lib/money';
import { PLAN_TEXT } from '@/lib/messages/plan';
import { useAppSelector } from '@/store';
import { useMyPlanQuery } from '@/store/api/plan';
import styles from '@/components/wallet/Money.module.css';

const STATUS: Record<MemberPlanView['status'], string> = {
  active: 'فعال',
  upcoming: 'شروع در آینده',
  ended: 'پایان یافته',
  awaitingPayment: 'در انتظار پرداخت',
  canceled: 'لغو شده',
};

/** One credit: what is left of it, of how much, as a bar. */
function Credit({ label, left, total, testId }: { label: string; left: number; total: number; testId: string }) {
  if (!total) return null;
  return (
    <li className={styles.part} data-testid={testId}>
      <div className={styles.partRow}>
        <span>{label}</span>
        <span>{`${toPersianDigits(left)} از ${toPersianDigits(total)} باقی‌مانده`}</span>
      </div>
      <div className={styles.bar} role="presentation">
        <span style={{ width: `${Math.round((left / total) * 100)}%` }} />
      </div>
    </li>
  );
}

function PlanBody({ plan, left }: { plan: MemberPlanView; left: PlanLeft }) {
  return (
    <section className={styles.item} data-testid="my-plan">
      <div className={styles.itemHead}>
        <h2 className={styles.itemTitle}>{plan.title}</h2>
        <span className="badge">{STATUS[plan.status]}</span>
      </div>
      <span className={styles.meta}>{`${branchesText(plan)} · ${formatToman(plan.price)}`}</span>
      {plan.status === 'upcoming' && plan.startsAt && (
        <p className={styles.meta}>{`از ${jalaliDate(plan.startsAt)} شروع می‌شود.`}</p>
      )}
      <h3 className={styles.blockTitle}>اعتبار باقی‌مانده این ماه</h3>
      <ul className={styles.parts}>
        <Credit label={PLAN_TEXT.roomHours} left={left.roomHours} total={plan.credits.roomHours} testId="left-room" />
        <Credit label={PLAN_TEXT.dayPasses} left={left.dayPasses} total={plan.credits.dayPasses} testId="left-pass" />
        <Credit
          label={PLAN_TEXT.drinksToday}
          left={left.drinksToday}
          total={plan.credits.drinksPerDay}
          testId="left-drinks"
        />
      </ul>
      <dl className={styles.meta} style={{ display: 'grid', gap: 4, margin: 0 }}>
        {plan.resetsAt && (
          <div>
            <dt style={{ display: 'inline' }}>تمدید اعتبار ماهانه: </dt>
            <dd style={{ display: 'inline', margin: 0 }} data-testid="plan-resets">
              {jalaliDate(plan.resetsAt)}
            </dd>
          </div>
        )}
        {plan.endsAt && (
          <div>
            <dt style={{ display: 'inline' }}>پایان پلن: </dt>
            <dd style={{ display: 'inline', margin: 0 }} data-testid="plan-ends">
              {jalaliDate(plan.endsAt)}
            </dd>
          </div>
        )}
      </dl>
      <p className={styles.meta}>
        اعتبار استفاده‌نشده هر ماه به ماه بعد منتقل نمی‌شود. نوشیدنی‌های روزانه در سبد خرید با عنوان «پوشش پلن» رایگان
        می‌شوند و ساعت‌های اتاق جلسه با «پرداخت با اعتبار پلن» در صفحه رزرو.
      </p>
    </section>
  );
}

/** /profile/plan: my member plan, what is left this month (and today's drinks), when it resets and when it ends. */
export default function MyPlanPage() {
  const loggedIn = useAppSelector((s) => s.auth.state === 'user');
  const query = useMyPlanQuery(undefined, { skip: !loggedIn, refetchOnMountOrArgChange: true });
  return (
    <MoneyScreen title={PLAN_TEXT.title} guestText="برای دیدن پلن ماهانه خود وارد حساب شوید.">
      <h1 className={styles.heading}>{PLAN_TEXT.title}</h1>
      <QueryState
        query={query}
        isEmpty={(d) => !d.plan}
        empty={
          <NoResult
            title={PLAN_TEXT.noPlan}
            action={
              <Link href="/plans" className="btn btn-primary">
                مشاهده پلن‌ها
              </Link>
            }
          />
        }
      >
        {(d) => (
          <>
            <PlanBody plan={d.plan!} left={d.left} />
            <p style={{ textAlign: 'center' }}>
              <Link href="/plans">تمدید یا خرید پلن دیگر</Link>
            </p>
          </>
        )}
      </QueryState>
    </MoneyScreen>
  );
}
