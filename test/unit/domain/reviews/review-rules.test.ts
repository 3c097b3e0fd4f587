import { expect } from 'chai';
import { authorName, averageOf, reviewability } from '../../../../server/domain/reviews/review-rules.ts';
import { ratingWords } from '../../../../contracts/review-words.ts';
import { reviewInputSchema, reviewReplySchema, REVIEW_MESSAGES } from '../../../../contracts/reviews.ts';
import { checkInput } from '../../../../contracts/forms.ts';

const slot = '2026-03-01T15:00:00.000Z';
const at = (iso: string) => new Date(iso);

describe('review rules', () => {
  it('lets an appointment that took place be reviewed until 60 days after its end, and nothing else', () => {
    const done = { state: 'complete' as const, slot, durationMinutes: 30 };
    expect(reviewability(done, at('2026-03-01T15:31:00Z'))).to.deep.equal({ ok: true, until: at('2026-04-30T15:30:00Z') });
    expect(reviewability(done, at('2026-04-30T15:29:59Z')).ok).to.equal(true);
    expect(reviewability(done, at('2026-04-30T15:30:00Z'))).to.deep.equal({ ok: false, why: 'windowClosed' });
    for (const state of ['upcoming', 'inProgress', 'canceled', 'rescheduled', 'noShow'] as const) {
      expect(reviewability({ ...done, state }, at('2026-03-02T00:00:00Z')), state).to.deep.equal({ ok: false, why: 'notReviewable' });
    }
  });

  it('names the reviewer by first name and last initial', () => {
    expect(authorName('Olive', 'owner')).to.equal('Olive O.');
    expect(authorName(' Olive ', null)).to.equal('Olive');
    expect(authorName(null, 'Owner')).to.equal('A pet owner');
  });

  it('averages to one decimal and says the rating in words', () => {
    expect(averageOf(0, 0)).to.equal(null);
    expect(averageOf(3, 13)).to.equal(4.3);
    expect(averageOf(2, 9)).to.equal(4.5);
    expect(ratingWords({ average: null, count: 0 })).to.equal('No reviews yet');
    expect(ratingWords({ average: 4, count: 1 })).to.equal('4.0 out of 5 (1 review)');
    expect(ratingWords({ average: 4.5, count: 12 })).to.equal('4.5 out of 5 (12 reviews)');
  });

  it('takes a whole rating from 1 to 5 and optional text, and a reply that is not blank', () => {
    expect(checkInput(reviewInputSchema, { rating: '5', text: '  ' }).data).to.deep.equal({ rating: 5, text: null });
    expect(checkInput(reviewInputSchema, { rating: 1 }).data).to.deep.equal({ rating: 1, text: null });
    for (const rating of ['', '0', '6', '4.5', 'x', undefined]) {
      expect(checkInput(reviewInputSchema, { rating }).fields, String(rating)).to.deep.equal({ rating: REVIEW_MESSAGES.rating });
    }
    expect(checkInput(reviewReplySchema, { reply: '  ' }).fields).to.deep.equal({ reply: REVIEW_MESSAGES.replyRequired });
    expect(checkInput(reviewReplySchema, { reply: ' Thanks ' }).data).to.deep.equal({ reply: 'Thanks' });
  });
});
