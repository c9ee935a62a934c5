import Link from 'next/link';
import { useMemo, useState } from 'react';
import QueryState from '@/components/ui/QueryState';
import { describeError } from '@/api-client';
import { ZCounterOrder } from '@/lib/contracts/counter';
import type { ItemView } from '@/lib/contracts/menu/customer';
import { toPersianDigits } from '@/lib/digits';
import { effectiveUnitPrice } from '@/lib/money';
import { takings } from '@/components/panel/shift/format';
import { newCheckoutKey } from '@/lib/client/checkoutKey';
import { useMenuListQuery } from '@/store/api/menu';
import { usePaymentMethodsQuery } from '@/store/api/order';
import { useCreateCounterOrderMutation } from '@/store/api/counter';
import ItemOptionsSheet, { type SheetChoice } from '@/components/menu/ItemOptionsSheet';
import styles from './Counter.module.css';

/** One line of the ticket: an item with one choice of options and note (the plain item: no options). */
interface TicketLine {
  key: string;
  item: ItemView;
  options: string[];
  optionsLabel: string;
  note: string;
  count: number;
  unitPrice: number;
}

interface Placed {
  id: string;
  number: number;
  total: number;
  method: string;
}

/**
 * Ringing up a walk-in order at the counter: tap items of the branch's cafe menu (an item with option
 * groups opens the customer menu's option sheet, so a required milk or size is picked), set counts, an
 * optional phone (the customer is found, or registered), take-away or in the hall, and how they paid.
 * The total shown while picking is the menu's; the server prices the order and its answer is final.
 */
export default function CounterOrder({ providerId }: { providerId: string }) {
  const menu = useMenuListQuery(providerId);
  const methods = usePaymentMethodsQuery(providerId);
  const [create, creating] = useCreateCounterOrderMutation();
  const [lines, setLines] = useState<TicketLine[]>([]);
  const [sheetItem, setSheetItem] = useState<ItemView | null>(null);
  const [category, setCategory] = useState<string | null>(null);
  const [phone, setPhone] = useState('');
  const [orderType, setOrderType] = useState<'takeAway' | 'inHall'>('takeAway');
  const [description, setDescription] = useState('');
  const [methodId, setMethodId] = useState('');
  const [error, setError] = useState('');
  const [placed, setPlaced] = useState<Placed | null>(null);
  // One key per order being rung up: a retried tap returns the same order instead of a second one.
  const [key, setKey] = useState(() => newCheckoutKey());

  const cafe = useMemo(
    () => (menu.data?.menuList ?? []).filter((c) => c.kind === 'cafe' && c.items.some((i) => i.active)),
    [menu.data],
  );
  const shown = cafe.find((c) => c._id === category) ?? cafe[0];
  const total = lines.reduce((sum, l) => sum + l.unitPrice * l.count, 0);
  const countOf = (itemId: string) => lines.reduce((n, l) => n + (l.item._id === itemId ? l.count : 0), 0);

  /** Adds `line.count` units of one choice (or takes them away), merging equal choices. */
  const change = (line: Omit<TicketLine, 'count'>, by: number) => {
    setPlaced(null);
    // A refusal about the ticket (e.g. «حداقل یک آیتم انتخاب کنید.») no longer holds once it changes (D34).
    setError('');
    setLines((ls) => {
      const at = ls.findIndex((l) => l.key === line.key);
      if (at < 0) return by > 0 ? [...ls, { ...line, count: Math.min(99, by) }] : ls;
      const count = Math.max(0, Math.min(99, ls[at].count + by));
      return count ? ls.map((l, i) => (i === at ? { ...l, count } : l)) : ls.filter((_, i) => i !== at);
    });
  };
  const tap = (i: ItemView) => {
    if (i.optionGroups?.length) setSheetItem(i);
    else
      change(
        {
          key: i._id,
          item: i,
          options: [],
          optionsLabel: '',
          note: '',
          unitPrice: effectiveUnitPrice(i.price, i.reductionPrice),
        },
        1,
      );
  };
  const addChoice = (i: ItemView, c: SheetChoice) =>
    change(
      { key: c.key, item: i, options: c.options, optionsLabel: c.optionsLabel, note: c.note, unitPrice: c.unitPrice },
      c.count,
    );

  const submit = async () => {
    setError('');
    const body = {
      orderId: key,
      providerId,
      items: lines.map((l) => ({
        _id: l.item._id,
        count: l.count,
        ...(l.options.length ? { options: l.options } : {}),
        ...(l.note ? { note: l.note } : {}),
      })),
      phone: phone.trim() || undefined,
      paymentMethodId: methodId,
      orderType,
      description,
    };
    const parsed = ZCounterOrder.safeParse(body);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'اطلاعات وارد شده معتبر نیست.');
      return;
    }
    try {
      const r = await create(body).unwrap();
      setPlaced({
        id: r.orderId,
        number: r.order.number,
        total: r.order.totalPrice,
        method: methods.data?.paymentMethods.find((m) => m._id === methodId)?.title ?? '',
      });
      setLines([]);
      setPhone('');
      setDescription('');
      setKey(newCheckoutKey());
    } catch (err) {
      setError(describeError(err).message);
    }
  };

  return (
    <div className={styles.layout}>
      <section aria-label="منوی شعبه">
        <QueryState query={menu} isEmpty={() => cafe.length === 0}>
          {() => (
            <div className={styles.menuCol}>
              <div className={styles.cats} role="tablist" aria-label="دسته‌بندی‌ها">
                {cafe.map((c) => (
                  <button
                    key={c._id}
                    type="button"
                    role="tab"
                    aria-selected={shown?._id === c._id}
                    className={`btn btn-sm btn-outline ${styles.cat} ${shown?._id === c._id ? styles.catOn : ''}`}
                    onClick={() => setCategory(c._id)}
                  >
                    {c.title}
                  </button>
                ))}
              </div>
              <div className={styles.items} role="tabpanel" aria-label={shown?.title}>
                {shown?.items
                  .filter((i) => i.active)
                  .map((i) => {
                    const n = countOf(i._id);
                    return (
                      <button
                        key={i._id}
                        type="button"
                        className={`${styles.item} ${n ? styles.inCart : ''}`}
                        disabled={!i.available}
                        onClick={() => tap(i)}
                        aria-haspopup={i.optionGroups?.length ? 'dialog' : undefined}
                        aria-label={`${i.title}${n ? `، ${toPersianDigits(n)} عدد در سفارش` : ''}`}
                        data-testid="counter-item"
                      >
                        <span className={styles.itemTitle}>{i.title}</span>
                        <span className={styles.itemPrice}>
                          {i.available ? takings(effectiveUnitPrice(i.price, i.reductionPrice)) : 'تمام شد'}
                        </span>
                      </button>
                    );
                  })}
              </div>
            </div>
          )}
        </QueryState>
      </section>

      <section className={`card ${styles.ticket}`} aria-labelledby="ticket-title">
        <h2 id="ticket-title" className={styles.ticketTitle}>
          سفارش حضوری
        </h2>
        {placed && (
          <div className={styles.done} role="status" data-testid="counter-done" data-order-id={placed.id}>
            <span>
              سفارش #{toPersianDigits(placed.number)} ثبت شد — {takings(placed.total)} ({placed.method})
            </span>
            <Link href={`/panel/${encodeURIComponent(providerId)}/orders`} className="btn btn-sm btn-outline">
              سفارش‌های شعبه
            </Link>
          </div>
        )}
        {lines.length === 0 ? (
          <p className={styles.muted}>آیتمی انتخاب نشده است. از منو انتخاب کنید.</p>
        ) : (
          <ul className={styles.lines} aria-label="اقلام سفارش">
            {lines.map((l) => (
              <li key={l.key} className={styles.line} data-testid="counter-line">
                <span className={styles.lineTitle}>
                  <bdi>{l.item.title}</bdi>
                  {l.optionsLabel && (
                    <span className={styles.lineChoice} data-testid="line-choice">
                      {l.optionsLabel}
                    </span>
                  )}
                  {l.note && <span className={styles.lineChoice}>یادداشت: {l.note}</span>}
                </span>
                <span className={styles.stepper}>
                  <button
                    type="button"
                    className="btn btn-sm btn-outline"
                    onClick={() => change(l, -1)}
                    aria-label={`یکی کمتر ${l.item.title}${l.optionsLabel ? ` (${l.optionsLabel})` : ''}`}
                  >
                    −
                  </button>
                  <span aria-live="polite">{toPersianDigits(l.count)}</span>
                  <button
                    type="button"
                    className="btn btn-sm btn-outline"
                    onClick={() => change(l, 1)}
                    aria-label={`یکی بیشتر ${l.item.title}${l.optionsLabel ? ` (${l.optionsLabel})` : ''}`}
                  >
                    +
                  </button>
                </span>
              </li>
            ))}
          </ul>
        )}
        <div className={styles.total}>
          <span>جمع (طبق منو)</span>
          <span data-testid="counter-total">{takings(total)}</span>
        </div>

        <div>
          <label className="label" htmlFor="counter-phone">
            شماره موبایل مشتری (اختیاری)
          </label>
          <input
            id="counter-phone"
            className="input ltr"
            inputMode="tel"
            autoComplete="off"
            value={phone}
            onChange={(e) => setPhone(e.target.value)}
            placeholder="۰۹۱۲۱۲۳۴۵۶۷"
          />
        </div>
        <div className={styles.types} role="radiogroup" aria-label="نوع سفارش">
          {(
            [
              ['takeAway', 'بیرون‌بر'],
              ['inHall', 'سالن'],
            ] as const
          ).map(([value, label]) => (
            <button
              key={value}
              type="button"
              role="radio"
              aria-checked={orderType === value}
              className={`btn btn-sm ${orderType === value ? 'btn-primary' : 'btn-outline'}`}
              onClick={() => setOrderType(value)}
            >
              {label}
            </button>
          ))}
        </div>
        <div>
          <label className="label" htmlFor="counter-note">
            توضیحات (اختیاری)
          </label>
          <input
            id="counter-note"
            className="input"
            maxLength={500}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
          />
        </div>
        <QueryState
          query={methods}
          isEmpty={(d) => d.paymentMethods.length === 0}
          empty={<p className={styles.muted}>روش پرداختی برای این شعبه تعریف نشده است.</p>}
        >
          {(d) => (
            <fieldset className={styles.methods}>
              <legend>روش پرداخت</legend>
              {d.paymentMethods.map((m) => (
                <label key={m._id} className={`${styles.method} ${methodId === m._id ? styles.methodOn : ''}`}>
                  <input
                    type="radio"
                    name="counter-method"
                    value={m._id}
                    checked={methodId === m._id}
                    onChange={() => setMethodId(m._id)}
                  />
                  {m.title}
                </label>
              ))}
            </fieldset>
          )}
        </QueryState>
        {error && (
          <p className="field-error" role="alert" data-testid="counter-error">
            {error}
          </p>
        )}
        <button
          type="button"
          className="btn btn-primary btn-block"
          onClick={submit}
          disabled={creating.isLoading}
          aria-busy={creating.isLoading || undefined}
          data-testid="counter-submit"
        >
          ثبت سفارش حضوری
        </button>
      </section>
      {sheetItem && (
        <ItemOptionsSheet
          item={sheetItem}
          onClose={() => setSheetItem(null)}
          onAdd={(c) => addChoice(sheetItem, c)}
          addLabel="افزودن به سفارش"
        />
      )}
    </div>
  );
}
