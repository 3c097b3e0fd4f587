import { expect } from 'chai';
import { translate } from '../../../server/i18n/server-intl.ts';
import { INTL_LOCALE } from '../../../contracts/locale.ts';
import { REVIEW_TEXT_MAX } from '../../../contracts/reviews.ts';
import { LIMITS } from '../../../contracts/inquiry-words.ts';

/** A count in a sentence reads as the language writes numbers (grouped), beside the counters that say the same figure. */
describe('numbers inside messages', () => {
  for (const locale of ['en', 'es'] as const) {
    const grouped = (n: number) => new Intl.NumberFormat(INTL_LOCALE[locale]).format(n);

    it(`groups the limits and a chart's figures in ${locale}`, () => {
      expect(grouped(5000)).to.match(/^5\D000$/);
      expect(translate(locale, 'mkt.shelterForm.hint', { max: LIMITS.comments })).to.contain(grouped(LIMITS.comments));
      expect(translate(locale, 'appt.review.hint', { max: REVIEW_TEXT_MAX })).to.contain(grouped(REVIEW_TEXT_MAX));
      expect(translate(locale, 'reports.chart.summary', { total: 12500, value: 1200, label: 'May' }))
        .to.contain(grouped(12500)).and.contain(grouped(1200));
    });
  }

  it('keeps the English words around them', () => {
    expect(translate('en', 'mkt.shelterForm.hint', { max: 5000 })).to.equal('Up to 5,000 characters: how many animals you rehome, and what you would like from us.');
  });
});
