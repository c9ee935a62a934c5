import { useId } from 'react';
import { toPersianDigits } from '@/lib/digits';
import { useAppDispatch } from '@/store';
import { useOrderTablesQuery } from '@/store/api/order';
import { setTable } from '@/store/slices/cartSlice';
import styles from './TablePicker.module.css';

/**
 * «سالن» without a scanned QR code: the customer picks their table's number, so the bar, the order
 * page and the receipt say where to bring it. Without tables (or while they load) nothing is shown.
 */
export default function TablePicker({ providerId }: { providerId: string }) {
  const dispatch = useAppDispatch();
  const id = useId();
  const { data } = useOrderTablesQuery(providerId);
  const tables = data?.tables ?? [];
  if (!tables.length) return null;
  return (
    <div className={styles.picker}>
      <label htmlFor={id} className={styles.label}>
        شماره میز
      </label>
      <select
        id={id}
        className={styles.select}
        value=""
        data-testid="table-picker"
        onChange={(e) => {
          const t = tables.find((x) => x._id === e.target.value);
          if (t) dispatch(setTable({ providerId, tableId: t._id, tableNumber: t.number }));
        }}
      >
        <option value="">انتخاب میز (اختیاری)</option>
        {tables.map((t) => (
          <option key={t._id} value={t._id}>
            میز {toPersianDigits(t.number)}
          </option>
        ))}
      </select>
    </div>
  );
}
