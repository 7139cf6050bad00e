import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ReviewList } from '#domain/contract/review.ts';
import { dateTimeFormat } from '#domain/intl-formats.ts';
import type { CatalogLocale } from '#lib/i18n/catalogs.ts';
import { intlLocale } from '#lib/i18n/format.ts';
import { ProfileSection } from './profile-section';
import { RatingBreakdown } from './rating-breakdown';

/** Ratings breakdown, review and recommendation counts, and the latest reviews. */
export function ReviewsSection({ reviews, locale }: { reviews: ReviewList; locale: CatalogLocale }) {
  const { t } = useLingui();
  const dateFormat = dateTimeFormat(intlLocale(locale), { dateStyle: 'medium' });
  const recommended = reviews.recommended_count;
  const reviewCount = reviews.review_count;
  return (
    <ProfileSection headingId="reviews-heading" title={<Trans>Reviews</Trans>}>
      <p className="review-counts">
        <Plural value={reviewCount} one="# review" other="# reviews" /> ·{' '}
        <Plural value={recommended} one="# diner recommends it" other="# diners recommend it" />
      </p>
      <RatingBreakdown ratings={reviews.ratings} locale={locale} />
      {reviews.reviews.length === 0 ? (
        <p className="empty-state">
          <Trans>No reviews yet.</Trans>
        </p>
      ) : (
        <ul className="review-list">
          {reviews.reviews.map((review) => {
            const average = ((review.rating_food + review.rating_service + review.rating_decoration) / 3).toFixed(1);
            return (
              <li key={review.id}>
                <p className="review-meta">
                  <strong>{review.author_name}</strong> · <time dateTime={review.visited_on}>{dateFormat.format(new Date(`${review.visited_on}T00:00:00Z`))}</time> ·{' '}
                  <span aria-label={t`Rating ${average} out of 5`}>★ {average}</span>{' '}
                  {/* Every review comes from a booking's diner (one per booking, with its code). */}
                  <span className="badge badge-verified">
                    <Trans>Verified diner</Trans>
                  </span>
                  {review.recommended ? (
                    <span className="badge">
                      <Trans>Recommended</Trans>
                    </span>
                  ) : null}
                </p>
                <p>{review.comment}</p>
              </li>
            );
          })}
        </ul>
      )}
    </ProfileSection>
  );
}
