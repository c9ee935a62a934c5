import { useState } from 'react';
import Modal from '@/components/ui/Modal';
import type { ItemView } from '@/lib/contracts/menu/customer';
import { lineKey, OPTION_LIMITS, optionsText } from '@/lib/item-options';
import { OPTION_TEXT } from '@/lib/messages/item-options';
import { itemPhotoUrl } from '@/lib/client/site';
import { effectiveUnitPrice, formatToman } from '@/lib/money';
import { toPersianDigits } from '@/lib/digits';
import { useAppDispatch } from '@/store';
import { addItem } from '@/store/slices/cartSlice';
import Stepper from './Stepper';
import { MAX_PER_LINE, SOLD_OUT } from './cartLine';
import styles from './ItemOptionsSheet.module.css';

/** One choice made in the sheet: the line key (item, options, note), the option ids and their label, the note, count and unit price shown. */
export interface SheetChoice {
  key: string;
  options: string[];
  optionsLabel: string;
  note: string;
  count: number;
  unitPrice: number;
}

/**
 * The item sheet of an item with option groups: a radio group per single-choice group (an optional
 * one also offers "none"), checkboxes per multiple-choice group, a note, the count, and the unit price
 * with the options (the server prices the order itself). Each distinct choice is its own cart line.
 * The customer menu adds the choice to the cart; the counter passes `onAdd` to take it into its
 * own ticket instead (issue 21 D03: the same sheet at the counter).
 */
export default function ItemOptionsSheet({
  item,
  onClose,
  onAdd,
  addLabel,
}: {
  item: ItemView;
  onClose: () => void;
  onAdd?: (choice: SheetChoice) => void;
  addLabel?: string;
}) {
  const dispatch = useAppDispatch();
  const [chosen, setChosen] = useState<Set<string>>(() => new Set());
  const [note, setNote] = useState('');
  const [count, setCount] = useState(1);
  const [missing, setMissing] = useState<string | null>(null);
  const photo = itemPhotoUrl(item.cover);
  const soldOut = !item.available;
  const groups = item.optionGroups;

  const picked = groups.flatMap((g) => g.options.filter((o) => chosen.has(o._id)));
  const unit = effectiveUnitPrice(item.price, item.reductionPrice) + picked.reduce((n, o) => n + o.priceDelta, 0);

  const pickSingle = (groupId: string, optionId: string | null) =>
    setChosen((prev) => {
      const next = new Set(prev);
      for (const o of groups.find((g) => g._id === groupId)?.options ?? []) next.delete(o._id);
      if (optionId) next.add(optionId);
      return next;
    });
  const toggle = (optionId: string) =>
    setChosen((prev) => {
      const next = new Set(prev);
      if (next.has(optionId)) next.delete(optionId);
      else next.add(optionId);
      return next;
    });

  const add = () => {
    const lacking = groups.find((g) => g.required && !g.options.some((o) => chosen.has(o._id)));
    if (lacking) {
      setMissing(lacking._id);
      document.getElementById(`group-${lacking._id}`)?.focus();
      return;
    }
    const options = picked.map((o) => o._id);
    const trimmed = note.trim();
    if (onAdd) {
      onAdd({
        key: lineKey(item._id, options, trimmed),
        options,
        optionsLabel: optionsText(picked),
        note: trimmed,
        count,
        unitPrice: unit,
      });
      onClose();
      return;
    }
    dispatch(
      addItem({
        orderId: item._id,
        orderName: item.title,
        orderPrice: unit,
        hasMembershipDiscount: item.hasMembershipDiscount,
        providerId: item.providerId,
        cover: item.cover,
        count,
        ...(options.length || trimmed
          ? {
              key: lineKey(item._id, options, trimmed),
              options,
              optionsLabel: optionsText(picked),
              note: trimmed || undefined,
            }
          : {}),
      }),
    );
    onClose();
  };

  return (
    <Modal
      title={item.title}
      onClose={onClose}
      footer={
        <div className={styles.footer}>
          <span className={styles.total} data-testid="options-total">
            {formatToman(unit * count)}
          </span>
          {soldOut ? (
            <span className={styles.soldOut}>{SOLD_OUT}</span>
          ) : (
            <div className={styles.actions}>
              <Stepper
                count={count}
                title={item.title}
                onIncrement={() => setCount((n) => Math.min(MAX_PER_LINE, n + 1))}
                onDecrement={() => setCount((n) => Math.max(1, n - 1))}
                max={MAX_PER_LINE}
                size="sm"
              />
              <button type="button" className="btn btn-primary" onClick={add} data-testid="options-add">
                {addLabel ?? OPTION_TEXT.addToCart}
              </button>
            </div>
          )}
        </div>
      }
    >
      {photo && (
        // eslint-disable-next-line @next/next/no-img-element -- our own photo route, often SVG
        <img
          src={photo}
          alt={item.title}
          width={380}
          height={280}
          className={`${styles.cover} ${soldOut ? styles.grey : ''}`}
          decoding="async"
        />
      )}
      {item.description ? <p className={styles.desc}>{item.description}</p> : null}
      {groups.map((g) => {
        const invalid = missing === g._id && !g.options.some((o) => chosen.has(o._id));
        const name = `group-${g._id}`;
        return (
          <fieldset
            key={g._id}
            className={`${styles.group} ${invalid ? styles.invalid : ''}`}
            id={name}
            tabIndex={-1}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? `${name}-error` : undefined}
          >
            <legend className={styles.legend}>
              {g.title}
              <span className={styles.hint}>
                {g.required ? OPTION_TEXT.required : OPTION_TEXT.optional} ·{' '}
                {g.multiple ? OPTION_TEXT.multiple : OPTION_TEXT.single}
              </span>
            </legend>
            {!g.multiple && !g.required && (
              <label className={styles.option}>
                <input
                  type="radio"
                  name={name}
                  checked={!g.options.some((o) => chosen.has(o._id))}
                  onChange={() => pickSingle(g._id, null)}
                />
                <span className={styles.optionTitle}>هیچ‌کدام</span>
              </label>
            )}
            {g.options.map((o) => (
              <label key={o._id} className={styles.option}>
                <input
                  type={g.multiple ? 'checkbox' : 'radio'}
                  name={name}
                  checked={chosen.has(o._id)}
                  onChange={() => (g.multiple ? toggle(o._id) : pickSingle(g._id, o._id))}
                />
                <span className={styles.optionTitle}>{o.title}</span>
                <span className={styles.delta}>
                  {o.priceDelta > 0 ? `+ ${formatToman(o.priceDelta)}` : OPTION_TEXT.free}
                </span>
              </label>
            ))}
            {invalid && (
              <p className={styles.error} id={`${name}-error`} role="alert">
                {OPTION_TEXT.chooseRequired(g.title)}
              </p>
            )}
          </fieldset>
        );
      })}
      <label className={styles.noteLabel} htmlFor={`note-${item._id}`}>
        {OPTION_TEXT.note}
      </label>
      <textarea
        id={`note-${item._id}`}
        className={styles.note}
        rows={2}
        maxLength={OPTION_LIMITS.note}
        value={note}
        onChange={(e) => setNote(e.target.value)}
        placeholder={OPTION_TEXT.notePlaceholder}
      />
      <p className={styles.counter} aria-hidden="true">
        {toPersianDigits(note.length)} / {toPersianDigits(OPTION_LIMITS.note)}
      </p>
    </Modal>
  );
}
