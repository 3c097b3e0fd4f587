import { FormTokenField } from '../../form-token.tsx';
import { formatBookingDate } from '../../../client/islands/appointments/appointment-format.ts';
import {
  RATING_MAX, RATING_MIN, REVIEW_REPLY_MAX, REVIEW_REPORT_MAX, REVIEW_TEXT_MAX, type ReviewPanel, type ReviewView,
} from '../../../contracts/reviews.ts';

/** Filled and empty stars for a rating, with its words for screen readers. */
export function Stars({ rating }: { rating: number }) {
  const whole = Math.round(rating);
  return (
    <span className="stars" role="img" aria-label={`${rating} out of 5 stars`}>
      {'★'.repeat(whole)}<span className="stars-empty">{'★'.repeat(5 - whole)}</span>
    </span>
  );
}

/** One published review and the practice's reply: plain text, printed as text. */
export function ReviewItem({ review, zone, practiceName }: { review: ReviewView; zone: string; practiceName?: string }) {
  return (
    <article className="review" data-testid="review">
      <p className="review-head"><Stars rating={review.rating} /> <strong>{review.author}</strong> <span className="field-hint">{formatBookingDate(review.createdAt, zone)}</span></p>
      {review.text && <p className="review-text" data-testid="review-text">{review.text}</p>}
      {review.reply && (
        <div className="review-reply" data-testid="review-reply">
          <p><strong>{practiceName ? `Reply from ${practiceName}` : 'Reply from the practice'}</strong></p>
          <p className="review-text">{review.reply}</p>
        </div>
      )}
    </article>
  );
}

/**
 * The appointment's review on its detail page: the owner's form once the visit took place (rating 1-5 and optional
 * text), the review once written, and for the practice its reply form and Report.
 */
export function ReviewSection({ panel, detailPath, query, zone, practice, sent, error }: {
  panel: ReviewPanel; detailPath: string; query: string; zone: string; practice: boolean;
  sent?: { rating: string; text: string } | null; error?: string | null;
}) {
  if (!panel.review && !panel.canReview && !error) return null;
  return (
    <section className="appointment-review" aria-labelledby="review-title" data-testid="review-section">
      <h2 id="review-title">Review</h2>
      {error && <div className="alert alert-error" role="alert" data-testid="review-error">{error}</div>}
      {panel.review && (
        <>
          {panel.review.hidden && <p className="field-hint">This review has been hidden by the marketplace.</p>}
          {panel.review.reported && !panel.review.hidden && practice && <p className="field-hint" data-testid="review-reported">You reported this review.</p>}
          <ReviewItem review={panel.review} zone={zone} />
        </>
      )}
      {panel.canReview && (
        <form method="post" action={`${detailPath}/review${query}`} className="review-form" data-testid="review-form">
          <FormTokenField />
          <fieldset>
            <legend>Your rating</legend>
            <div className="rating-choices">
              {Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => RATING_MAX - i).map((n) => (
                <label key={n} className="rating-choice">
                  <input type="radio" name="rating" value={n} required defaultChecked={sent?.rating === String(n)} />
                  {' '}{n} {n === 1 ? 'star' : 'stars'}
                </label>
              ))}
            </div>
          </fieldset>
          <label htmlFor="review-text">Your review (optional)</label>
          <textarea id="review-text" name="text" className="form-control" rows={4} maxLength={REVIEW_TEXT_MAX} defaultValue={sent?.text ?? ''} />
          <p className="field-hint">{`Up to ${REVIEW_TEXT_MAX} characters. Your first name and last initial show with it.`}
            {panel.reviewUntil && ` You can review this visit until ${formatBookingDate(panel.reviewUntil, zone)}.`}</p>
          <button type="submit" className="btn btn-primary" data-testid="review-submit">Publish review</button>
        </form>
      )}
      {panel.canReply && (
        <form method="post" action={`${detailPath}/review/reply${query}`} className="review-form" data-testid="reply-form">
          <FormTokenField />
          <label htmlFor="review-reply">Reply publicly (once)</label>
          <textarea id="review-reply" name="reply" className="form-control" rows={3} maxLength={REVIEW_REPLY_MAX} defaultValue={sent?.text ?? ''} />
          <button type="submit" className="btn btn-primary" data-testid="reply-submit">Publish reply</button>
        </form>
      )}
      {panel.canReport && (
        <details className="review-report">
          <summary>Report this review</summary>
          <form method="post" action={`${detailPath}/review/report${query}`} data-testid="report-form">
            <FormTokenField />
            <label htmlFor="review-report-reason">Why should the marketplace look at it? (optional)</label>
            <textarea id="review-report-reason" name="reason" className="form-control" rows={2} maxLength={REVIEW_REPORT_MAX} />
            <button type="submit" className="btn btn-light" data-testid="report-submit">Report</button>
          </form>
        </details>
      )}
    </section>
  );
}
