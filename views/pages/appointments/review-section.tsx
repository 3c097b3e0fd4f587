import type { MessageId } from '../../../contracts/messages/en.ts';
import { useIntl } from 'react-intl';
import { FormTokenField } from '../../form-token.tsx';
import { formatBookingDate } from '../../../client/islands/appointments/appointment-format.ts';
import {
  RATING_MAX, RATING_MIN, REVIEW_REPLY_MAX, REVIEW_REPORT_MAX, REVIEW_TEXT_MAX, type ReviewPanel, type ReviewView,
} from '../../../contracts/reviews.ts';

/** Between a radio button and its words (a sign, no word). */
const SPACE = ' ';

/** Filled and empty stars for a rating, with its words for screen readers. */
export function Stars({ rating }: { rating: number }) {
  const intl = useIntl();
  const whole = Math.round(rating);
  return (
    // The rating as it was given ('4.5', not '4,5' or a rounded '5'): the number, not a word.
    <span className="stars" role="img" aria-label={intl.formatMessage({ id: 'appt.review.stars' }, { rating: String(rating) })}>
      {'★'.repeat(whole)}<span className="stars-empty">{'★'.repeat(5 - whole)}</span>
    </span>
  );
}

/** One published review and the practice's reply: plain text, printed as text. */
export function ReviewItem({ review, zone, practiceName }: { review: ReviewView; zone: string; practiceName?: string }) {
  const intl = useIntl();
  return (
    <article className="review" data-testid="review">
      <p className="review-head"><Stars rating={review.rating} /> <strong>{review.author}</strong> <span className="field-hint">{formatBookingDate(review.createdAt, zone, intl.locale)}</span></p>
      {review.text && <p className="review-text" data-testid="review-text">{review.text}</p>}
      {review.reply && (
        <div className="review-reply" data-testid="review-reply">
          <p><strong>{practiceName ? intl.formatMessage({ id: 'appt.review.replyFrom' }, { practice: practiceName })
            : intl.formatMessage({ id: 'appt.review.replyFromPractice' })}</strong></p>
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
  const intl = useIntl();
  const say = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  if (!panel.review && !panel.canReview && !error) return null;
  return (
    <section className="appointment-review" aria-labelledby="review-title" data-testid="review-section">
      <h2 id="review-title">{say('appt.review.title')}</h2>
      {error && <div className="alert alert-error" role="alert" data-testid="review-error">{error}</div>}
      {panel.review && (
        <>
          {panel.review.hidden && <p className="field-hint">{say('appt.review.hidden')}</p>}
          {panel.review.reported && !panel.review.hidden && practice && <p className="field-hint" data-testid="review-reported">{say('appt.review.youReported')}</p>}
          <ReviewItem review={panel.review} zone={zone} />
        </>
      )}
      {panel.canReview && (
        <form method="post" action={`${detailPath}/review${query}`} className="review-form" data-testid="review-form">
          <FormTokenField />
          <fieldset>
            <legend>{say('appt.review.yourRating')}</legend>
            <div className="rating-choices">
              {Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => RATING_MAX - i).map((n) => (
                <label key={n} className="rating-choice">
                  <input type="radio" name="rating" value={n} required defaultChecked={sent?.rating === String(n)} />
                  {SPACE}{say('appt.review.choice', { n })}
                </label>
              ))}
            </div>
          </fieldset>
          <label htmlFor="review-text">{say('appt.review.text')}</label>
          <textarea id="review-text" name="text" className="form-control" rows={4} maxLength={REVIEW_TEXT_MAX} defaultValue={sent?.text ?? ''} />
          <p className="field-hint">{say('appt.review.hint', { max: REVIEW_TEXT_MAX })}
            {panel.reviewUntil && say('appt.review.until', { day: formatBookingDate(panel.reviewUntil, zone, intl.locale) })}</p>
          <button type="submit" className="btn btn-primary" data-testid="review-submit">{say('appt.review.publish')}</button>
        </form>
      )}
      {panel.canReply && (
        <form method="post" action={`${detailPath}/review/reply${query}`} className="review-form" data-testid="reply-form">
          <FormTokenField />
          <label htmlFor="review-reply">{say('appt.review.replyLabel')}</label>
          <textarea id="review-reply" name="reply" className="form-control" rows={3} maxLength={REVIEW_REPLY_MAX} defaultValue={sent?.text ?? ''} />
          <button type="submit" className="btn btn-primary" data-testid="reply-submit">{say('appt.review.publishReply')}</button>
        </form>
      )}
      {panel.canReport && (
        <details className="review-report">
          <summary>{say('appt.review.report')}</summary>
          <form method="post" action={`${detailPath}/review/report${query}`} data-testid="report-form">
            <FormTokenField />
            <label htmlFor="review-report-reason">{say('appt.review.reportWhy')}</label>
            <textarea id="review-report-reason" name="reason" className="form-control" rows={2} maxLength={REVIEW_REPORT_MAX} />
            <button type="submit" className="btn btn-light" data-testid="report-submit">{say('appt.review.reportSubmit')}</button>
          </form>
        </details>
      )}
    </section>
  );
}
