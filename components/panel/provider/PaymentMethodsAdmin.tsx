import { useAppDispatch } from '@/store';
import { errorModal } from '@/store/slices/modalsSlice';
import { askConfirm } from '@/store/slices/confirmBus';
import {
  useAddPaymentMethodMutation,
  useBranchPaymentMethodsQuery,
  useEditPaymentMethodMutation,
  useRemovePaymentMethodMutation,
} from '@/store/api/provider';
import { ZPaymentMethodAdd, ZPaymentMethodEdit, type PaymentMethodView } from '@/lib/contracts/provider';
import { toPersianDigits } from '@/lib/digits';
import QueryState from '@/components/ui/QueryState';
import { InlineForm } from '@/components/ui/form';
import styles from '@/components/panel/shared/PanelList.module.css';

function MethodRow({ method }: { method: PaymentMethodView }) {
  const dispatch = useAppDispatch();
  const [edit] = useEditPaymentMethodMutation();
  const [remove, removing] = useRemovePaymentMethodMutation();
  const onRemove = async () => {
    const yes = await askConfirm(dispatch, {
      title: 'حذف روش پرداخت',
      message: `«${method.title}» دیگر هنگام ثبت پرداخت حضوری پیشنهاد نمی‌شود؛ سفارش‌های قبلی نام آن را نگه می‌دارند. حذف شود؟`,
      confirmText: 'حذف',
      danger: true,
    });
    if (yes)
      remove({ providerId: method.providerId, paymentMethodId: method._id })
        .unwrap()
        .catch((err) => dispatch(errorModal(err)));
  };
  return (
    <li className={styles.row} data-testid="payment-method-row">
      <InlineForm
        schema={ZPaymentMethodEdit}
        defaultValues={{ providerId: method.providerId, paymentMethodId: method._id, title: method.title }}
        name="title"
        id={`pm-${method._id}`}
        label={`نام روش پرداخت ${method.title}`}
        maxLength={40}
        submitText="ذخیره"
        submitClassName="btn btn-outline btn-sm"
        rowClassName={styles.inline}
        requireChange
        onSubmit={(v) => edit(v).unwrap()}
      />
      <div className={styles.actions}>
        <button
          type="button"
          className="btn btn-ghost btn-sm"
          onClick={onRemove}
          disabled={removing.isLoading}
          aria-label={`حذف ${method.title}`}
        >
          حذف
        </button>
      </div>
    </li>
  );
}

/** /panel/{providerId}/paymentMethod: how the branch takes money at the counter (card reader, cash…): add, rename, remove. */
export default function PaymentMethodsAdmin({ providerId }: { providerId: string }) {
  const query = useBranchPaymentMethodsQuery(providerId);
  const [add] = useAddPaymentMethodMutation();
  return (
    <div className={styles.page}>
      <div className={styles.head}>
        <h1 className={styles.title}>روش‌های پرداخت حضوری</h1>
        <span className="muted">{query.data ? `${toPersianDigits(query.data.total)} روش` : ''}</span>
      </div>
      <p className="muted" style={{ margin: 0 }}>
        باریستا هنگام تحویل سفارشی که در محل پرداخت می‌شود، یکی از این روش‌ها را انتخاب می‌کند.
      </p>
      <div className={styles.toolbar}>
        <InlineForm
          schema={ZPaymentMethodAdd}
          defaultValues={{ providerId, title: '' }}
          name="title"
          id="pm-new"
          label="نام روش پرداخت تازه"
          placeholder="مثلا کارتخوان دوم"
          maxLength={40}
          submitText="افزودن"
          rowClassName={styles.inline}
          inputTestId="pm-new"
          resetAfter
          onSubmit={(v) => add(v).unwrap()}
        />
      </div>
      <QueryState query={query} isEmpty={(d) => d.paymentMethods.length === 0}>
        {(d) => (
          <ul className={`card ${styles.list}`} aria-label="روش‌های پرداخت">
            {d.paymentMethods.map((m) => (
              <MethodRow key={`${m._id}-${m.title}`} method={m} />
            ))}
          </ul>
        )}
      </QueryState>
    </div>
  );
}
