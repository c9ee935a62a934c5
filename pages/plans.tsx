import Head from 'next/head';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useRef, useState } from 'react';
import PlanCard from '@/components/plan/PlanCard';
import NoResult from '@/components/ui/NoResult';
import QueryState from '@/components/ui/QueryState';
import { newCheckoutKey } from '@/lib/client/checkoutKey';
import { SITE_TITLE } from '@/lib/client/site';
import { usePageTitle } from '@/lib/client/usePageTitle';
import { PLAN_TEXT } from '@/lib/messages/plan';
import { useAppDispatch, useAppSelector } from '@/store';
import { usePlansQuery, usePurchasePlanMutation } from '@/store/api/plan';
import { useWalletBalanceQuery } from '@/store/api/wallet';
import { errorModal, openModal } from '@/store/slices/modalsSlice';
import styles from '@/components/bundle/Bundle.module.css';
import money from '@/components/wallet/Money.module.css';

/** /plans: member plans («پلن ماهانه») on sale: monthly room hours, day passes and daily drinks, bought by wallet or bank. */
export default function PlansPage() {
  const dispatch = useAppDispatch();
  const router = useRouter();
  const loggedIn = useAppSelector((s) => s.auth.state === 'user');
  const query = usePlansQuery();
  const { data: walletData } = useWalletBalanceQuery(undefined, { skip: !loggedIn, refetchOnMountOrArgChange: true });
  const [purchase] = usePurchasePlanMutation();
  const [busy, setBusy] = useState<string | null>(null);
  const keys = useRef<Record<string, string>>({});
  usePageTitle(PLAN_TEXT.title);

  const buy = async (planId: string, paymentBy: 'wallet' | 'bank') => {
    if (!loggedIn) {
      dispatch(openModal({ type: 'login' }));
      return;
    }
    const k = `${planId}:${paymentBy}`;
    keys.current[k] ??= newCheckoutKey();
    setBusy(planId);
    try {
      const r = await purchase({ planId, paymentBy, bankType: 'pos', key: keys.current[k] }).unwrap();
      if (r.link) {
        window.location.assign(r.link);
        return;
      }
      await router.push('/profile/plan');
    } catch (err) {
      dispatch(errorModal(err));
      setBusy(null);
    }
  };

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
      <QueryState query={query} isEmpty={(d) => d.plans.length === 0} empty={<NoResult title={PLAN_TEXT.noPlans} />}>
        {(d) => (
          <ul className={styles.grid}>
            {d.plans.map((p) => (
              <li key={p._id}>
                <PlanCard
                  plan={p}
                  busy={busy === p._id}
                  walletOk={!loggedIn || (walletData?.wallet ?? 0) >= p.total}
                  onBuy={(by) => buy(p._id, by)}
                />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </div>
  );
}
