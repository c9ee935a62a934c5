import { useRouter } from 'next/router';
import { useRef, useState } from 'react';
import PlanCard from '@/components/plan/PlanCard';
import NoResult from '@/components/ui/NoResult';
import QueryState from '@/components/ui/QueryState';
import { newCheckoutKey } from '@/lib/client/checkoutKey';
import { PLAN_TEXT } from '@/lib/messages/plan';
import { useAppDispatch, useAppSelector } from '@/store';
import { usePlansQuery, usePurchasePlanMutation } from '@/store/api/plan';
import { useWalletBalanceQuery } from '@/store/api/wallet';
import { errorModal, openModal } from '@/store/slices/modalsSlice';
import styles from '@/components/bundle/Bundle.module.css';

/** /plans' list: the plans on sale with their prices, bought by wallet or bank (loaded after the page, issue 25). */
export default function PlansOnSale() {
  const dispatch = useAppDispatch();
  const router = useRouter();
  const loggedIn = useAppSelector((s) => s.auth.state === 'user');
  const query = usePlansQuery();
  const { data: walletData } = useWalletBalanceQuery(undefined, { skip: !loggedIn, refetchOnMountOrArgChange: true });
  const [purchase] = usePurchasePlanMutation();
  const [busy, setBusy] = useState<string | null>(null);
  const keys = useRef<Record<string, string>>({});

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
  );
}
