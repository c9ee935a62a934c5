import type { TicketFlavour as Flavour, TicketView } from '@/lib/contracts/ticket/views';
import { useState, type FormEvent } from 'react';
import { describeError } from '@/api-client';
import { toPersianDigits } from '@/lib/digits';
import {
  CUSTOMER_PRIORITIES,
  SUPPORT_TYPES,
  SUPPORT_TYPE_LABELS,
  TICKET_PRIORITIES,
  TICKET_PRIORITY_LABELS,
  TICKET_TYPES,
  TICKET_TYPE_LABELS,
  type SupportType,
  type TicketPriority,
  type TicketType,
} from '@/lib/ticket-rules';
import Spinner from '@/components/ui/Spinner';
import { useProviderListQuery } from '@/store/api/menu';
import { useCreateTicketMutation, useRespondersQuery } from '@/store/api/ticket';
import AttachmentPicker from './AttachmentPicker';
import { useAttachmentUploads } from './useAttachmentUploads';
import styles from './TicketForm.module.css';

const SUBJECT_MAX = 120;
const DESCRIPTION_MAX = 4000;

interface Props {
  flavour: Flavour;
  onCreated: (ticket: TicketView) => void;
}

function Chips<T extends string>({
  name,
  legend,
  values,
  labels,
  value,
  onChange,
}: {
  name: string;
  legend: string;
  values: readonly T[];
  labels: Record<T, string>;
  value: T;
  onChange: (v: T) => void;
}) {
  return (
    <fieldset className={styles.chips}>
      <legend className="label">{legend}</legend>
      <div className={styles.chipRow}>
        {values.map((v) => (
          <label key={v} className={`${styles.chip} ${value === v ? styles.chipOn : ''}`}>
            <input
              type="radio"
              name={name}
              value={v}
              checked={value === v}
              onChange={() => onChange(v)}
              className="sr-only"
            />
            {labels[v]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

// A customer screen: a light hand-written form on purpose, so react-hook-form (components/ui/form, for panel forms) stays out of its first-load JS.
/**
 * The create form (section 2), for the customer (external) and for the desk (internal, which may
 * also pick a responder and the 'urgent' priority). Files upload while the form is being filled.
 */
export default function TicketForm({ flavour, onCreated }: Props) {
  const desk = flavour === 'internal';
  const [subject, setSubject] = useState('');
  const [description, setDescription] = useState('');
  const [type, setType] = useState<TicketType>('request');
  const [supportType, setSupportType] = useState<SupportType>('order');
  const [priority, setPriority] = useState<TicketPriority>('normal');
  const [providerId, setProviderId] = useState('');
  const [responderId, setResponderId] = useState('');
  const [errors, setErrors] = useState<{ subject?: string; description?: string; form?: string }>({});
  const uploads = useAttachmentUploads({ flavour, scope: 'ticket' });
  const providers = useProviderListQuery();
  const responders = useRespondersQuery(undefined, { skip: !desk });
  const [create, { isLoading }] = useCreateTicketMutation();

  async function submit(e: FormEvent) {
    e.preventDefault();
    const next: typeof errors = {};
    if (!subject.trim()) next.subject = 'لطفا موضوع درخواست را وارد کنید.';
    if (!description.trim()) next.description = 'لطفا شرح درخواست را وارد کنید.';
    setErrors(next);
    if (next.subject || next.description || uploads.busy) {
      (document.getElementById(next.subject ? 'ticket-subject' : 'ticket-description') as HTMLElement | null)?.focus();
      return;
    }
    const provider = providers.data?.providers.find((p) => p._id === providerId);
    const r = await create({
      flavour,
      body: {
        subject: subject.trim(),
        description: description.trim(),
        type,
        supportType,
        priority,
        providerId: providerId || null,
        provider: provider?.name ?? null,
        responderId: desk && responderId ? responderId : null,
        attachments: uploads.refs,
        external: !desk,
      },
    });
    if ('error' in r && r.error) {
      setErrors({ form: describeError(r.error).message });
      return;
    }
    uploads.reset();
    onCreated(r.data);
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="ticket-form">
      <div className={styles.field}>
        <label className="label" htmlFor="ticket-subject">
          موضوع
        </label>
        <input
          id="ticket-subject"
          className="input"
          value={subject}
          onChange={(e) => setSubject(e.target.value)}
          maxLength={SUBJECT_MAX}
          placeholder="مثلا: پرداخت انجام شد ولی سفارش ثبت نشد"
          aria-invalid={Boolean(errors.subject)}
          aria-describedby={errors.subject ? 'ticket-subject-error' : undefined}
          autoComplete="off"
        />
        {errors.subject && (
          <p id="ticket-subject-error" className="field-error">
            {errors.subject}
          </p>
        )}
      </div>

      <div className={styles.grid}>
        <div className={styles.field}>
          <label className="label" htmlFor="ticket-support-type">
            بخش مربوط
          </label>
          <select
            id="ticket-support-type"
            className="input"
            value={supportType}
            onChange={(e) => setSupportType(e.target.value as SupportType)}
          >
            {SUPPORT_TYPES.map((s) => (
              <option key={s} value={s}>
                {SUPPORT_TYPE_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label className="label" htmlFor="ticket-provider">
            شعبه
          </label>
          <select
            id="ticket-provider"
            className="input"
            value={providerId}
            onChange={(e) => setProviderId(e.target.value)}
          >
            <option value="">مربوط به شعبه خاصی نیست</option>
            {providers.data?.providers.map((p) => (
              <option key={p._id} value={p._id}>
                {p.name}
              </option>
            ))}
          </select>
        </div>
      </div>

      <Chips
        name="ticket-type"
        legend="نوع درخواست"
        values={TICKET_TYPES}
        labels={TICKET_TYPE_LABELS}
        value={type}
        onChange={setType}
      />
      <Chips
        name="ticket-priority"
        legend="اولویت"
        values={desk ? TICKET_PRIORITIES : CUSTOMER_PRIORITIES}
        labels={TICKET_PRIORITY_LABELS}
        value={priority}
        onChange={setPriority}
      />

      {desk && (
        <div className={styles.field}>
          <label className="label" htmlFor="ticket-responder">
            ارجاع به
          </label>
          <select
            id="ticket-responder"
            className="input"
            value={responderId}
            onChange={(e) => setResponderId(e.target.value)}
            disabled={responders.isLoading}
          >
            <option value="">بدون ارجاع</option>
            {responders.data?.map((r) => (
              <option key={r._id} value={r._id}>
                {r.name}
              </option>
            ))}
          </select>
        </div>
      )}

      <div className={styles.field}>
        <label className="label" htmlFor="ticket-description">
          شرح درخواست
        </label>
        <textarea
          id="ticket-description"
          className={`input ${styles.textarea}`}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          maxLength={DESCRIPTION_MAX}
          rows={6}
          placeholder="هر چه دقیق‌تر بنویسید (زمان، شعبه، شماره سفارش یا پیگیری)، سریع‌تر پاسخ می‌گیرید."
          aria-invalid={Boolean(errors.description)}
          aria-describedby={`ticket-description-count${errors.description ? ' ticket-description-error' : ''}`}
        />
        <span id="ticket-description-count" className={styles.count}>
          {toPersianDigits(description.length)} / {toPersianDigits(DESCRIPTION_MAX)}
        </span>
        {errors.description && (
          <p id="ticket-description-error" className="field-error">
            {errors.description}
          </p>
        )}
      </div>

      <div className={styles.field}>
        <span className="label">پیوست (اسکرین‌شات، رسید یا فاکتور)</span>
        <AttachmentPicker uploads={uploads} disabled={isLoading} />
      </div>

      {errors.form && (
        <p className={`field-error ${styles.formError}`} role="alert" data-testid="ticket-form-error">
          {errors.form}
        </p>
      )}
      <button
        type="submit"
        className="btn btn-primary btn-block"
        disabled={isLoading || uploads.busy}
        data-testid="ticket-submit"
      >
        {isLoading ? (
          <Spinner label="در حال ثبت" />
        ) : uploads.busy ? (
          'منتظر پایان بارگذاری پیوست‌ها…'
        ) : desk ? (
          'ثبت درخواست داخلی'
        ) : (
          'ثبت درخواست'
        )}
      </button>
    </form>
  );
}
