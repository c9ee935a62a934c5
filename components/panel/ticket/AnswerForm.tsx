import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { FieldError, FormError, SubmitButton, ZodForm, controlProps, errorAt, useZodForm } from '@/components/ui/form';
import { ZChangeTicketState } from '@/lib/contracts/ticket/schemas';
import type { TicketDetailView } from '@/lib/contracts/ticket/views';
import AttachmentPicker from '@/components/ticket/AttachmentPicker';
import { useAttachmentUploads } from '@/components/ticket/useAttachmentUploads';
import { useChangeTicketStateMutation } from '@/store/api/ticket';
import styles from './Detail.module.css';

/** The answer of the contract's body, required here (an answer is what this form sends). */
const ZAnswerForm = z.object({
  answer: z
    .string()
    .trim()
    .min(1, { error: 'ابتدا متن پاسخ را بنویسید.' })
    .pipe(ZChangeTicketState.shape.answer.unwrap()),
});

/**
 * The agent's answer: text and files. Sending it moves the ticket to «پاسخ داده شده» and the customer
 * gets an SMS. The ticket's state has one selector only, in the page's actions (DeskTicketDetail).
 */
export default function AnswerForm({ ticket }: { ticket: TicketDetailView }) {
  const [sent, setSent] = useState(false);
  const uploads = useAttachmentUploads({ flavour: 'internal', scope: 'ticket' });
  const [change] = useChangeTicketStateMutation();
  const form = useZodForm(ZAnswerForm, { defaultValues: { answer: '' } });
  const { register, control, formState } = form;
  const answer = useWatch({ control, name: 'answer' });
  const error = errorAt(formState.errors, 'answer');

  return (
    <ZodForm
      form={form}
      className={`card ${styles.answerForm}`}
      onSubmit={async (v) => {
        if (uploads.busy) return;
        setSent(false);
        await change({
          ticketId: ticket._id,
          state: 'answered',
          answer: v.answer,
          answerAttachments: uploads.refs,
          flavour: 'internal',
        }).unwrap();
        form.reset({ answer: '' });
        uploads.reset();
        setSent(true);
      }}
      aria-labelledby="answer-form-heading"
      data-testid="answer-form"
    >
      <h2 id="answer-form-heading" className={styles.sectionTitle}>
        {ticket.answer ? 'ویرایش پاسخ' : 'پاسخ به درخواست'}
      </h2>
      <label className="sr-only" htmlFor="answer-text">
        متن پاسخ
      </label>
      <textarea
        {...controlProps('answer-text', error)}
        {...register('answer')}
        className={`input ${styles.answerText}`}
        rows={5}
        maxLength={4000}
        placeholder={
          ticket.answer ? 'پاسخ جدید جایگزین پاسخ قبلی می‌شود…' : 'پاسخ شما برای مشتری نمایش داده و پیامک می‌شود…'
        }
        data-testid="answer-text"
      />
      <FieldError id="answer-text" error={error} />
      <AttachmentPicker uploads={uploads} disabled={formState.isSubmitting} label="پیوست پاسخ" />
      <div className={styles.answerRow}>
        <p className={styles.hint}>با ارسال پاسخ، وضعیت درخواست «پاسخ داده شده» می‌شود.</p>
        <SubmitButton disabled={uploads.busy || !answer?.trim()} data-testid="answer-submit">
          ارسال پاسخ
        </SubmitButton>
      </div>
      <FormError testId="answer-message" />
      {sent && (
        <p className={styles.ok} role="status" data-testid="answer-message">
          پاسخ ثبت شد و برای مشتری پیامک فرستاده شد.
        </p>
      )}
    </ZodForm>
  );
}
