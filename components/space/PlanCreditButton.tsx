import { useRouter } from 'next/router';
import { useRef, useState } from 'react';
import Spinner from '@/components/ui/Spinner';
import { newCheckoutKey } from '@/lib/client/checkoutKey';
import { toPersianDigits } from '@/lib/digits';
import { PLAN_TEXT } from '@/lib/messages/plan';
import { useAppDispatch } from '@/store';
import { useSubmitSpaceOrderMutation } from '@/store/api/space';
import { errorModal } from '@/store/slices/modalsSlice';
import { usePlanCredit } from './usePlanCredit';

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
  const left = usePlanCredit({ providerId: booking.providerId, pool: booking.pool });
  const [submit] = useSubmitSpaceOrderMutation();
  const [busy, setBusy] = useState(false);
  const key = useRef<string | null>(null);
  if (left === null || left < booking.count) return null;

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
