import Link from 'next/link';
import { useAppDispatch } from '@/store';
import { errorModal } from '@/store/slices/modalsSlice';
import { askConfirm } from '@/store/slices/confirmBus';
import {
  useAddTableMutation,
  useEditTableMutation,
  useRemoveTableMutation,
  useTablesQuery,
} from '@/store/api/provider';
import { ZTableAdd, ZTableEdit, tableExtraLabel, type TableAdminView } from '@/lib/contracts/provider';
import { toPersianDigits } from '@/lib/digits';
import QueryState from '@/components/ui/QueryState';
import { Field, FormError, SubmitButton, ZodForm, useZodForm } from '@/components/ui/form';
import styles from './Tables.module.css';

function tableName(t: { number: number; label: string }) {
  const extra = tableExtraLabel(t);
  return extra ? `میز ${toPersianDigits(t.number)} (${extra})` : `میز ${toPersianDigits(t.number)}`;
}

/** One table's QR on the printable sheet (the same drawing as the A4 sheet), to print it again. */
export const tableQrHref = (providerId: string, tableId: string) =>
  `/panel/${encodeURIComponent(providerId)}/tables/print?table=${encodeURIComponent(tableId)}`;

function TableRow({ table }: { table: TableAdminView }) {
  const dispatch = useAppDispatch();
  const [edit] = useEditTableMutation();
  const [remove, removing] = useRemoveTableMutation();
  const form = useZodForm(ZTableEdit, {
    defaultValues: {
      providerId: table.providerId,
      tableId: table._id,
      number: String(table.number),
      label: table.label,
    },
  });
  const onRemove = async () => {
    const yes = await askConfirm(dispatch, {
      title: 'حذف میز',
      message: `${tableName(table)} حذف شود؟ کد QR آن دیگر مشتری را به این میز نمی‌نشاند.`,
      confirmText: 'حذف',
      danger: true,
    });
    if (yes)
      remove({ providerId: table.providerId, tableId: table._id })
        .unwrap()
        .catch((err) => dispatch(errorModal(err)));
  };
  const id = `table-${table._id}`;
  return (
    <li className={styles.row} data-testid="table-row">
      <ZodForm form={form} onSubmit={(v) => edit(v).unwrap()} className={styles.rowForm} aria-label={tableName(table)}>
        <Field name="number" id={`${id}-number`} label="شماره" className={styles.num}>
          {(p) => <input {...p} {...form.register('number')} className="input" inputMode="numeric" maxLength={3} />}
        </Field>
        <Field name="label" id={`${id}-label`} label="نام (اختیاری)" className={styles.label}>
          {(p) => <input {...p} {...form.register('label')} className="input" maxLength={40} />}
        </Field>
        <div className={styles.rowActions}>
          <SubmitButton className="btn btn-outline btn-sm" disabled={!form.formState.isDirty}>
            ذخیره
          </SubmitButton>
          {/* This table's code on the printable sheet, to reprint (issue 21 D25); the code itself opens the menu. */}
          <Link
            href={tableQrHref(table.providerId, table._id)}
            className="btn btn-ghost btn-sm"
            aria-label={`کد QR ${tableName(table)} برای چاپ`}
            data-testid="table-qr"
          >
            کد QR
          </Link>
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            onClick={onRemove}
            disabled={removing.isLoading}
            aria-label={`حذف ${tableName(table)}`}
          >
            حذف
          </button>
        </div>
        <div className={styles.full}>
          <FormError />
        </div>
      </ZodForm>
    </li>
  );
}

function AddTable({ providerId, next }: { providerId: string; next: number }) {
  const [add] = useAddTableMutation();
  const form = useZodForm(ZTableAdd, { defaultValues: { providerId, number: '', label: '' } });
  return (
    <ZodForm
      form={form}
      className={`card ${styles.addForm}`}
      aria-label="افزودن میز"
      onSubmit={async (v) => {
        await add(v).unwrap();
        form.reset({ providerId, number: '', label: '' });
      }}
    >
      <Field name="number" id="table-new-number" label="شماره میز تازه" className={styles.num}>
        {(p) => (
          <input
            {...p}
            {...form.register('number')}
            className="input"
            inputMode="numeric"
            maxLength={3}
            placeholder={toPersianDigits(next)}
            data-testid="table-new-number"
          />
        )}
      </Field>
      <Field name="label" id="table-new-label" label="نام (اختیاری)" className={styles.label}>
        {(p) => (
          <input {...p} {...form.register('label')} className="input" maxLength={40} placeholder="مثلا کنار پنجره" />
        )}
      </Field>
      <div className={styles.rowActions}>
        <SubmitButton data-testid="table-add">افزودن میز</SubmitButton>
      </div>
      <div className={styles.full}>
        <FormError />
      </div>
    </ZodForm>
  );
}

/** /panel/{providerId}/tables: the branch's tables: add, renumber or rename, remove; a link to the printable QR sheet. */
export default function TablesAdmin({ providerId }: { providerId: string }) {
  const query = useTablesQuery(providerId);
  const tables = query.data?.tables ?? [];
  const next = tables.reduce((m, t) => Math.max(m, t.number), 0) + 1;
  return (
    <div className={styles.page}>
      <div className={styles.head}>
        <h1 className={styles.title}>میزها و کد QR</h1>
        <span className="muted">{query.data ? `${toPersianDigits(query.data.total)} میز` : ''}</span>
        {tables.length > 0 && (
          <Link
            href={`/panel/${encodeURIComponent(providerId)}/tables/print`}
            className="btn btn-primary"
            data-testid="qr-sheet-link"
          >
            برگه چاپی کدهای QR
          </Link>
        )}
      </div>
      <p className="muted" style={{ margin: 0 }}>
        مشتری با اسکن کد QR روی میز، منوی شعبه را باز می‌کند و سفارشش به همان میز ثبت می‌شود. تغییر شماره یا نام میز کد
        QR آن را عوض نمی‌کند.
      </p>
      <AddTable providerId={providerId} next={next} />
      <QueryState query={query} isEmpty={(d) => d.tables.length === 0}>
        {(d) => (
          <ul className={`card ${styles.list}`} aria-label="میزهای شعبه">
            {d.tables.map((t) => (
              <TableRow key={`${t._id}-${t.number}-${t.label}`} table={t} />
            ))}
          </ul>
        )}
      </QueryState>
    </div>
  );
}
