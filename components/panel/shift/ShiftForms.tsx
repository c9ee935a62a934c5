import { useController } from 'react-hook-form';
import { Field, FormError, SubmitButton, ZodForm, useZodForm } from '@/components/ui/form';
import { ZShiftFinishForm, ZShiftStartForm, type ShiftView } from '@/lib/contracts/shift';
import { toLatinDigits } from '@/lib/digits';
import { formatNumber } from '@/lib/money';
import { useAppDispatch } from '@/store';
import { askConfirm } from '@/store/slices/confirmBus';
import { useFinishShiftMutation, useStartShiftMutation } from '@/store/api/shift';
import { cashDifference, takings } from './format';
import styles from './Shift.module.css';

/** Opening the branch's shift, with an optional note (ZShiftStart). */
export function StartShiftForm({ providerId, onStarted }: { providerId: string; onStarted: () => void }) {
  const [start] = useStartShiftMutation();
  const form = useZodForm(ZShiftStartForm, { defaultValues: { note: '' } });
  return (
    <ZodForm
      form={form}
      aria-label="شروع شیفت"
      onSubmit={async ({ note }) => {
        await start({ providerId, note }).unwrap();
        form.reset({ note: '' });
        onStarted();
      }}
    >
      <div className={styles.startRow}>
        <Field name="note" id="shift-note" label="یادداشت شروع شیفت (اختیاری)">
          {(p) => <input {...p} {...form.register('note')} className="input" maxLength={200} />}
        </Field>
        <SubmitButton data-testid="start-shift">شروع شیفت</SubmitButton>
      </div>
      <FormError testId="shift-error" />
    </ZodForm>
  );
}

/** Closing the open shift with the counted cash (optional, toman) and a note, after a confirmation naming the difference (ZShiftFinish). */
export function FinishShiftForm({
  providerId,
  expectedCash,
  onClosed,
}: {
  providerId: string;
  expectedCash: number;
  onClosed: (shift: ShiftView) => void;
}) {
  const dispatch = useAppDispatch();
  const [finish] = useFinishShiftMutation();
  const form = useZodForm(ZShiftFinishForm, { defaultValues: { countedCash: '', note: '' } });
  const cash = useController({ control: form.control, name: 'countedCash' });
  return (
    <ZodForm
      form={form}
      aria-label="بستن شیفت"
      onSubmit={async ({ countedCash, note }) => {
        const message =
          countedCash == null
            ? 'شیفت بدون ثبت نقد شمارش‌شده بسته شود؟ گزارش آن ثبت می‌شود.'
            : `شیفت بسته شود؟ نقد شمارش‌شده ${takings(countedCash)}، نقد مورد انتظار ${takings(expectedCash)} (${cashDifference(countedCash, expectedCash)}).`;
        const ok = await askConfirm(dispatch, { title: 'بستن شیفت', message, confirmText: 'بستن شیفت', danger: true });
        if (!ok) return;
        const r = await finish({ providerId, countedCash: countedCash ?? null, note }).unwrap();
        form.reset({ countedCash: '', note: '' });
        onClosed(r.shift);
      }}
    >
      <div className={styles.closeForm}>
        <Field name="countedCash" id="shift-cash" label="نقد شمارش‌شده در صندوق (تومان، اختیاری)">
          {(p) => (
            <input
              {...p}
              ref={cash.field.ref}
              name={cash.field.name}
              onBlur={cash.field.onBlur}
              className="input"
              inputMode="numeric"
              dir="ltr"
              autoComplete="off"
              maxLength={14}
              value={cash.field.value ? formatNumber(Number(cash.field.value)) : ''}
              onChange={(e) =>
                cash.field.onChange(
                  toLatinDigits(e.target.value)
                    .replace(/[^\d]/g, '')
                    .replace(/^0+(?=\d)/, ''),
                )
              }
              data-testid="shift-cash-input"
            />
          )}
        </Field>
        <Field name="note" id="shift-closing-note" label="یادداشت پایان شیفت (اختیاری)">
          {(p) => <input {...p} {...form.register('note')} className="input" maxLength={200} />}
        </Field>
        <SubmitButton className="btn btn-danger" data-testid="finish-shift">
          بستن شیفت
        </SubmitButton>
      </div>
      <FormError testId="shift-error" />
    </ZodForm>
  );
}
