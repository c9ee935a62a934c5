import { useState, type FormEvent } from 'react';
import { describeError } from '@/api-client';
import { TICKET_UI_ERRORS } from '@/lib/messages/ticket';
import {
  ONCALL_SHIFTS,
  ONCALL_SHIFT_LABELS,
  WEEK_DAYS,
  type OnCallShift,
  type OnCallSlotView,
} from '@/lib/ticket-rules';
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
  const [add, adding] = useAddOnCallMutation();
  const [remove, removing] = useRemoveOnCallMutation();
  const [day, setDay] = useState(0);
  const [shift, setShift] = useState<OnCallShift>('morning');
  const [userId, setUserId] = useState('');

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!userId) return;
    const r = await add({ day, shift, userId, providerId });
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
            <form
              className={`card ${styles.form}`}
              onSubmit={submit}
              aria-label="افزودن زمان پشتیبانی"
              data-testid="oncall-form"
            >
              <label className={styles.field}>
                روز
                <select className="input" value={day} onChange={(e) => setDay(Number(e.target.value))}>
                  {WEEK_DAYS.map((d, i) => (
                    <option key={d} value={i}>
                      {d}
                    </option>
                  ))}
                </select>
              </label>
              <label className={styles.field}>
                شیفت
                <select className="input" value={shift} onChange={(e) => setShift(e.target.value as OnCallShift)}>
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
                  className="input"
                  value={userId}
                  onChange={(e) => setUserId(e.target.value)}
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
              <button
                type="submit"
                className="btn btn-primary"
                disabled={!userId || adding.isLoading}
                data-testid="oncall-add"
              >
                {adding.isLoading ? <Spinner label="در حال افزودن" /> : 'افزودن'}
              </button>
            </form>
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
