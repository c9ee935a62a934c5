import { useState } from 'react';
import { RATING_TEXT } from '@/lib/messages/order-feedback';
import { toPersianDigits } from '@/lib/digits';
import { persianOr } from '@/api-client';
import { useOrderRatingQuery, useRateOrderMutation } from '@/store/api/order-feedback';
import QueryState from '@/components/ui/QueryState';
import alert from '@/components/ui/Alert.module.css';
import styles from './OrderRating.module.css';

const SCORES = [1, 2, 3, 4, 5] as const;

function Stars({ score }: { score: number }) {
  return (
    <span
      className={styles.stars}
      dir="rtl"
      role="img"
      aria-label={`${RATING_TEXT.scoreLabel}: ${toPersianDigits(score)} از ${toPersianDigits(5)}`}
    >
      {SCORES.map((n) => (
        <span key={n} aria-hidden="true" className={n <= score ? styles.on : styles.off}>
          ★
        </span>
      ))}
    </span>
  );
}

/** The form: five stars (a radio group, arrow keys move) and an optional comment. */
function RatingForm({ orderId }: { orderId: string }) {
  const [rate, { isLoading }] = useRateOrderMutation();
  const [score, setScore] = useState(0);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!score) {
      setError(RATING_TEXT.scoreRequired);
      return;
    }
    setError(null);
    try {
      await rate({ orderId, score, comment: comment.trim() }).unwrap();
    } catch (err) {
      setError(persianOr(err, RATING_TEXT.scoreRequired));
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className={styles.form} data-testid="rating-form">
      <fieldset className={styles.fieldset}>
        <legend className="label">{RATING_TEXT.scoreLabel}</legend>
        <div className={styles.choices} dir="rtl">
          {SCORES.map((n) => (
            <label key={n} className={`${styles.choice} ${n <= score ? styles.on : styles.off}`}>
              <input
                type="radio"
                name="score"
                value={n}
                checked={score === n}
                onChange={() => setScore(n)}
                className={styles.radio}
                aria-label={`${toPersianDigits(n)} از ${toPersianDigits(5)}`}
              />
              <span aria-hidden="true">★</span>
            </label>
          ))}
        </div>
      </fieldset>
      <label className="label" htmlFor={`rating-comment-${orderId}`}>
        {RATING_TEXT.comment}
      </label>
      <textarea
        id={`rating-comment-${orderId}`}
        className="input"
        rows={3}
        maxLength={500}
        value={comment}
        onChange={(e) => setComment(e.target.value)}
        placeholder={RATING_TEXT.commentPlaceholder}
      />
      {error && (
        <p className={alert.alert} role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="btn btn-primary" disabled={isLoading}>
        {isLoading ? 'در حال ثبت…' : RATING_TEXT.submit}
      </button>
    </form>
  );
}

/** A delivered order's rating: the form while it has none, else the rating given. */
export default function OrderRating({ orderId }: { orderId: string }) {
  const query = useOrderRatingQuery(orderId);
  return (
    <section className={`card ${styles.card}`} aria-labelledby="rating-title" data-testid="order-rating">
      <h2 id="rating-title" className={styles.title}>
        {RATING_TEXT.title}
      </h2>
      <QueryState query={query} errorTitle="دریافت نظر شما ممکن نشد">
        {(d) =>
          d.rating ? (
            <div className={styles.given} data-testid="rating-given">
              <p className={alert.success} role="status">
                {RATING_TEXT.thanks}
              </p>
              <Stars score={d.rating.score} />
              {d.rating.comment && <p className={styles.comment}>{d.rating.comment}</p>}
            </div>
          ) : d.canRate ? (
            <RatingForm orderId={orderId} />
          ) : (
            <p className="muted">{RATING_TEXT.notDelivered}</p>
          )
        }
      </QueryState>
    </section>
  );
}
