import { useRouter } from 'next/router';
import { useRef, useState } from 'react';
import Modal from '@/components/ui/Modal';
import PriceBreakdown from '@/components/ui/PriceBreakdown';
import { PRICE_LABELS, saleVatRows } from '@/components/order/priceRows';
import type { ModalProps } from '@/components/ui/ModalHost';
import Spinner from '@/components/ui/Spinner';
import { useStableCallback } from '@/components/layout/hooks';
import { newCheckoutKey } from '@/lib/client/checkoutKey';
import type { BundleView } from '@/lib/contracts/bundle';
import { toPersianDigits } from '@/lib/digits';
import { formatNumber } from '@/lib/money';
import { useAppDispatch, useAppSelector } from '@/store';
import { useProviderQuery } from '@/store/api/menu';
import { usePurchaseBundleMutation } from '@/store/api/bundle';
import { useWalletBalanceQuery } from '@/store/api/wallet';
import { openModal, errorModal } from '@/store/slices/modalsSlice';
import styles from './Bundle.module.css';

export interface BundlePriceModalProps {
  bundle: BundleView;
}

/**
 * The bundle/price modal: the parts' own price and the bundle's reduced price, then buying it from
 * the wallet (when the branch takes it and the balance covers it) or through the bank.
 */
export default function BundlePriceModal({ onClose: hostClose, bundle }: ModalProps & BundlePriceModalProps) {
  const onClose = useStableCallback(hostClose);
  const dispatch = useAppDispatch();
  const router = useRouter();
  const loggedIn = useAppSelector((s) => s.auth.state === 'user');
  const { data: providerData } = useProviderQuery(bundle.providerId);
  const { data: walletData } = useWalletBalanceQuery(undefined, { skip: !loggedIn, refetchOnMountOrArgChange: true });
  const [purchase, { isLoading }] = usePurchaseBundleMutation();
  const [leaving, setLeaving] = useState(false);
  const key = useRef<Record<string, string>>({});
  const types = providerData?.provider.paymentTypes ?? [];
  const wallet = walletData?.wallet ?? 0;
  // What the wallet or bank is charged: the price, plus VAT when the branch adds it (issue 29).
  const walletOk = types.includes('wallet') && wallet >= bundle.total;
  const vatAdded = bundle.vatMode === 'added' && bundle.vat > 0;
  const bankOk = types.includes('bank');
  const busy = isLoading || leaving;

  const buy = async (paymentBy: 'wallet' | 'bank') => {
    if (!loggedIn) {
      onClose();
      dispatch(openModal({ type: 'login', props: { then: { type: 'bundlePrice', props: { bundle } } } }));
      return;
    }
    key.current[paymentBy] ??= newCheckoutKey();
    try {
      const r = await purchase({ bundleId: bundle._id, paymentBy, key: key.current[paymentBy] }).unwrap();
      if (r.link) {
        setLeaving(true);
        window.location.assign(r.link);
        return;
      }
      onClose();
      await router.push('/profile/bundle');
    } catch (err) {
      dispatch(errorModal(err));
    }
  };

  return (
    <Modal
      title={bundle.title}
      onClose={onClose}
      dismissible={!busy}
      footer={
        <div style={{ display: 'grid', gap: 8, width: '100%' }}>
          {types.includes('wallet') && (
            <button
              type="button"
              className="btn btn-primary btn-block"
              onClick={() => buy('wallet')}
              disabled={busy || (loggedIn && !walletOk)}
              data-testid="bundle-pay-wallet"
            >
              {busy && <Spinner label="در حال خرید" />}
              {`خرید با کیف پول${loggedIn ? ` (موجودی ${formatNumber(wallet)})` : ''}`}
            </button>
          )}
          {bankOk && (
            <button
              type="button"
              className={`btn btn-block ${types.includes('wallet') ? 'btn-outline' : 'btn-primary'}`}
              onClick={() => buy('bank')}
              disabled={busy}
              data-testid="bundle-pay-bank"
            >
              {`پرداخت آنلاین ${formatNumber(bundle.total)} تومان`}
            </button>
          )}
        </div>
      }
    >
      <div className={styles.modalBody}>
        <span className={styles.provider}>{bundle.providerName}</span>
        <PriceBreakdown
          boxed
          rows={[
            ...bundle.items.map((i) => ({
              label: `${toPersianDigits(i.count)} × ${i.title}`,
              amount: i.unitPrice * i.count,
            })),
            { label: 'قیمت اصلی', amount: bundle.originalPrice, kind: 'was', testId: 'bundle-original' },
            ...(bundle.originalPrice > bundle.price
              ? [{ label: 'سود شما', amount: bundle.originalPrice - bundle.price, kind: 'saving' as const }]
              : []),
            ...saleVatRows({ ...bundle, priceLabel: 'قیمت با تخفیف' }),
            {
              label: vatAdded ? PRICE_LABELS.total : 'قیمت با تخفیف',
              amount: bundle.total,
              kind: 'total',
              testId: 'bundle-price',
            },
          ]}
        />
        <p className="muted" style={{ margin: 0, lineHeight: 1.8, fontSize: '0.9rem' }}>
          {`${toPersianDigits(bundle.validDays)} روز پس از خرید اعتبار دارد. هر بار که این آیتم‌ها را در ${bundle.providerName} سفارش دهید، به جای پرداخت از بسته کم می‌شود.`}
        </p>
        {loggedIn && types.includes('wallet') && !walletOk && (
          <p className="field-error">موجودی کیف پول برای خرید این بسته کافی نیست.</p>
        )}
      </div>
    </Modal>
  );
}
