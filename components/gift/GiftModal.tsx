import { useEffect, useState } from 'react';
import type { PublicUserCard as GiftRecipient } from '@/lib/content-rules';
import { useSearchPublicUsersQuery } from '@/store/api/profile';
import { isValidPhoneNumber } from 'react-phone-number-input';
import Modal from '@/components/ui/Modal';
import type { ModalProps } from '@/components/ui/ModalHost';
import Spinner from '@/components/ui/Spinner';
import PhoneField from '@/components/auth/PhoneField';
import { useStableCallback } from '@/components/layout/hooks';
import { useDebouncedValue } from '@/lib/client/useDebouncedValue';
import type { CheckoutDraft, GiftChoice } from '@/components/payment/checkout';
import type { EventPurchaseDraft } from '@/components/academy/EventPaymentModal';
import { toLatinDigits, toPersianDigits } from '@/lib/digits';
import { useAppDispatch, useAppSelector } from '@/store';
import { openModal } from '@/store/slices/modalsSlice';
import styles from './GiftModal.module.css';

/** Spec section 9: the user search waits 500 ms after typing; the payment modal opens 300 ms after this one hides. */
export const GIFT_SEARCH_DEBOUNCE_MS = 500;
export const GIFT_TO_PAYMENT_DELAY_MS = 300;

const USER_REQUIRED = 'لطفا کاربر مورد نظر را انتخاب کنید';
const PHONE_INVALID = 'شماره تلفن وارد شده صحیح نمی باشد';
const NO_USER = 'کاربری پیدا نشد.';

export interface GiftModalProps {
  checkout?: CheckoutDraft;
  /** Event tickets as a gift (issue 26): the event's payment modal opens next instead of the order's. */
  eventPurchase?: EventPurchaseDraft;
}

function Person({ user, checked, onPick }: { user: GiftRecipient; checked: boolean; onPick: () => void }) {
  const initial = [...(user.name.trim() || '؟')][0];
  return (
    <li>
      <label className={styles.person} data-testid="gift-user">
        <input type="radio" name="gift-user" checked={checked} onChange={onPick} />
        <span className={styles.avatar} aria-hidden="true">
          {/* eslint-disable-next-line @next/next/no-img-element -- small API-served photo */}
          {user.avatar ? <img src={user.avatar} alt="" /> : initial}
        </span>
        <span className={styles.name}>{user.name}</span>
      </label>
    </li>
  );
}

/**
 * The gift modal: choose a member by name (public user search, debounced) or type a phone number,
 * optionally anonymously; then this modal hides and the payment modal opens with the gift.
 */
export default function GiftModal({ onClose: hostClose, checkout, eventPurchase }: ModalProps & GiftModalProps) {
  const onClose = useStableCallback(hostClose);
  const dispatch = useAppDispatch();
  const authState = useAppSelector((s) => s.auth.state);
  // Opened before the session check answered, and there is no session: log in first, then come back here.
  useEffect(() => {
    if (authState !== 'guest') return;
    onClose();
    dispatch(openModal({ type: 'login', props: { then: { type: 'gift', props: { checkout, eventPurchase } } } }));
  }, [authState, onClose, dispatch, checkout, eventPurchase]);
  const [tab, setTab] = useState<'user' | 'phone'>('user');
  const [text, setText] = useState('');
  const query = useDebouncedValue(toLatinDigits(text.trim()), GIFT_SEARCH_DEBOUNCE_MS);
  const searching = query.length >= 2;
  const { data, isFetching } = useSearchPublicUsersQuery({ page: 1, text: query }, { skip: !searching });
  const [picked, setPicked] = useState<GiftRecipient | null>(null);
  const [phone, setPhone] = useState<string | undefined>();
  const [anonymous, setAnonymous] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const next = () => {
    let gift: GiftChoice;
    if (tab === 'user') {
      if (!picked) {
        setError(USER_REQUIRED);
        return;
      }
      gift = { targetId: picked._id, anonymous, label: picked.name };
    } else {
      if (!phone || !isValidPhoneNumber(phone)) {
        setError(PHONE_INVALID);
        // The reason sits under the field (PhoneField), which is marked and takes the focus.
        document.querySelector<HTMLInputElement>('[data-testid="gift-phone"]')?.focus();
        return;
      }
      gift = {
        targetPhone: phone,
        anonymous,
        label: toPersianDigits(phone.startsWith('+98') ? `0${phone.slice(3)}` : phone),
      };
    }
    onClose();
    const payment = eventPurchase
      ? openModal({ type: 'eventPayment', props: { draft: eventPurchase, gift } })
      : checkout && openModal({ type: 'paymentType', props: { checkout, gift } });
    if (payment) setTimeout(() => dispatch(payment), GIFT_TO_PAYMENT_DELAY_MS);
  };

  const switchTab = (t: 'user' | 'phone') => {
    setTab(t);
    setError(null);
  };

  const users = data?.users ?? [];
  return (
    <Modal
      title={eventPurchase ? 'خرید بلیت به عنوان هدیه' : 'ارسال سفارش به عنوان هدیه'}
      onClose={onClose}
      footer={
        <button type="button" className="btn btn-primary btn-block" onClick={next} data-testid="gift-next">
          ادامه و پرداخت
        </button>
      }
    >
      <div className={styles.body}>
        <p className={styles.lead}>
          {eventPurchase
            ? 'بلیت‌ها به نام چه کسی ثبت شوند؟ گیرنده آن‌ها را در بلیت‌هایش می‌بیند و پیامک می‌گیرد.'
            : 'این سفارش به نام چه کسی ثبت شود؟ گیرنده سفارش را در سفارش‌هایش می‌بیند و پیامک می‌گیرد.'}
        </p>
        <div className={styles.tabs} role="tablist" aria-label="گیرنده هدیه">
          <button
            type="button"
            role="tab"
            id="gift-tab-user"
            aria-selected={tab === 'user'}
            aria-controls="gift-panel"
            className={styles.tab}
            onClick={() => switchTab('user')}
          >
            کاربران
          </button>
          <button
            type="button"
            role="tab"
            id="gift-tab-phone"
            aria-selected={tab === 'phone'}
            aria-controls="gift-panel"
            className={styles.tab}
            onClick={() => switchTab('phone')}
            data-testid="gift-tab-phone"
          >
            شماره تلفن
          </button>
        </div>

        <div id="gift-panel" role="tabpanel" aria-labelledby={tab === 'user' ? 'gift-tab-user' : 'gift-tab-phone'}>
          {tab === 'user' ? (
            <div className={styles.body}>
              <div>
                <label className="label" htmlFor="gift-search">
                  جستجوی نام یا شماره موبایل کامل کاربر
                </label>
                <input
                  id="gift-search"
                  className="input"
                  type="search"
                  value={text}
                  placeholder="مثلا: مریم"
                  autoComplete="off"
                  onChange={(e) => {
                    setText(e.target.value);
                    setError(null);
                  }}
                  data-testid="gift-search"
                />
              </div>
              {searching && isFetching && (
                <div className={styles.status}>
                  <Spinner label="در حال جستجو" />
                </div>
              )}
              {searching && !isFetching && users.length === 0 && <p className={styles.empty}>{NO_USER}</p>}
              {users.length > 0 && (
                <ul className={styles.results} aria-label="نتایج جستجو">
                  {users.map((u) => (
                    <Person
                      key={u._id}
                      user={u}
                      checked={picked?._id === u._id}
                      onPick={() => {
                        setPicked(u);
                        setError(null);
                      }}
                    />
                  ))}
                </ul>
              )}
            </div>
          ) : (
            <PhoneField
              id="gift-phone"
              testId="gift-phone"
              label="شماره موبایل گیرنده"
              error={error}
              value={phone}
              onChange={(v) => {
                setPhone(v);
                setError(null);
              }}
            />
          )}
        </div>

        {error && tab === 'user' && (
          <p className="field-error" role="alert" data-testid="gift-error">
            {error}
          </p>
        )}

        <label className={styles.check}>
          <input
            type="checkbox"
            checked={anonymous}
            onChange={(e) => setAnonymous(e.target.checked)}
            data-testid="gift-anonymous"
          />
          ارسال به صورت ناشناس (نام شما به گیرنده نشان داده نمی‌شود)
        </label>
      </div>
    </Modal>
  );
}
