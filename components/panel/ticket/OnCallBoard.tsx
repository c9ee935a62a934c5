import { useWatch } from 'react-hook-form';
import { describeError } from '@/api-client';
import { FieldError, SubmitButton, ZodForm, controlProps, errorAt, useZodForm } from '@/components/ui/form';
import { ZOnCallAdd, type OnCallAddInput } from '@/lib/contracts/ticket/schemas';
import { TICKET_UI_ERRORS } from '@/lib/messages/ticket';
import { ONCALL_SHIFTS, ONCALL_SHIFT_LABELS, WEEK_DAYS } from '@/lib/ticket-rules';
import type { OnCallSlotView } from '@/lib/contracts/ticket/views';
import Spinner from '@/components/ui/Spinner';
import QueryState from '@/components/ui/QueryState';
import { useAppDispatch } from '@/store';
import { useAddOnCallMutation, useOnCallQuery, useRemoveOnCallMutation } from '@/store/api/ticket';
import { askConfirm } from '@/store/slices/confirmBus';
import { openModal } from '@/store/slices/modalsSlice';
import desk from './Desk.module.css';
import styles from './OnCall.module.css';

/**
 * /panel/{providerId}/onCall: the branch's weekly on-call support times. Failures use the spec's
 * three texts as the error's title, with the server's reason under it.
 */
export default function OnCallBoard({ providerId, providerName }: { providerId: string; providerName?: string }) {
  const dispatch = useAppDispatch();
  const { data, error, isFetching, refetch } = useOnCallQuery(providerId);
  const [add] = useAddOnCallMutation();
  const [remove, removing] = useRemoveOnCallMutation();
  const form = useZodForm(ZOnCallAdd, { defaultValues: { day: 0, shift: 'morning', userId: '', providerId } });
  const { register, control, formState } = form;
  const userId = useWatch({ control, name: 'userId' });
  const dayError = errorAt(formState.errors, 'day');
  const shiftError = errorAt(formState.errors, 'shift');
  const userError = errorAt(formState.errors, 'userId');

  /** A refusal shows in the error dialog with the spec's title (not on the form). */
  async function submit(values: OnCallAddInput) {
    const r = await add(values);
    if ('error' in r && r.error)
      dispatch(
        openModal({
          type: 'error',
          props: { title: TICKET_UI_ERRORS.onCallAdd, message: describeError(r.error).message },
        }),
      );
  }

  async function drop(slot: OnCallSlotView) {
    const ok = await askConfirm(dispatch, {
      title: 'حذف زمان پشتیبانی',
      message: `${slot.userName} از پشتیبانی آنکال ${WEEK_DAYS[slot.day]}، ${ONCALL_SHIFT_LABELS[slot.shift]} حذف شود؟`,
      confirmText: 'حذف',
      danger: true,
    });
    if (!ok) return;
    const r = await remove({ onCallId: slot._id, providerId });
    if ('error' in r && r.error)
      dispatch(
        openModal({
          type: 'error',
          props: { title: TICKET_UI_ERRORS.onCallRemove, message: describeError(r.error).message },
        }),
      );
  }

  return (
    <div className={desk.desk}>
      <div className={desk.top}>
        <h1 className={desk.heading}>
          پشتیبانی آنکال
          {providerName && <span className={desk.count}>{providerName}</span>}
        </h1>
      </div>
      <QueryState
        query={{ data, error, isFetching, refetch }}
        errorTitle={TICKET_UI_ERRORS.onCallRequest}
        loading={
          <div className={desk.loading}>
            <Spinner label="در حال بارگذاری زمان‌ها" />
          </div>
        }
      >
        {(data) => (
          <>
            <ZodForm
              form={form}
              className={`card ${styles.form}`}
              onSubmit={submit}
              aria-label="افزودن زمان پشتیبانی"
              data-testid="oncall-form"
            >
              <label className={styles.field}>
                روز
                <select {...controlProps('oncall-day', dayError)} {...register('day')} className="input">
                  {WEEK_DAYS.map((d, i) => (
                    <option key={d} value={i}>
                      {d}
                    </option>
                  ))}
                </select>
              </label>
              <label className={styles.field}>
                شیفت
                <select {...controlProps('oncall-shift', shiftError)} {...register('shift')} className="input">
                  {ONCALL_SHIFTS.map((s) => (
                    <option key={s} value={s}>
                      {ONCALL_SHIFT_LABELS[s]}
                    </option>
                  ))}
                </select>
              </label>
              <label className={styles.field}>
                پشتیبان
                <select
                  {...controlProps('oncall-userId', userError)}
                  {...register('userId')}
                  className="input"
                  data-testid="oncall-user"
                >
                  <option value="">انتخاب کنید</option>
                  {data.candidates.map((c) => (
                    <option key={c._id} value={c._id}>
                      {c.name}
                    </option>
                  ))}
                </select>
              </label>
              <SubmitButton disabled={!userId} data-testid="oncall-add">
                افزودن
              </SubmitButton>
              <FieldError id="oncall-day" error={dayError} />
              <FieldError id="oncall-shift" error={shiftError} />
              <FieldError id="oncall-userId" error={userError} />
            </ZodForm>
            <div className={`card ${styles.tableWrap} ${isFetching ? desk.fetching : ''}`}>
              <table className={styles.table}>
                <caption className="sr-only">برنامه هفتگی پشتیبانی آنکال</caption>
                <thead>
                  <tr>
                    <th scope="col">روز</th>
                    {ONCALL_SHIFTS.map((s) => (
                      <th key={s} scope="col">
                        {ONCALL_SHIFT_LABELS[s]}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {WEEK_DAYS.map((d, i) => (
                    <tr key={d}>
                      <th scope="row">{d}</th>
                      {ONCALL_SHIFTS.map((s) => {
                        const slots = data.onCall.filter((x) => x.day === i && x.shift === s);
                        return (
                          <td key={s} data-label={ONCALL_SHIFT_LABELS[s]}>
                            {slots.length ? (
                              <ul className={styles.people}>
                                {slots.map((slot) => (
                                  <li key={slot._id} className={styles.person} data-testid="oncall-slot">
                                    {slot.userName}
                                    <button
                                      type="button"
                                      className={styles.remove}
                                      onClick={() => void drop(slot)}
                                      disabled={removing.isLoading}
                                      aria-label={`حذف ${slot.userName} از ${d}، ${ONCALL_SHIFT_LABELS[s]}`}
                                    >
                                      ×
                                    </button>
                                  </li>
                                ))}
                              </ul>
                            ) : (
                              <span className={styles.empty}>—</span>
                            )}
                          </td>
                        );
                      })}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </QueryState>
    </div>
  );
}
