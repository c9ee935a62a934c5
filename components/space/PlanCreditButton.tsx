import { useRouter } from 'next/router';
import { useRef, useState } from 'react';
import Spinner from '@/components/ui/Spinner';
import { newCheckoutKey } from '@/lib/client/checkoutKey';
import { toPersianDigits } from '@/lib/digits';
import { PLAN_TEXT } from '@/lib/messages/plan';
import { useAppDispatch, useAppSelector } from '@/store';
import { useMyPlanQuery } from '@/store/api/plan';
import { useSubmitSpaceOrderMutation } from '@/store/api/space';
import { errorModal } from '@/store/slices/modalsSlice';

/**
 * «پرداخت با اعتبار پلن» on the booking sheet: shown when the member's plan is used at this branch and this
 * month's room hours (or day passes) cover the booking; the server checks it again under its lock.
 */
export default function PlanCreditButton({
  booking,
}: {
  booking: {
    providerId: string;
    itemId: string;
    startDate: string;
    startingHour: number | null;
    endingHour: number | null;
    description: string;
    /** Hours of a room, or 1 for a day pass. */
    count: number;
    pool: boolean;
  };
}) {
  const router = useRouter();
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector((s) => s.auth.state === 'user');
  const { data } = useMyPlanQuery(undefined, { skip: !loggedIn, refetchOnMountOrArgChange: true });
  const [submit] = useSubmitSpaceOrderMutation();
  const [busy, setBusy] = useState(false);
  const key = useRef<string | null>(null);
  const plan = data?.plan;
  if (!plan || plan.status !== 'active') return null;
  if (plan.providerIds && !plan.providerIds.includes(booking.providerId)) return null;
  const left = booking.pool ? data.left.dayPasses : data.left.roomHours;
  if (left < booking.count) return null;

  const pay = async () => {
    key.current ??= newCheckoutKey();
    setBusy(true);
    try {
      const { count: _c, pool: _p, ...rest } = booking;
      const r = await submit({ ...rest, paymentBy: 'credit', orderId: key.current }).unwrap();
      await router.push(`/orderTracking/${r.orderId}`);
    } catch (err) {
      dispatch(errorModal(err));
      setBusy(false);
    }
  };
  const unit = booking.pool ? 'پاس روزانه' : 'ساعت';
  return (
    <button
      type="button"
      className="btn btn-outline"
      onClick={pay}
      disabled={busy}
      data-testid="space-pay-credit"
      aria-describedby="plan-credit-left"
    >
      {busy && <Spinner label="در حال رزرو" />}
      {PLAN_TEXT.payByCredit}
      <span id="plan-credit-left" className="sr-only">{`${toPersianDigits(left)} ${unit} باقی‌مانده`}</span>
    </button>
  );
}
