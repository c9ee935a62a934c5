import Link from 'next/link';
import { useRouter } from 'next/router';
import { useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import Modal from '@/components/ui/Modal';
import type { ModalProps } from '@/components/ui/ModalHost';
import PriceBreakdown from '@/components/ui/PriceBreakdown';
import Spinner from '@/components/ui/Spinner';
import { useStableCallback } from '@/components/layout/hooks';
import { newCheckoutKey } from '@/lib/client/checkoutKey';
import { unsellableLines } from '@/components/cart/unsellable';
import { describeError } from '@/api-client';
import { formatNumber, formatToman } from '@/lib/money';
import type { PaymentBy } from '@/lib/order-rules';
import { useAppDispatch, useAppSelector } from '@/store';
import { useProviderQuery } from '@/store/api/menu';
import { useCheckVoucherMutation, usePaymentQuoteQuery, usePayOrderMutation } from '@/store/api/payment';
import { api } from '@/store/api/base';
import { clearCart } from '@/store/slices/cartSlice';
import { selectOnline } from '@/store/slices/uiSlice';
import OfflinePayment, { useOutboxQueue } from './OfflinePayment';
import { markUnsellable } from '@/store/slices/cartIssuesSlice';
import { openModal } from '@/store/slices/modalsSlice';
import { useSubmitSpaceOrderMutation } from '@/store/api/space';
import { SPACE_COPY } from '@/lib/messages/space';
import { payLabel, tomanAmount, type CheckoutDraft, type GiftChoice } from './checkout';
import PayOption, { type PayMethod } from './PayOption';
import styles from './PaymentTypeModal.module.css';
import { priceRows } from '@/components/order/priceRows';

export interface PaymentTypeModalProps {
  checkout: CheckoutDraft;
  gift?: GiftChoice | null;
}

type Method = PayMethod;

/**
 * The payment type modal (spec sections 4, 5 and 9): pay on site, from the wallet, through the bank,
 * or wallet first and the bank for the rest. The wallet is offered only where the branch takes it;
 * with house rules no pay button works until the terms box is ticked. Figures come from the server
 * (bundles and voucher included). A bank answer's link is where the browser goes next.
 */
export default function PaymentTypeModal({ onClose: hostClose, checkout, gift }: ModalProps & PaymentTypeModalProps) {
  const onClose = useStableCallback(hostClose);
  const dispatch = useAppDispatch();
  const router = useRouter();
  const { providerId } = checkout;
  const authState = useAppSelector((s) => s.auth.state);
  // Without a connection a cafe order paid on site or from the wallet waits in the outbox (issue 29); a
  // booking, and the bank, wait for the connection.
  const offline = !useAppSelector(selectOnline);

  // Opened before the session check answered, and there is no session: log in first, then come back here.
  useEffect(() => {
    if (authState !== 'guest') return;
    onClose();
    dispatch(openModal({ type: 'login', props: { then: { type: 'paymentType', props: { checkout, gift } } } }));
  }, [authState, onClose, dispatch, checkout, gift]);
  const { data: providerData } = useProviderQuery(providerId);
  const provider = providerData?.provider ?? checkout.branch;
  const [leaving, setLeaving] = useState(false);
  const { queue, estimate, userId } = useOutboxQueue(providerId, provider?.name ?? '', onClose, setLeaving);
  const types = provider?.paymentTypes ?? [];

  const [voucherCode, setVoucherCode] = useState('');
  const [voucher, setVoucher] = useState<{ _id: string; code: string; discount: number } | null>(null);
  const [voucherError, setVoucherError] = useState<string | null>(null);
  const [checkVoucher, { isLoading: checking }] = useCheckVoucherMutation();
  const isSpace = Boolean(checkout.space);
  const isDelivery = !isSpace && checkout.orderType === 'delivery';
  const quoteArgs = useMemo(
    () => ({
      providerId,
      items: checkout.items,
      voucherId: voucher?._id ?? null,
      ...(isSpace ? { space: true } : {}),
      ...(isDelivery ? { orderType: 'delivery' as const } : {}),
    }),
    [providerId, checkout.items, voucher, isSpace, isDelivery],
  );
  const {
    data: quoteData,
    error: quoteError,
    isFetching: quoting,
  } = usePaymentQuoteQuery(quoteArgs, { refetchOnMountOrArgChange: true, skip: authState !== 'user' || offline });
  const quote = quoteData?.quote;

  const [chosen, setChosen] = useState<Method | null>(null);
  const [accepted, setAccepted] = useState(false);
  const [payOrder, { isLoading: payingOrder }] = usePayOrderMutation();
  const [submitSpace, { isLoading: payingSpace }] = useSubmitSpaceOrderMutation();
  const paying = payingOrder || payingSpace;
  const attempt = useRef<{ key: string; signature: string } | null>(null);

  const walletAllowed = types.includes('wallet');
  const bankAllowed = types.includes('bank');
  const posAllowed = types.includes('pos');
  const walletBalance = quote?.wallet ?? 0;
  // The default: the wallet when it has money, else the bank, else on site.
  const method: Method | null =
    chosen ??
    (walletAllowed && (quote?.walletCovers || (bankAllowed && walletBalance > 0))
      ? 'wallet'
      : bankAllowed
        ? 'bank'
        : posAllowed
          ? 'pos'
          : walletAllowed
            ? 'wallet'
            : null);
  const needsRules = Boolean(provider?.hasRules);

  // The wallet can pay when it covers the total, or pays part of it with the bank for the rest.
  const walletUsable = Boolean(quote && (quote.walletCovers || (bankAllowed && walletBalance > 0)));
  const walletShort = Boolean(quote) && !walletUsable;
  let paymentBy: PaymentBy | null = null;
  let bankAmount = 0;
  if (quote && method) {
    if (method === 'pos') paymentBy = 'pos';
    if (method === 'bank') {
      paymentBy = 'bank';
      bankAmount = quote.total;
    }
    if (method === 'wallet' && walletUsable) {
      if (quote.walletCovers) paymentBy = 'wallet';
      else {
        // The spec's differential: what is left after the wallet goes to the bank.
        paymentBy = 'hybrid';
        bankAmount = quote.differential;
      }
    }
  }
  const buttonText = !paymentBy
    ? isSpace
      ? 'ثبت نهایی رزرو'
      : 'ثبت نهایی سفارش'
    : paymentBy === 'pos'
      ? isSpace
        ? 'ثبت رزرو'
        : 'ثبت سفارش'
      : payLabel(bankAmount, formatNumber(bankAmount));
  const busy = paying || leaving;
  const canPay = Boolean(paymentBy) && !quoting && !busy && (!needsRules || accepted);

  // Offline: on site or the wallet (the server checks the balance when the order arrives), never the bank.
  const offlineMethod: Method | null =
    chosen && chosen !== 'bank' ? chosen : posAllowed ? 'pos' : walletAllowed ? 'wallet' : null;
  const canQueue =
    offline && !isSpace && Boolean(offlineMethod) && Boolean(userId) && !busy && (!needsRules || accepted);

  const applyVoucher = async (e: FormEvent) => {
    e.preventDefault();
    const code = voucherCode.trim();
    if (!code) {
      setVoucherError('کد تخفیف را وارد کنید.');
      return;
    }
    try {
      const r = await checkVoucher({
        code,
        providerId,
        items: checkout.items,
        ...(isSpace ? { space: true } : {}),
      }).unwrap();
      setVoucher({ _id: r.voucher._id, code: r.voucher.code, discount: r.discount });
      setVoucherError(null);
    } catch (err) {
      setVoucherError(describeError(err).message);
    }
  };

  const pay = async () => {
    const by = offline ? offlineMethod : paymentBy;
    if (!(offline ? canQueue : canPay) || !by) return;
    const { branch: _branch, ...draft } = checkout;
    const body = {
      ...draft,
      paymentBy: by,
      bankType: 'pos' as const,
      voucherId: offline ? null : (voucher?._id ?? null),
      gift: gift ? { targetId: gift.targetId, targetPhone: gift.targetPhone, anonymous: gift.anonymous } : null,
    };
    // One key per attempt: pressing twice, or again after a lost answer, places one order.
    const signature = JSON.stringify(body);
    if (attempt.current?.signature !== signature) attempt.current = { key: newCheckoutKey(), signature };
    const { space, ...order } = body;
    const key = attempt.current.key;
    const toOutbox = () =>
      queue({ ...order, orderId: key }).catch((err: unknown) => {
        setLeaving(false);
        dispatch(openModal({ type: 'error', props: { message: describeError(err).message } }));
      });
    if (offline) return toOutbox();
    try {
      const r = space
        ? await submitSpace({
            ...space,
            providerId,
            description: order.description,
            paymentBy: order.paymentBy,
            bankType: order.bankType,
            voucherId: order.voucherId,
            targetId: order.gift?.targetId ?? null,
            targetPhone: order.gift?.targetPhone ?? null,
            anonymous: order.gift?.anonymous ?? false,
            orderId: key,
          }).unwrap()
        : await payOrder({ ...order, orderId: key }).unwrap();
      setLeaving(true);
      if (!space) dispatch(clearCart(providerId));
      if (r.link) {
        window.location.assign(r.link);
        return;
      }
      onClose();
      await router.push(`/orderTracking/${r.orderId}`);
    } catch (err) {
      const info = describeError(err);
      // No answer at all (the connection dropped on the way): a cafe order paid on site or from the wallet
      // goes to the outbox with the same key, so if the first send did arrive, the resend returns that order.
      if (info.status === null && !space && (by === 'pos' || by === 'wallet') && userId) return toOutbox();
      if (info.status === 401) {
        onClose();
        dispatch(openModal({ type: 'login', props: { then: { type: 'paymentType', props: { checkout, gift } } } }));
        return;
      }
      // Stock ran out meanwhile: the cart marks every line the server listed, and its menu is re-read.
      const unsellable = unsellableLines(err);
      if (unsellable) {
        onClose();
        dispatch(markUnsellable({ providerId, lines: unsellable }));
        dispatch(api.util.invalidateTags([{ type: 'Menu', id: providerId }]));
      }
      dispatch(openModal({ type: 'error', props: { message: info.message } }));
    }
  };

  const option = (m: Method, title: string, hint: ReactNode, disabled = false) => (
    <PayOption
      method={m}
      title={title}
      hint={hint}
      checked={(offline ? offlineMethod : method) === m}
      disabled={disabled || busy}
      onChange={() => setChosen(m)}
    />
  );

  const rulesBlock = needsRules && provider && (
    <div className={styles.rules}>
      {/* A booking has its own rules: the branch's are about cafe orders (issue 21 D18). */}
      {isSpace ? (
        <p className={styles.rulesText} data-testid="booking-rules">
          {SPACE_COPY.bookingRules}
        </p>
      ) : (
        provider.rules && <p className={styles.rulesText}>{provider.rules}</p>
      )}
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={accepted}
          onChange={(e) => setAccepted(e.target.checked)}
          disabled={busy}
          data-testid="accept-rules"
        />
        {isSpace ? 'قوانین رزرو را خوانده‌ام و می‌پذیرم.' : 'قوانین شعبه را خوانده‌ام و می‌پذیرم.'}
      </label>
    </div>
  );

  return (
    <Modal
      title="روش پرداخت"
      onClose={onClose}
      dismissible={!busy}
      footer={
        <button
          type="button"
          className="btn btn-primary btn-block"
          onClick={pay}
          disabled={offline ? !canQueue : !canPay}
          aria-busy={busy}
          data-testid="pay-submit"
        >
          {busy && <Spinner label="در حال ثبت سفارش" />}
          {offline ? (isSpace ? 'در انتظار اتصال' : 'ثبت سفارش؛ ارسال با برگشتن اتصال') : buttonText}
        </button>
      }
    >
      <div className={styles.body}>
        {gift && (
          <p className={styles.gift} data-testid="pay-gift">
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path
                d="M4 11h16v9H4zM3 7h18v4H3zM12 7v13M12 7s-1.5-4-4-4a2 2 0 0 0 0 4h4Zm0 0s1.5-4 4-4a2 2 0 0 1 0 4h-4Z"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.6"
                strokeLinejoin="round"
              />
            </svg>
            {`هدیه برای ${gift.label}${gift.anonymous ? ' (ناشناس)' : ''}`}
          </p>
        )}

        {offline && (
          <OfflinePayment isSpace={isSpace} estimate={estimate} rules={rulesBlock}>
            {walletAllowed && option('wallet', 'کیف پول', 'موجودی هنگام ارسال سفارش بررسی می‌شود.')}
            {bankAllowed && option('bank', 'درگاه بانکی', 'پرداخت آنلاین به اتصال اینترنت نیاز دارد.', true)}
            {posAllowed && option('pos', 'پرداخت در محل', 'مبلغ سفارش را هنگام تحویل، در شعبه پرداخت می‌کنید.')}
          </OfflinePayment>
        )}
        {!offline && !quote && (!quoteError || authState !== 'user') && (
          <div className={styles.loading}>
            <Spinner />
          </div>
        )}
        {!offline && quoteError && !quote && (
          <p className="field-error" role="alert">
            {describeError(quoteError).message}
          </p>
        )}

        {!offline && quote && (
          <>
            <fieldset className={styles.options}>
              <legend className={styles.legend}>پرداخت با</legend>
              {walletAllowed &&
                option(
                  'wallet',
                  'کیف پول',
                  walletShort ? (
                    <>
                      {`موجودی ${tomanAmount(walletBalance)}؛ کافی نیست. `}
                      <Link href="/profile/wallet" onClick={onClose}>
                        شارژ کیف پول
                      </Link>
                    </>
                  ) : quote.walletCovers ? (
                    `موجودی ${tomanAmount(walletBalance)}؛ کل مبلغ از کیف پول کم می‌شود.`
                  ) : (
                    `موجودی ${tomanAmount(walletBalance)}؛ ابتدا از کیف پول و مابقی (${tomanAmount(quote.differential)}) از درگاه بانکی.`
                  ),
                  walletShort,
                )}
              {bankAllowed && option('bank', 'درگاه بانکی', 'پرداخت آنلاین با همه کارت‌های عضو شتاب.')}
              {posAllowed &&
                option(
                  'pos',
                  'پرداخت در محل',
                  isSpace ? SPACE_COPY.payOnSite : 'مبلغ سفارش را هنگام تحویل، در شعبه پرداخت می‌کنید.',
                )}
            </fieldset>

            {voucher ? (
              <div className={styles.voucherApplied} data-testid="voucher-applied">
                <span>
                  {'کد '}
                  <bdi dir="ltr" className={styles.code}>
                    {voucher.code}
                  </bdi>
                  {`: ${formatToman(quote.voucherDiscount)} تخفیف`}
                </span>
                <button type="button" className="btn btn-ghost btn-sm" onClick={() => setVoucher(null)} disabled={busy}>
                  حذف کد
                </button>
              </div>
            ) : (
              <form className={styles.voucher} onSubmit={applyVoucher} noValidate>
                <label htmlFor="voucher-code" className="sr-only">
                  کد تخفیف
                </label>
                <input
                  id="voucher-code"
                  className={`input ${styles.voucherInput}`}
                  placeholder="کد تخفیف"
                  value={voucherCode}
                  autoComplete="off"
                  onChange={(e) => {
                    setVoucherCode(e.target.value);
                    setVoucherError(null);
                  }}
                  aria-invalid={voucherError ? true : undefined}
                  aria-describedby={voucherError ? 'voucher-error' : undefined}
                  data-testid="voucher-input"
                />
                <button type="submit" className="btn btn-outline" disabled={checking || busy}>
                  {checking ? <Spinner label="در حال بررسی کد" /> : 'اعمال'}
                </button>
              </form>
            )}
            {voucherError && (
              <p id="voucher-error" className={`field-error ${styles.error}`} role="alert">
                {voucherError}
              </p>
            )}

            <div aria-live="polite">
              <PriceBreakdown boxed rows={priceRows(quote, 'pay-total')} />
            </div>

            {rulesBlock}
          </>
        )}
      </div>
    </Modal>
  );
}
