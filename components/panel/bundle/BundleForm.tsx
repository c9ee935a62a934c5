import { useMemo, useState, type FormEvent } from 'react';
import Spinner from '@/components/ui/Spinner';
import { describeError } from '@/api-client';
import type { BundleView } from '@/lib/contracts/money';
import { toLatinDigits, toPersianDigits } from '@/lib/digits';
import { effectiveUnitPrice, formatToman } from '@/lib/money';
import { useMenuListQuery } from '@/store/api/menu';
import { useSaveBundleMutation } from '@/store/api/bundle';
import { tomanAmount } from '@/components/payment/checkout';
import styles from '@/components/panel/wallet/PanelMoney.module.css';

const digits = (v: string) => toLatinDigits(v).replace(/[^\d]/g, '');

/**
 * Creating or editing a bundle: its parts (items of this branch and how many of each), price, and
 * days of validity. The parts' own price is shown live, since the bundle must cost less.
 */
export default function BundleForm({ providerId, bundle, onDone }: { providerId: string; bundle?: BundleView; onDone: () => void }) {
  const { data: menu } = useMenuListQuery(providerId);
  const [save, { isLoading }] = useSaveBundleMutation();
  const [title, setTitle] = useState(bundle?.title ?? '');
  const [description, setDescription] = useState(bundle?.description ?? '');
  const [price, setPrice] = useState(bundle ? String(bundle.price) : '');
  const [validDays, setValidDays] = useState(bundle ? String(bundle.validDays) : '30');
  const [counts, setCounts] = useState<Record<string, string>>(Object.fromEntries((bundle?.items ?? []).map((i) => [i._id, String(i.count)])));
  const [active, setActive] = useState(bundle?.active ?? true);
  const [error, setError] = useState<string | null>(null);

  const items = useMemo(() => (menu?.menuList ?? []).flatMap((c) => c.items.map((i) => ({ ...i, category: c.title }))), [menu]);
  const chosen = Object.entries(counts)
    .map(([id, c]) => ({ _id: id, count: Number(digits(c)) || 0 }))
    .filter((x) => x.count > 0);
  const partsPrice = chosen.reduce((s, c) => {
    const it = items.find((i) => i._id === c._id);
    return s + (it ? effectiveUnitPrice(it.price, it.reductionPrice) * c.count : 0);
  }, 0);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    try {
      await save({ providerId, bundleId: bundle?._id, title, description, price: digits(price), validDays: digits(validDays), items: chosen, active }).unwrap();
      onDone();
    } catch (err) {
      setError(describeError(err).message);
    }
  };

  return (
    <form className={`card ${styles.card} ${styles.form}`} onSubmit={submit} noValidate data-testid="bundle-form">
      <h2 className={styles.heading}>{bundle ? `ویرایش «${bundle.title}»` : 'بسته جدید'}</h2>
      <div className={styles.grid}>
        <div className={styles.field}>
          <label className="label" htmlFor="b-title">
            عنوان
          </label>
          <input id="b-title" className="input" value={title} onChange={(e) => setTitle(e.target.value)} maxLength={100} />
        </div>
        <div className={styles.field}>
          <label className="label" htmlFor="b-days">
            مدت اعتبار (روز)
          </label>
          <input id="b-days" className="input" inputMode="numeric" value={validDays} onChange={(e) => setValidDays(e.target.value)} />
        </div>
        <div className={styles.field}>
          <label className="label" htmlFor="b-price">
            قیمت بسته (تومان)
          </label>
          <input id="b-price" className="input" inputMode="numeric" value={price} onChange={(e) => setPrice(e.target.value)} />
          <p className={styles.hint}>{`قیمت اقلام به‌تنهایی: ${tomanAmount(partsPrice)}`}</p>
        </div>
        <div className={styles.field}>
          <label className="label" htmlFor="b-desc">
            توضیحات
          </label>
          <input id="b-desc" className="input" value={description} onChange={(e) => setDescription(e.target.value)} maxLength={500} />
        </div>
      </div>
      <fieldset className={styles.checks} style={{ maxHeight: 320 }}>
        <legend className="label">اقلام بسته و تعداد هر کدام</legend>
        {items.map((i) => (
          <label key={i._id} style={{ display: 'flex', justifyContent: 'space-between' }}>
            <span>
              {i.title} <span className={styles.muted}>{`· ${i.category} · ${formatToman(effectiveUnitPrice(i.price, i.reductionPrice))}`}</span>
            </span>
            <input
              className="input"
              style={{ width: 80, minHeight: 36 }}
              inputMode="numeric"
              aria-label={`تعداد ${i.title}`}
              placeholder={toPersianDigits(0)}
              value={counts[i._id] ?? ''}
              onChange={(e) => setCounts((c) => ({ ...c, [i._id]: e.target.value }))}
            />
          </label>
        ))}
      </fieldset>
      <label className={styles.switch}>
        <input type="checkbox" checked={active} onChange={(e) => setActive(e.target.checked)} />
        در حال فروش
      </label>
      {error && (
        <p className={styles.alert} role="alert">
          {error}
        </p>
      )}
      <div className={styles.actions}>
        <button type="submit" className="btn btn-primary" disabled={isLoading}>
          {isLoading && <Spinner label="در حال ذخیره" />}
          {bundle ? 'ذخیره تغییرات' : 'ساخت بسته'}
        </button>
        <button type="button" className="btn btn-ghost" onClick={onDone}>
          انصراف
        </button>
      </div>
    </form>
  );
}
