import { useState, type FormEvent } from 'react';
import { describeError } from '@/api-client';
import { toPersianDigits } from '@/lib/digits';
import Spinner from '@/components/ui/Spinner';
import { useRateTicketMutation } from '@/store/api/ticket';
import styles from './Rating.module.css';

const WORDS = ['', 'خیلی بد', 'بد', 'معمولی', 'خوب', 'عالی'];

/** Stars for a given rating, read out as 'امتیاز ۴ از ۵'. */
export function Stars({ value, size = 'md' }: { value: number; size?: 'sm' | 'md' }) {
  return (
    <span
      className={`${styles.stars} ${size === 'sm' ? styles.small : ''}`}
      dir="rtl"
      role="img"
      aria-label={`امتیاز ${toPersianDigits(value)} از ۵`}
    >
      {[1, 2, 3, 4, 5].map((n) => (
        <span key={n} className={n <= value ? styles.on : styles.off} aria-hidden="true">
          ★
        </span>
      ))}
    </span>
  );
}

/** A rating already given, as it shows on the ticket. */
export function RatingView({ rating, comment }: { rating: number; comment: string | null }) {
  return (
    <div className={styles.view} data-testid="ticket-rating">
      <div className={styles.row}>
        <Stars value={rating} />
        <span className={styles.word}>{WORDS[rating]}</span>
      </div>
      {comment && (
        <p className={styles.comment} dir="auto">
          {comment}
        </p>
      )}
    </div>
  );
}

/** After a ticket is closed its customer rates the answer once: 1–5 stars and an optional comment. */
export function RatingForm({ ticketId }: { ticketId: string }) {
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [rate, { isLoading }] = useRateTicketMutation();

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!rating) {
      setError('امتیاز را انتخاب کنید.');
      return;
    }
    setError(null);
    const r = await rate({ ticketId, rating, comment: comment.trim() });
    if ('error' in r && r.error) setError(describeError(r.error).message);
  }

  return (
    <form className={styles.form} onSubmit={submit} data-testid="rating-form">
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>پاسخ پشتیبانی چطور بود؟</legend>
        <div className={styles.pick} dir="rtl">
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className={`${styles.star} ${n <= rating ? styles.on : styles.off}`} title={WORDS[n]}>
              <input
                type="radio"
                name={`rating-${ticketId}`}
                value={n}
                checked={rating === n}
                onChange={() => setRating(n)}
                className="sr-only"
                aria-label={`${toPersianDigits(n)} از ۵، ${WORDS[n]}`}
              />
              <span aria-hidden="true">★</span>
            </label>
          ))}
          {rating > 0 && <span className={styles.word}>{WORDS[rating]}</span>}
        </div>
      </fieldset>
      <label className="label" htmlFor={`rating-comment-${ticketId}`}>
        نظر شما (اختیاری)
      </label>
      <textarea
        id={`rating-comment-${ticketId}`}
        className="input"
        rows={2}
        maxLength={1000}
        value={comment}
        onChange={(e) => setComment(e.target.value)}
      />
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="btn btn-primary" disabled={isLoading} data-testid="rating-submit">
        {isLoading ? <Spinner label="در حال ثبت" /> : 'ثبت امتیاز'}
      </button>
    </form>
  );
}
