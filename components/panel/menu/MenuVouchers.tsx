import { useState } from 'react';
import { describeError } from '@/api-client';
import Modal from '@/components/ui/Modal';
import Spinner from '@/components/ui/Spinner';
import type { VoucherView } from '@/lib/contracts/voucher';
import { toPersianDigits } from '@/lib/digits';
import { formatToman } from '@/lib/money';
import { useAddMenuVoucherMutation, useMenuVoucherActiveMutation, useProviderVouchersQuery } from '@/store/api/voucher';
import styles from './Menu.module.css';

type Kind = 'item' | 'category';

/** Whether a voucher gives its discount on this item or category now. */
export function appliesTo(v: VoucherView, kind: Kind, targetId: string): boolean {
  if (v.scope === 'provider') return true;
  const ids = kind === 'item' ? v.itemIds : v.categoryIds;
  return ids.includes(targetId) && !v.inactiveTargetIds.includes(targetId);
}

function valueText(v: VoucherView): string {
  return v.type === 'percent' ? `${toPersianDigits(v.value)}٪` : formatToman(v.value);
}

/**
 * From a row of the items or categories admin: the branch's discount codes for that item or category.
 * A code made for items (or categories) is switched on or off for this one (the spec's
 * /v1/menu/{type}/voucher/add and …/voucher/change/active); a code for the whole branch already
 * applies and is shown, not offered, since adding a target would narrow it to that one target.
 */
export default function MenuVouchers({
  providerId,
  kind,
  targetId,
  targetTitle,
  onClose,
}: {
  providerId: string;
  kind: Kind;
  targetId: string;
  targetTitle: string;
  onClose: () => void;
}) {
  const list = useProviderVouchersQuery({ providerId, page: 1 });
  const [add] = useAddMenuVoucherMutation();
  const [setActive] = useMenuVoucherActiveMutation();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const scope = kind === 'item' ? 'items' : 'categories';
  const vouchers = list.data?.vouchers ?? [];
  const own = vouchers.filter((v) => v.scope === scope);
  const branchWide = vouchers.filter((v) => v.scope === 'provider');

  async function toggle(v: VoucherView, on: boolean) {
    setBusy(v._id);
    setError(null);
    try {
      const listed = (kind === 'item' ? v.itemIds : v.categoryIds).includes(targetId);
      if (listed) await setActive({ kind, voucherId: v._id, targetId, active: on }).unwrap();
      else if (on) await add({ kind, voucherId: v._id, targetId }).unwrap();
    } catch (err) {
      setError(describeError(err).message);
    } finally {
      setBusy(null);
    }
  }

  return (
    <Modal title={`کدهای تخفیف «${targetTitle}»`} onClose={onClose} variant="dialog">
      <div data-testid="menu-vouchers">
        {list.isLoading && <Spinner label="در حال بارگذاری کدهای تخفیف" />}
        {list.error && <p className="field-error">{describeError(list.error).message}</p>}
        {list.data && own.length === 0 && (
          <p className={styles.muted}>
            {kind === 'item'
              ? 'کد تخفیفی برای آیتم‌های منتخب در این شعبه نیست.'
              : 'کد تخفیفی برای دسته‌بندی‌های منتخب در این شعبه نیست.'}{' '}
            آن را از صفحه کدهای تخفیف بسازید.
          </p>
        )}
        <ul className={styles.voucherList}>
          {own.map((v) => (
            <li key={v._id}>
              <label className={styles.voucherRow}>
                <input
                  type="checkbox"
                  checked={appliesTo(v, kind, targetId)}
                  disabled={busy === v._id || !v.active}
                  onChange={(e) => void toggle(v, e.target.checked)}
                  data-testid="menu-voucher-toggle"
                />
                <span dir="ltr" className={styles.voucherCode}>
                  {v.code}
                </span>
                <span>{valueText(v)}</span>
                {!v.active && <span className={styles.muted}>(غیرفعال)</span>}
              </label>
            </li>
          ))}
          {branchWide.map((v) => (
            <li key={v._id} className={styles.muted}>
              <span dir="ltr" className={styles.voucherCode}>
                {v.code}
              </span>{' '}
              {valueText(v)} · برای همه منوی شعبه
            </li>
          ))}
        </ul>
        {error && (
          <p className="field-error" role="alert">
            {error}
          </p>
        )}
      </div>
    </Modal>
  );
}
