import { useRouter } from 'next/router';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import Spinner from '@/components/ui/Spinner';
import { describeError } from '@/api-client';
import type { VoucherView } from '@/lib/contracts/money';
import { toLatinDigits } from '@/lib/digits';
import { jalaliDate, tehranIsoDate } from '@/lib/jalali';
import { useMenuListQuery } from '@/store/api/menu';
import { useCreateVoucherMutation, useEditVoucherMutation, type VoucherInput } from '@/store/api/voucher';
import { useSearchPublicUsersQuery } from '@/store/api/content';
import { SCOPE_LABELS } from './format';
import styles from '@/components/panel/wallet/PanelMoney.module.css';

/** An ISO instant as the Tehran calendar day, for a date input (YYYY-MM-DD). */
const tehranDay = (iso: string | null): string => (iso ? tehranIsoDate(iso) : '');

const digits = (v: string) => toLatinDigits(v).replace(/[^\d]/g, '');

interface Props {
  providerId: string;
  voucher?: VoucherView;
  /** Names of users already given the code (from the voucher's users list). */
  userNames?: Record<string, string>;
}

/**
 * Creating or editing a voucher: code, type and value, cap and minimum, dates, limits, and what it
 * applies to (the whole menu, categories, items, or chosen users). Server refusals show the server's text.
 */
export default function VoucherForm({ providerId, voucher, userNames = {} }: Props) {
  const router = useRouter();
  const { data: menu } = useMenuListQuery(providerId);
  const [create, { isLoading: creating }] = useCreateVoucherMutation();
  const [edit, { isLoading: editing }] = useEditVoucherMutation();
  const [code, setCode] = useState(voucher?.code ?? '');
  const [title, setTitle] = useState(voucher?.title ?? '');
  const [type, setType] = useState<'percent' | 'amount'>(voucher?.type ?? 'percent');
  const [value, setValue] = useState(voucher ? String(voucher.value) : '');
  const [maxDiscount, setMaxDiscount] = useState(voucher?.maxDiscount ? String(voucher.maxDiscount) : '');
  const [minOrderPrice, setMinOrderPrice] = useState(voucher?.minOrderPrice ? String(voucher.minOrderPrice) : '');
  const [startDate, setStartDate] = useState(tehranDay(voucher?.startDate ?? null));
  const [endDate, setEndDate] = useState(tehranDay(voucher?.endDate ?? null));
  const [totalLimit, setTotalLimit] = useState(voucher?.totalLimit ? String(voucher.totalLimit) : '');
  const [perUserLimit, setPerUserLimit] = useState(voucher?.perUserLimit ? String(voucher.perUserLimit) : '');
  const [scope, setScope] = useState<VoucherView['scope']>(voucher?.scope ?? 'provider');
  const [categoryIds, setCategoryIds] = useState<string[]>(voucher?.categoryIds ?? []);
  const [itemIds, setItemIds] = useState<string[]>(voucher?.itemIds ?? []);
  const [users, setUsers] = useState<{ _id: string; name: string }[]>((voucher?.userIds ?? []).map((id) => ({ _id: id, name: userNames[id] ?? id })));
  const [active, setActive] = useState(voucher?.active ?? true);
  const [userText, setUserText] = useState('');
  const [userQuery, setUserQuery] = useState('');
  const [message, setMessage] = useState<{ tone: 'error' | 'ok'; text: string } | null>(null);
  const { data: found } = useSearchPublicUsersQuery({ page: 1, text: userQuery }, { skip: userQuery.length < 2 });

  useEffect(() => {
    const t = setTimeout(() => setUserQuery(toLatinDigits(userText.trim())), 500);
    return () => clearTimeout(t);
  }, [userText]);

  const categories = useMemo(() => menu?.menuList ?? [], [menu]);
  const toggle = (list: string[], id: string) => (list.includes(id) ? list.filter((x) => x !== id) : [...list, id]);
  const busy = creating || editing;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setMessage(null);
    const body: VoucherInput = {
      providerId,
      code,
      title,
      type,
      value: digits(value),
      maxDiscount: type === 'percent' && digits(maxDiscount) ? digits(maxDiscount) : null,
      minOrderPrice: digits(minOrderPrice) || 0,
      startDate: startDate || null,
      endDate: endDate || null,
      totalLimit: digits(totalLimit) || null,
      perUserLimit: digits(perUserLimit) || null,
      scope,
      categoryIds: scope === 'categories' ? categoryIds : [],
      itemIds: scope === 'items' ? itemIds : [],
      userIds: scope === 'users' ? users.map((u) => u._id) : [],
      active,
    };
    try {
      if (voucher) {
        await edit({ ...body, voucherId: voucher._id }).unwrap();
        setMessage({ tone: 'ok', text: 'تغییرات کد تخفیف ذخیره شد.' });
      } else {
        const r = await create(body).unwrap();
        await router.replace(`/panel/${encodeURIComponent(providerId)}/listVoucher/${encodeURIComponent(r.voucher._id)}`);
      }
    } catch (err) {
      // Spec section 8: voucher create/edit failures show the server's text.
      setMessage({ tone: 'error', text: describeError(err).message });
    }
  };

  return (
    <form className={`card ${styles.card} ${styles.form}`} onSubmit={submit} noValidate data-testid="voucher-form">
      <div className={styles.grid}>
        <div className={styles.field}>
          <label className="label" htmlFor="v-code">
            کد تخفیف
          </label>
          <input id="v-code" className={`input ${styles.mono}`} value={code} onChange={(e) => setCode(e.target.value.toUpperCase())} placeholder="WELCOME10" autoComplete="off" />
        </div>
        <div className={styles.field}>
          <label className="label" htmlFor="v-title">
            عنوان (برای مشتری)
          </label>
          <input id="v-title" className="input" value={title} onChange={(e) => setTitle(e.target.value)} maxLength={100} />
        </div>
        <fieldset className={styles.field} style={{ border: 0, padding: 0, margin: 0 }}>
          <legend className="label">نوع تخفیف</legend>
          <div className={styles.radios}>
            <label>
              <input type="radio" name="v-type" checked={type === 'percent'} onChange={() => setType('percent')} />
              درصدی
            </label>
            <label>
              <input type="radio" name="v-type" checked={type === 'amount'} onChange={() => setType('amount')} />
              مبلغ ثابت
            </label>
          </div>
        </fieldset>
        <div className={styles.field}>
          <label className="label" htmlFor="v-value">
            {type === 'percent' ? 'درصد تخفیف' : 'مبلغ تخفیف (تومان)'}
          </label>
          <input id="v-value" className="input" inputMode="numeric" value={value} onChange={(e) => setValue(e.target.value)} />
        </div>
        {type === 'percent' && (
          <div className={styles.field}>
            <label className="label" htmlFor="v-max">
              سقف تخفیف (تومان، اختیاری)
            </label>
            <input id="v-max" className="input" inputMode="numeric" value={maxDiscount} onChange={(e) => setMaxDiscount(e.target.value)} />
          </div>
        )}
        <div className={styles.field}>
          <label className="label" htmlFor="v-min">
            حداقل مبلغ سفارش (تومان)
          </label>
          <input id="v-min" className="input" inputMode="numeric" value={minOrderPrice} onChange={(e) => setMinOrderPrice(e.target.value)} />
        </div>
        <div className={styles.field}>
          <label className="label" htmlFor="v-start">
            تاریخ شروع
          </label>
          <input id="v-start" className="input" type="date" value={startDate} onChange={(e) => setStartDate(e.target.value)} />
          {startDate && <p className={styles.hint}>{jalaliDate(`${startDate}T00:00:00+03:30`)}</p>}
        </div>
        <div className={styles.field}>
          <label className="label" htmlFor="v-end">
            تاریخ پایان
          </label>
          <input id="v-end" className="input" type="date" value={endDate} onChange={(e) => setEndDate(e.target.value)} />
          {endDate && <p className={styles.hint}>{jalaliDate(`${endDate}T00:00:00+03:30`)}</p>}
        </div>
        <div className={styles.field}>
          <label className="label" htmlFor="v-total">
            سقف کل استفاده (خالی: نامحدود)
          </label>
          <input id="v-total" className="input" inputMode="numeric" value={totalLimit} onChange={(e) => setTotalLimit(e.target.value)} />
        </div>
        <div className={styles.field}>
          <label className="label" htmlFor="v-per-user">
            سقف استفاده هر کاربر (خالی: نامحدود)
          </label>
          <input id="v-per-user" className="input" inputMode="numeric" value={perUserLimit} onChange={(e) => setPerUserLimit(e.target.value)} />
        </div>
      </div>

      <div className={styles.field}>
        <label className="label" htmlFor="v-scope">
          شامل
        </label>
        <select id="v-scope" className="input" value={scope} onChange={(e) => setScope(e.target.value as VoucherView['scope'])}>
          {(Object.keys(SCOPE_LABELS) as VoucherView['scope'][]).map((s) => (
            <option key={s} value={s}>
              {SCOPE_LABELS[s]}
            </option>
          ))}
        </select>
      </div>

      {scope === 'categories' && (
        <div className={styles.checks} role="group" aria-label="دسته‌بندی‌ها">
          {categories.map((c) => (
            <label key={c._id}>
              <input type="checkbox" checked={categoryIds.includes(c._id)} onChange={() => setCategoryIds((l) => toggle(l, c._id))} />
              {c.title}
            </label>
          ))}
        </div>
      )}
      {scope === 'items' && (
        <div className={styles.checks} role="group" aria-label="آیتم‌ها">
          {categories.map((c) => (
            <div key={c._id}>
              <div className={styles.group}>{c.title}</div>
              {c.items.map((i) => (
                <label key={i._id} style={{ display: 'flex' }}>
                  <input type="checkbox" checked={itemIds.includes(i._id)} onChange={() => setItemIds((l) => toggle(l, i._id))} />
                  {i.title}
                </label>
              ))}
            </div>
          ))}
        </div>
      )}
      {scope === 'users' && (
        <div className={styles.form}>
          <div className={styles.chips}>
            {users.map((u) => (
              <span key={u._id} className={styles.chip}>
                {userNames[u._id] ?? u.name}
                <button type="button" aria-label={`حذف ${userNames[u._id] ?? u.name}`} onClick={() => setUsers((l) => l.filter((x) => x._id !== u._id))}>
                  ×
                </button>
              </span>
            ))}
          </div>
          <label className="sr-only" htmlFor="v-user-search">
            جستجوی کاربر
          </label>
          <input id="v-user-search" className="input" type="search" placeholder="جستجوی نام کاربر برای افزودن" value={userText} onChange={(e) => setUserText(e.target.value)} />
          {userQuery.length >= 2 && found && (
            <div className={styles.checks}>
              {found.users.length === 0 && <span className={styles.muted}>کاربری پیدا نشد.</span>}
              {found.users.map((u) => (
                <label key={u._id}>
                  <input
                    type="checkbox"
                    checked={users.some((x) => x._id === u._id)}
                    onChange={() => setUsers((l) => (l.some((x) => x._id === u._id) ? l.filter((x) => x._id !== u._id) : [...l, { _id: u._id, name: u.name }]))}
                  />
                  {u.name}
                </label>
              ))}
            </div>
          )}
        </div>
      )}

      <label className={styles.switch}>
        <input type="checkbox" checked={active} onChange={(e) => setActive(e.target.checked)} />
        فعال
      </label>

      {message && (
        <p className={message.tone === 'error' ? styles.alert : styles.success} role={message.tone === 'error' ? 'alert' : 'status'} data-testid="voucher-form-message">
          {message.text}
        </p>
      )}
      <div className={styles.actions}>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy && <Spinner label="در حال ذخیره" />}
          {voucher ? 'ذخیره تغییرات' : 'ساخت کد تخفیف'}
        </button>
      </div>
    </form>
  );
}
