'use client';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { MAX_REVIEW_COMMENT_LENGTH, reviewCreateSchema } from '#domain/contract/review.ts';
import { callApi } from '#lib/api-client.ts';
import { fieldErrors } from '#lib/i18n/field-errors.ts';
import { useSubmit } from '#lib/use-submit.ts';
import { FormSubmit } from '#ui/form-submit.tsx';

type Rating = 'rating_food' | 'rating_service' | 'rating_decoration';

interface ReviewFormProps {
  restaurantId: number;
  bookingId: number;
  code: string;
  lang: string;
}

/** Five stars as radio buttons: one tab stop, arrow keys move, each choice named for screen readers. */
function Stars({ name, legend, value, onChange }: { name: Rating; legend: string; value: number; onChange: (value: number) => void }) {
  const { t } = useLingui();
  return (
    <fieldset className="review-stars">
      <legend>{legend}</legend>
      {[1, 2, 3, 4, 5].map((n) => (
        <label key={n} className={n <= value ? 'star star-on' : 'star'}>
          <input type="radio" name={name} value={n} checked={value === n} onChange={() => onChange(n)} className="visually-hidden" />
          <span aria-hidden="true">★</span>
          <span className="visually-hidden">{t`${n} of 5 stars`}</span>
        </label>
      ))}
    </fieldset>
  );
}

/** After the meal: ratings for food, service and decoration, a text and whether the diner recommends it (once per booking). */
export function ReviewForm({ restaurantId, bookingId, code, lang }: ReviewFormProps) {
  const { t, i18n } = useLingui();
  const [ratings, setRatings] = useState<Record<Rating, number>>({ rating_food: 0, rating_service: 0, rating_decoration: 0 });
  const [recommended, setRecommended] = useState<boolean | null>(null);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const { busy, run } = useSubmit();
  const commentId = useId();

  if (done) {
    return (
      <p role="status" className="manage-section" data-testid="review-thanks">
        <Trans>Thank you for your review. It is on the restaurant's page now.</Trans>
      </p>
    );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (Object.values(ratings).some((r) => r === 0) || recommended === null) return setError(t`Please rate food, service and decoration, and say whether you recommend it.`);
    const parsed = reviewCreateSchema.safeParse({ booking_id: bookingId, reservation_code: code, ...ratings, recommended, comment });
    if (!parsed.success) return setError(Object.values(fieldErrors(parsed.error, i18n))[0] ?? t`Please check your review.`);
    void run(async () => {
      const answer = await callApi(`/api/restaurants/${restaurantId}/reviews?lang=${encodeURIComponent(lang)}`, { method: 'POST', body: parsed.data, lang });
      if (answer.ok) return setDone(true);
      setError(answer.message || t`We could not send your review. Please try again.`);
    });
  }

  const set = (name: Rating) => (value: number) => setRatings((current) => ({ ...current, [name]: value }));
  return (
    <form className="manage-section review-form" onSubmit={submit} noValidate data-testid="review-form" aria-labelledby="review-form-heading">
      <h2 id="review-form-heading">
        <Trans>How was your meal?</Trans>
      </h2>
      <Stars name="rating_food" legend={t`Food`} value={ratings.rating_food} onChange={set('rating_food')} />
      <Stars name="rating_service" legend={t`Service`} value={ratings.rating_service} onChange={set('rating_service')} />
      <Stars name="rating_decoration" legend={t`Decoration`} value={ratings.rating_decoration} onChange={set('rating_decoration')} />
      <fieldset className="review-recommend">
        <legend>
          <Trans>Would you recommend it?</Trans>
        </legend>
        <label>
          <input type="radio" name="recommended" checked={recommended === true} onChange={() => setRecommended(true)} /> <Trans>Yes</Trans>
        </label>
        <label>
          <input type="radio" name="recommended" checked={recommended === false} onChange={() => setRecommended(false)} /> <Trans>No</Trans>
        </label>
      </fieldset>
      <div className="form-field">
        <label htmlFor={commentId}>
          <Trans>Your review</Trans>
        </label>
        <textarea id={commentId} name="comment" rows={4} maxLength={MAX_REVIEW_COMMENT_LENGTH} value={comment} onChange={(e) => setComment(e.target.value)} />
      </div>
      <FormSubmit error={error} busy={busy}>
        <Trans>Send review</Trans>
      </FormSubmit>
    </form>
  );
}
