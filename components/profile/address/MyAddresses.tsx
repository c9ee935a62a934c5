import { useRef, useState } from 'react';
import MoneyScreen from '@/components/wallet/MoneyScreen';
import NoResult from '@/components/ui/NoResult';
import Spinner from '@/components/ui/Spinner';
import DeliveryAddressForm, { deliveryError, type DeliveryValue } from '@/components/cart/DeliveryAddressForm';
import { describeError } from '@/api-client';
import { toPersianDigits } from '@/lib/digits';
import { toLocalIranian } from '@/lib/phone-display';
import { useAppDispatch, useAppSelector } from '@/store';
import { useMyAddressesQuery, useRemoveAddressMutation, useSaveAddressMutation } from '@/store/api/address';
import { askConfirm } from '@/store/slices/confirmBus';
import { errorModal } from '@/store/slices/modalsSlice';
import styles from '@/components/wallet/Money.module.css';

/** /profile/addresses: the customer's saved delivery addresses; add one, delete one (after a confirm). */
export default function MyAddresses() {
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector((s) => s.auth.state === 'user');
  const { data, isError, refetch } = useMyAddressesQuery(undefined, { skip: !loggedIn });
  const [remove] = useRemoveAddressMutation();
  const [save, saving] = useSaveAddressMutation();
  const [draft, setDraft] = useState<DeliveryValue>({ address: '', phone: '' });
  const [problem, setProblem] = useState<string | null>(null);
  const ref = useRef<HTMLTextAreaElement>(null);

  const add = async (e: React.FormEvent) => {
    e.preventDefault();
    const p = deliveryError(draft);
    setProblem(p);
    if (p) {
      ref.current?.focus();
      return;
    }
    try {
      await save({ address: draft.address, phone: draft.phone }).unwrap();
      setDraft({ address: '', phone: '' });
    } catch (err) {
      setProblem(describeError(err).message);
      ref.current?.focus();
    }
  };

  const drop = async (id: string) => {
    const yes = await askConfirm(dispatch, {
      title: 'حذف نشانی',
      message: 'این نشانی حذف شود؟',
      confirmText: 'حذف',
      cancelText: 'انصراف',
      danger: true,
    });
    if (!yes) return;
    try {
      await remove(id).unwrap();
    } catch (err) {
      dispatch(errorModal(err));
    }
  };

  return (
    <MoneyScreen title="نشانی‌های من" guestText="برای دیدن نشانی‌های خود وارد حساب شوید.">
      <h1 className={styles.heading}>نشانی‌های من</h1>
      {!data && !isError && (
        <div className={styles.center}>
          <Spinner label="در حال دریافت نشانی‌ها" />
        </div>
      )}
      {isError && (
        <p role="alert">
          دریافت نشانی‌ها ممکن نشد.{' '}
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => void refetch()}>
            تلاش دوباره
          </button>
        </p>
      )}
      {data && data.addresses.length === 0 && <NoResult title="هنوز نشانی‌ای ذخیره نکرده‌اید." />}
      <ul className={styles.list}>
        {data?.addresses.map((a) => (
          <li key={a._id} className={styles.item} data-testid="my-address">
            <span>{a.address}</span>
            {a.phone && (
              <span className={styles.meta} dir="ltr">
                {toPersianDigits(a.phone.startsWith('+') ? toLocalIranian(a.phone) : a.phone)}
              </span>
            )}
            <button
              type="button"
              className="btn btn-ghost btn-sm"
              onClick={() => void drop(a._id)}
              aria-label={`حذف نشانی ${a.address}`}
            >
              حذف
            </button>
          </li>
        ))}
      </ul>
      <form onSubmit={(e) => void add(e)} noValidate>
        <h2 className={styles.itemTitle}>افزودن نشانی</h2>
        <DeliveryAddressForm
          ref={ref}
          value={draft}
          onChange={(v) => (setProblem(null), setDraft(v))}
          error={problem}
          hideSave
        />
        <button type="submit" className="btn btn-primary" disabled={saving.isLoading} data-testid="add-address">
          ذخیره نشانی
        </button>
      </form>
    </MoneyScreen>
  );
}
