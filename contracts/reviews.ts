import { z } from 'zod';
// Our words for what a check says nothing of (zod's global config): loaded with every schema.
import './zod-words.ts';
import { boundedText } from './text-fields.ts';

export { ratingWords, VET_LIST_SORTS, type ListingRating, type VetListSort } from './review-words.ts';

/**
 * Verified reviews: only the owner of an appointment that took place may review it, once, within
 * REVIEW_WINDOW_DAYS of its end: a rating of 1 to 5 and optional plain text. The practice may reply once and
 * report a review (it cannot delete one); a reported review is hidden by the marketplace
 * (`npm run reviews:hide -- <id>`). Listings show the average and count of the reviews not hidden.
 */

export const REVIEW_WINDOW_DAYS = 60;
export const REVIEW_TEXT_MAX = 2000;
export const REVIEW_REPLY_MAX = 2000;
export const REVIEW_REPORT_MAX = 500;
export const RATING_MIN = 1;
export const RATING_MAX = 5;

export const REVIEW_MESSAGES = {
  rating: `Choose a rating from ${RATING_MIN} to ${RATING_MAX} stars`,
  saved: 'Thank you: your review is published.',
  replied: 'Your reply is published.',
  reported: 'Thank you: the review has been reported and will be looked at.',
  notReviewable: 'Only an appointment that has taken place can be reviewed.',
  windowClosed: `Reviews can be written up to ${REVIEW_WINDOW_DAYS} days after the appointment.`,
  already: 'You have already reviewed this appointment.',
  alreadyReplied: 'This review already has a reply.',
  alreadyReported: 'This review has already been reported.',
  noReview: 'This appointment has no review.',
  replyRequired: 'Write your reply',
  ownersOnly: 'Only the pet owner who had the appointment can review it.',
  practicesOnly: 'Only the practice can reply to or report a review.',
} as const;

const rating = z.preprocess(
  (v) => (v === '' || v === null || v === undefined ? undefined : v),
  z.coerce.number({ error: REVIEW_MESSAGES.rating }).int(REVIEW_MESSAGES.rating).min(RATING_MIN, REVIEW_MESSAGES.rating).max(RATING_MAX, REVIEW_MESSAGES.rating),
);
const optionalText = (label: string, max: number) =>
  z.preprocess((v) => (v === null || v === undefined ? '' : v), boundedText(label, max)).transform((s) => s || null);

/** An owner's review (the form's fields: `rating`, `text`). */
export const reviewInputSchema = z.object({ rating, text: optionalText('Your review', REVIEW_TEXT_MAX) });
export type ReviewInput = z.infer<typeof reviewInputSchema>;

/** The practice's one reply. */
export const reviewReplySchema = z.object({
  reply: z.preprocess((v) => (v === null || v === undefined ? '' : v), boundedText('Your reply', REVIEW_REPLY_MAX).min(1, REVIEW_MESSAGES.replyRequired)),
});
export type ReviewReplyInput = z.infer<typeof reviewReplySchema>;

/** The practice's report of a review, with an optional reason. */
export const reviewReportSchema = z.object({ reason: optionalText('The reason', REVIEW_REPORT_MAX) });
export type ReviewReportInput = z.infer<typeof reviewReportSchema>;

/** A published review as pages show it: plain text, printed as text (never HTML). */
export interface ReviewView {
  id: number;
  rating: number;
  text: string | null;
  /** The reviewer as the public sees them: their first name and last initial ("Olive O."). */
  author: string;
  createdAt: string;
  reply: string | null;
  repliedAt: string | null;
}

/** What an appointment's detail page shows of its review, for the viewer. */
export interface ReviewPanel {
  review: (ReviewView & { reported: boolean; hidden: boolean }) | null;
  /** The owner may write one now (an appointment that took place, in the window, none yet). */
  canReview: boolean;
  /** Until when the owner may (ISO), while they may. */
  reviewUntil: string | null;
  canReply: boolean;
  canReport: boolean;
}

