import dynamic from 'next/dynamic';
import Head from 'next/head';
import Link from 'next/link';
import QueryLoading from '@/components/ui/QueryLoading';
import { SITE_TITLE } from '@/lib/client/site';
import { usePageTitle } from '@/lib/client/usePageTitle';
import { PLAN_TEXT } from '@/lib/messages/plan';
import { useAppSelector } from '@/store';
import money from '@/components/wallet/Money.module.css';

// The list (RTK Query, the plan and wallet APIs) loads after hydration behind the loading state the page's
// HTML already shows, not with the page (issue 25: first-load JS).
const PlansOnSale = dynamic(() => import('@/components/plan/PlansOnSale'), {
  ssr: false,
  loading: () => <QueryLoading />,
});

/** /plans: member plans («پلن ماهانه») on sale: monthly room hours, day passes and daily drinks, bought by wallet or bank. */
export default function PlansPage() {
  const loggedIn = useAppSelector((s) => s.auth.state === 'user');
  usePageTitle(PLAN_TEXT.title);

  return (
    <div className={`container ${money.page}`} style={{ maxWidth: 1120 }}>
      <Head>
        <title>{`${PLAN_TEXT.title} | ${SITE_TITLE}`}</title>
        <meta name="description" content="پلن‌های ماهانه فضای کار: ساعت اتاق جلسه، پاس روزانه و نوشیدنی روزانه." />
      </Head>
      <h1 className={money.heading}>{PLAN_TEXT.title}</h1>
      <p className={money.hint}>
        هر ماه ساعت اتاق جلسه و پاس روزانه، و هر روز نوشیدنی از کافه؛ اعتبار هر ماه در ماه بعد از نو پر می‌شود و بعد از
        پایان پلن منتقل نمی‌شود.
      </p>
      {loggedIn && (
        <p>
          <Link href="/profile/plan">{PLAN_TEXT.myPlan}</Link>
        </p>
      )}
      <PlansOnSale />
    </div>
  );
}
