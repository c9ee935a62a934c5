import { useState } from 'react';
import Modal from '@/components/ui/Modal';
import Spinner from '@/components/ui/Spinner';
import PriceBreakdown from '@/components/ui/PriceBreakdown';
import PayOption from '@/components/payment/PayOption';
import { tomanAmount } from '@/components/payment/checkout';
import payStyles from '@/components/payment/PaymentTypeModal.module.css';
import { describeError } from '@/api-client';
import type { TabPaymentBy, TabShareView } from '@/lib/contracts/tab';
import { formatNumber } from '@/lib/money';
import { useWalletBalanceQuery } from '@/store/api/wallet';
import { usePayShareMutation } from '@/store/api/tab';
import { PAY_TEXT } from './text';
import { rememberTabPayment } from './TabReturnLink';

/**
 * Paying one share of a tab on a member's phone (one's own or a friend's): from the wallet when it
 * covers the share, wallet first and the bank for the rest, or all through the bank; a bank payment goes
 * to the bank's page (`link`) and comes back to its result screen.
 */
export default function PayShareSheet({
  tabId,
  share,
  label,
  onClose,
  onPaid,
}: {
  tabId: string;
  share: TabShareView;
  label: string;
  onClose: () => void;
  onPaid: () => void;
}) {
  const wallet = useWalletBalanceQuery(undefined, { refetchOnMountOrArgChange: true });
  const [pay, paying] = usePayShareMutation();
  const [chosen, setChosen] = useState<'wallet' | 'bank' | null>(null);
  const [leaving, setLeaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const balance = wallet.data?.wallet ?? 0;
  const amount = share.amount - share.paid;
  const covers = balance >= amount;
  const method = chosen ?? (balance > 0 ? 'wallet' : 'bank');
  const paymentBy: TabPaymentBy = method === 'bank' ? 'bank' : covers ? 'wallet' : 'hybrid';
  const bankAmount = paymentBy === 'bank' ? amount : paymentBy === 'hybrid' ? amount - balance : 0;
  const busy = paying.isLoading || leaving;

  const submit = async () => {
    setError(null);
    try {
      const r = await pay({ tabId, shareId: share._id, paymentBy }).unwrap();
      if (r.link) {
        setLeaving(true);
        rememberTabPayment(tabId);
        window.location.assign(r.link);
        return;
      }
      onPaid();
    } catch (err) {
      setError(describeError(err).message);
    }
  };

  return (
    <Modal
      title={label}
      onClose={onClose}
      dismissible={!busy}
      footer={
        <button
          type="button"
          className="btn btn-primary btn-block"
          onClick={submit}
          disabled={busy || !wallet.data}
          aria-busy={busy || undefined}
          data-testid="share-pay-submit"
        >
          {busy && <Spinner label={PAY_TEXT.paying} />}
          {bankAmount > 0 ? PAY_TEXT.payBank(formatNumber(bankAmount)) : PAY_TEXT.payWallet}
        </button>
      }
    >
      <div className={payStyles.body}>
        <PriceBreakdown boxed rows={[{ label: PAY_TEXT.amount, amount, kind: 'total', testId: 'share-amount' }]} />
        {!wallet.data ? (
          <div className={payStyles.loading}>
            <Spinner />
          </div>
        ) : (
          <fieldset className={payStyles.options}>
            <legend className={payStyles.legend}>پرداخت با</legend>
            <PayOption
              method="wallet"
              name="share-payment"
              title={PAY_TEXT.wallet}
              hint={
                covers
                  ? PAY_TEXT.walletCovers(tomanAmount(balance))
                  : balance > 0
                    ? PAY_TEXT.walletPart(tomanAmount(balance), tomanAmount(amount - balance))
                    : PAY_TEXT.walletEmpty(tomanAmount(balance))
              }
              checked={method === 'wallet'}
              disabled={busy || balance <= 0}
              onChange={() => setChosen('wallet')}
            />
            <PayOption
              method="bank"
              name="share-payment"
              title={PAY_TEXT.bank}
              hint={PAY_TEXT.bankHint}
              checked={method === 'bank'}
              disabled={busy}
              onChange={() => setChosen('bank')}
            />
          </fieldset>
        )}
        {error && (
          <p className="field-error" role="alert" data-testid="share-pay-error">
            {error}
          </p>
        )}
      </div>
    </Modal>
  );
}
