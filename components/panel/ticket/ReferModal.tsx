import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { describeError } from '@/api-client';
import { FieldError, FormError, SubmitButton, ZodForm, controlProps, errorAt, useZodForm } from '@/components/ui/form';
import Modal from '@/components/ui/Modal';
import Spinner from '@/components/ui/Spinner';
import { ZReferTicket } from '@/lib/contracts/ticket/schemas';
import { useReferTicketMutation, useRespondersQuery } from '@/store/api/ticket';
import styles from './Detail.module.css';

/** The contract's body, with the screen's text when no responder is picked yet (no radio checked is null). */
const pickResponder = 'کارشناس را انتخاب کنید.';
const ZReferForm = ZReferTicket.extend({
  responderId: z
    .string({ error: pickResponder })
    .trim()
    .min(1, { error: pickResponder })
    .pipe(ZReferTicket.shape.responderId),
});

/** Responder selection (section 2): pick a member of the support team, or an admin of the ticket's branch, and leave a note. */
export default function ReferModal({
  ticketId,
  currentId,
  onClose,
}: {
  ticketId: string;
  currentId: string | null;
  onClose: () => void;
}) {
  const responders = useRespondersQuery(ticketId);
  const [refer] = useReferTicketMutation();
  const form = useZodForm(ZReferForm, { defaultValues: { ticketId, responderId: currentId ?? '', note: '' } });
  const { register, control, formState } = form;
  const responderId = useWatch({ control, name: 'responderId' });
  const responderError = errorAt(formState.errors, 'responderId');

  return (
    <Modal title="ارجاع درخواست" onClose={onClose} variant="dialog">
      <ZodForm
        form={form}
        className={styles.referForm}
        onSubmit={async (v) => {
          await refer(v).unwrap();
          onClose();
        }}
        data-testid="refer-form"
      >
        <fieldset className={styles.responders} {...controlProps('refer-responder', responderError)}>
          <legend className="label">کارشناس پشتیبانی یا مدیر شعبه</legend>
          {responders.isLoading && <Spinner label="در حال بارگذاری کارشناسان" />}
          {responders.error && <p className="field-error">{describeError(responders.error).message}</p>}
          {responders.data?.map((r) => (
            <label key={r._id} className={`${styles.responder} ${responderId === r._id ? styles.responderOn : ''}`}>
              <input type="radio" value={r._id} {...register('responderId')} />
              <span>
                <bdi>{r.name}</bdi>
              </span>
              {r.branchAdminOf && (
                <span className={styles.hint} data-testid="refer-branch-admin">
                  (مدیر شعبه <bdi>{r.branchAdminOf}</bdi>)
                </span>
              )}
              {r._id === currentId && <span className={styles.hint}>(کارشناس فعلی)</span>}
            </label>
          ))}
        </fieldset>
        <FieldError id="refer-responder" error={responderError} />
        <label className="label" htmlFor="refer-note">
          یادداشت برای کارشناس
        </label>
        <textarea
          {...controlProps('refer-note', errorAt(formState.errors, 'note'))}
          {...register('note')}
          className="input"
          rows={3}
          maxLength={1000}
          placeholder="مثلا: لطفا با واحد مالی هماهنگ کنید"
        />
        <FieldError id="refer-note" error={errorAt(formState.errors, 'note')} />
        <FormError />
        <div className={styles.modalActions}>
          <SubmitButton className="btn btn-primary btn-block" data-testid="refer-submit">
            ارجاع
          </SubmitButton>
          <button type="button" className="btn btn-outline btn-block" onClick={onClose}>
            انصراف
          </button>
        </div>
      </ZodForm>
    </Modal>
  );
}
