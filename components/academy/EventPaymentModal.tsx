import Link from 'next/link';
import { useRouter } from 'next/router';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import Modal from '@/components/ui/Modal';
import type { ModalProps } from '@/components/ui/ModalHost';
import PriceBreakdown from '@/components/ui/PriceBreakdown';
import Spinner from '@/components/ui/Spinner';
import { useStableCallback } from '@/components/layout/hooks';
import { payLabel, tomanAmount, type GiftChoice } from '@/components/payment/checkout';
import { PRICE_LABELS, vatRows } from '@/components/order/priceRows';
import { describeError } from '@/api-client';
import { newCheckoutKey } from '@/lib/client/checkoutKey';
import { toPersianDigits } from '@/lib/digits';
import { formatNumber, formatToman } from '@/lib/money';
import type { EventPaymentBy } from '@/lib/contracts/academy';
import { useAppDispatch, useAppSelector } from '@/store';
import { useProviderQuery } from '@/store/api/menu';
import { academyApi, usePurchaseTicketsMutation, useTicketQuoteQuery } from '@/store/api/academy';
import { openModal } from '@/store/slices/modalsSlice';
import styles from '@/components/payment/PaymentTypeModal.module.css';

/** What the event page hands to the gift and payment modals (plain data: it travels in redux). */
export interface EventPurchaseDraft {
  eventId: string;
  providerId: string;
  title: string;
  count: number;
}

export interface EventPaymentModalProps {
  draft: EventPurchaseDraft;
  gift?: GiftChoice | null;
}

type Method = 'wallet' | 'bank';

/**
 * Paying for event tickets, as an order is paid (components/payment/PaymentTypeModal): the wallet
 * (with the bank for what it does not cover), or the bank; a discount code; the figures from the
 * server's quote. A bank answer's link is where the browser goes next; a paid purchase opens
 * /profile/events.
 */
export default function EventPaymentModal({ onClose: hostClose, draft, gift }: ModalProps & EventPaymentModalProps) {
  const onClose = useStableCallback(hostClose);
  const dispatch = useAppDispatch();
  const router = useRouter();
  const authState = useAppSelector((s) => s.auth.state);
  useEffect(() => {
    if (authState !== 'guest') return;
    onClose();
    dispatch(openModal({ type: 'login', props: { then: { type: 'eventPayment', props: { draft, gift } } } }));
  }, [authState, onClose, dispatch, draft, gift]);

  const { data: providerData } = useProviderQuery(draft.providerId);
  const types = providerData?.provider.paymentTypes ?? [];
  const walletAllowed = types.includes('wallet');
  const bankAllowed = types.includes('bank');

  const [voucherCode, setVoucherCode] = useState('');
  const [voucher, setVoucher] = useState<{ _id: string; code: string } | null>(null);
  const [voucherError, setVoucherError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const {
    data: quoteData,
    error: quoteError,
    isFetching: quoting,
  } = useTicketQuoteQuery(
    { eventId: draft.eventId, count: draft.count, voucherId: voucher?._id ?? null },
    { refetchOnMountOrArgChange: true, skip: authState !== 'user' },
  );
  const quote = quoteData?.quote;

  const [chosen, setChosen] = useState<Method | null>(null);
  const [purchase, { isLoading: paying }] = usePurchaseTicketsMutation();
  const [leaving, setLeaving] = useState(false);
  const attempt = useRef<{ key: string; signature: string } | null>(null);

  const walletBalance = quote?.wallet ?? 0;
  const walletUsable = Boolean(quote && (quote.walletCovers || (bankAllowed && walletBalance > 0)));
  const method: Method | null =
    chosen ?? (walletAllowed && walletUsable ? 'wallet' : bankAllowed ? 'bank' : walletAllowed ? 'wallet' : null);
  let paymentBy: EventPaymentBy | null = null;
  let bankAmount = 0;
  if (quote && method === 'bank') {
    paymentBy = 'bank';
    bankAmount = quote.total;
  }
  if (quote && method === 'wallet' && walletUsable) {
    paymentBy = quote.walletCovers ? 'wallet' : 'hybrid';
    bankAmount = quote.walletCovers ? 0 : quote.differential;
  }
  // A free ticket (or one a voucher pays for) needs no bank and no balance.
  if (quote && quote.total === 0) {
    paymentBy = 'wallet';
    bankAmount = 0;
  }
  const busy = paying || leaving;
  const canPay = Boolean(paymentBy) && !quoting && !busy;

  const applyVoucher = async (e: FormEvent) => {
    e.preventDefault();
    const code = voucherCode.trim();
    if (!code) {
      setVoucherError('کد تخفیف را وارد کنید.');
      return;
    }
    setChecking(true);
    try {
      const r = await dispatch(
        academyApi.endpoints.ticketQuote.initiate(
          { eventId: draft.eventId, count: draft.count, voucherCode: code },
          { subscribe: false, forceRefetch: true },
        ),
      ).unwrap();
      if (!r.quote.voucher) throw new Error('no voucher');
      setVoucher({ _id: r.quote.voucher._id, code: r.quote.voucher.code });
      setVoucherError(null);
    } catch (err) {
      setVoucherError(describeError(err).status ? describeError(err).message : 'این کد تخفیف معتبر نیست.');
    } finally {
      setChecking(false);
    }
  };

  const pay = async () => {
    if (!canPay || !paymentBy) return;
    const body = {
      eventId: draft.eventId,
      count: draft.count,
      paymentBy,
      bankType: 'top' as const,
      voucherId: voucher?._id ?? null,
      targetId: gift?.targetId ?? null,
      targetPhone: gift?.targetPhone ?? null,
      anonymous: gift?.anonymous ?? false,
    };
    // One key per attempt: pressing twice, or again after a lost answer, buys once.
    const signature = JSON.stringify(body);
    if (attempt.current?.signature !== signature) attempt.current = { key: newCheckoutKey(), signature };
    try {
      const r = await purchase({ ...body, key: attempt.current.key }).unwrap();
      setLeaving(true);
      if (r.link) {
        window.location.assign(r.link);
        return;
      }
      onClose();
      await router.push('/profile/events');
    } catch (err) {
      const info = describeError(err);
      if (info.status === 401) {
        onClose();
        dispatch(openModal({ type: 'login', props: { then: { type: 'eventPayment', props: { draft, gift } } } }));
        return;
      }
      dispatch(openModal({ type: 'error', props: { message: info.message } }));
    }
  };

  const option = (m: Method, title: string, hint: ReactNode, disabled = false) => (
    <label className={styles.option} data-testid={`event-pay-${m}`}>
      <input
        type="radio"
        name="event-payment-type"
        value={m}
        checked={method === m}
        disabled={disabled || busy}
        onChange={() => setChosen(m)}
      />
      <span className={styles.optionText}>
        <span className={styles.optionTitle}>{title}</span>
        <span className={styles.optionHint}>{hint}</span>
      </span>
    </label>
  );

  return (
    <Modal
      title={`خرید ${toPersianDigits(draft.count)} بلیت «${draft.title}»`}
      onClose={onClose}
      dismissible={!busy}
      footer={
        <button
          type="button"
          className="btn btn-primary btn-block"
          onClick={pay}
          disabled={!canPay}
          aria-busy={busy}
          data-testid="event-pay-submit"
        >
          {busy && <Spinner label="در حال خرید بلیت" />}
          {bankAmount > 0 ? payLabel(bankAmount, formatNumber(bankAmount)) : 'خرید بلیت'}
        </button>
      }
    >
      <div className={styles.body}>
        {gift && (
          <p className={styles.gift} data-testid="event-pay-gift">
            {`هدیه برای ${gift.label}${gift.anonymous ? ' (ناشناس)' : ''}`}
          </p>
        )}
        {!quote && !quoteError && (
          <div className={styles.loading}>
            <Spinner />
          </div>
        )}
        {quoteError && !quote && (
          <p className="field-error" role="alert">
            {describeError(quoteError).message}
          </p>
        )}
        {quote && (
          <>
            {quote.total > 0 && (
              <fieldset className={styles.options}>
                <legend className={styles.legend}>پرداخت با</legend>
                {walletAllowed &&
                  option(
                    'wallet',
                    'کیف پول',
                    !walletUsable ? (
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
                    !walletUsable,
                  )}
                {bankAllowed && option('bank', 'درگاه بانکی', 'پرداخت آنلاین با همه کارت‌های عضو شتاب.')}
              </fieldset>
            )}

            {voucher ? (
              <div className={styles.voucherApplied} data-testid="event-voucher-applied">
                <span>
                  {'کد '}
                  <bdi dir="ltr" className={styles.code}>
                    {voucher.code}
                  </bdi>
                  {` اعمال شد`}
                </span>
                <button type="button" className="btn btn-ghost btn-sm" onClick={() => setVoucher(null)} disabled={busy}>
                  حذف کد
                </button>
              </div>
            ) : (
              <form className={styles.voucher} onSubmit={applyVoucher} noValidate>
                <label htmlFor="event-voucher-code" className="sr-only">
                  کد تخفیف
                </label>
                <input
                  id="event-voucher-code"
                  className={`input ${styles.voucherInput}`}
                  placeholder="کد تخفیف"
                  value={voucherCode}
                  autoComplete="off"
                  onChange={(e) => {
                    setVoucherCode(e.target.value);
                    setVoucherError(null);
                  }}
                  aria-invalid={voucherError ? true : undefined}
                  aria-describedby={voucherError ? 'event-voucher-error' : undefined}
                />
                <button type="submit" className="btn btn-outline" disabled={checking || busy}>
                  {checking ? <Spinner label="در حال بررسی کد" /> : 'اعمال'}
                </button>
              </form>
            )}
            {voucherError && (
              <p id="event-voucher-error" className={`field-error ${styles.error}`} role="alert">
                {voucherError}
              </p>
            )}
            <div aria-live="polite">
              <PriceBreakdown
                boxed
                rows={[
                  {
                    label: `${toPersianDigits(quote.count)} بلیت × ${formatToman(quote.unitPrice)}`,
                    amount: quote.itemsPrice,
                  },
                  { label: PRICE_LABELS.voucher, amount: quote.voucherDiscount, kind: 'discount' },
                  ...vatRows(quote),
                  { label: PRICE_LABELS.total, amount: quote.total, kind: 'total', testId: 'event-pay-total' },
                ]}
              />
            </div>
            <p className="muted" style={{ margin: 0, fontSize: '0.85rem', lineHeight: 1.8 }}>
              تا مهلت لغو رویداد می‌توانید بلیت را لغو کنید؛ مبلغ آن به کیف پولتان برمی‌گردد.
            </p>
          </>
        )}
      </div>
    </Modal>
  );
}
