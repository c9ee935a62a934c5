import { useState, type FormEvent } from 'react';
import { describeError } from '@/api-client';
import Modal from '@/components/ui/Modal';
import Spinner from '@/components/ui/Spinner';
import { useReferTicketMutation, useRespondersQuery } from '@/store/api/ticket';
import styles from './Detail.module.css';

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
  const [responderId, setResponderId] = useState(currentId ?? '');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [refer, { isLoading }] = useReferTicketMutation();

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!responderId) {
      setError('کارشناس را انتخاب کنید.');
      return;
    }
    const r = await refer({ ticketId, responderId, note: note.trim() });
    if ('error' in r && r.error) {
      setError(describeError(r.error).message);
      return;
    }
    onClose();
  }

  return (
    <Modal title="ارجاع درخواست" onClose={onClose} variant="dialog">
      <form className={styles.referForm} onSubmit={submit} data-testid="refer-form">
        <fieldset className={styles.responders}>
          <legend className="label">کارشناس پشتیبانی یا مدیر شعبه</legend>
          {responders.isLoading && <Spinner label="در حال بارگذاری کارشناسان" />}
          {responders.error && <p className="field-error">{describeError(responders.error).message}</p>}
          {responders.data?.map((r) => (
            <label key={r._id} className={`${styles.responder} ${responderId === r._id ? styles.responderOn : ''}`}>
              <input
                type="radio"
                name="responder"
                value={r._id}
                checked={responderId === r._id}
                onChange={() => setResponderId(r._id)}
              />
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
        <label className="label" htmlFor="refer-note">
          یادداشت برای کارشناس
        </label>
        <textarea
          id="refer-note"
          className="input"
          rows={3}
          maxLength={1000}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          placeholder="مثلا: لطفا با واحد مالی هماهنگ کنید"
        />
        {error && (
          <p className="field-error" role="alert">
            {error}
          </p>
        )}
        <div className={styles.modalActions}>
          <button type="submit" className="btn btn-primary btn-block" disabled={isLoading} data-testid="refer-submit">
            {isLoading ? <Spinner label="در حال ارجاع" /> : 'ارجاع'}
          </button>
          <button type="button" className="btn btn-outline btn-block" onClick={onClose}>
            انصراف
          </button>
        </div>
      </form>
    </Modal>
  );
}
