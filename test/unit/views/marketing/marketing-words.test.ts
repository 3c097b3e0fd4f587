import { expect } from 'chai';
import { createIntl } from '@formatjs/intl';
import { en } from '../../../../contracts/messages/en.ts';
import { es } from '../../../../contracts/messages/es.ts';
import { REFUND_POLICY_COPY } from '../../../../contracts/refund-policy.ts';
import { HOUSE_CALL_PACKAGE_INCLUDES } from '../../../../contracts/house-call-package.ts';
import { marketingPagesIn } from '../../../../views/pages/marketing/content/index.ts';
import { sayWith } from '../../../../views/pages/marketing/content/say.ts';

/** Every string of a page's content, flattened (titles, texts, labels), without its paths and hrefs. */
function wordsOf(value: unknown, key = ''): string[] {
  if (typeof value === 'string') return ['path', 'href', 'landing', 'illustration', 'kind', 'id', 'variant', 'date', 'name'].includes(key) ? [] : [value];
  if (Array.isArray(value)) return value.flatMap((v) => wordsOf(v, key));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => wordsOf(v, k));
  return [];
}

describe('the marketing pages\' words', () => {
  const english = sayWith(createIntl({ locale: 'en-US', messages: en }));
  const spanish = createIntl({ locale: 'es-US', messages: es });

  it('say the refund policy and the house-call package as their contracts do, in English', () => {
    expect(english('mkt.refund.appointments')).to.equal(REFUND_POLICY_COPY.appointments);
    expect(english('mkt.refund.orders')).to.equal(REFUND_POLICY_COPY.orders);
    expect(english('mkt.refund.where')).to.equal(REFUND_POLICY_COPY.where);
    expect(english('mkt.houseCall.includes')).to.equal(HOUSE_CALL_PACKAGE_INCLUDES);
  });

  it('build the same pages in Spanish, every word said differently but prices, figures and names', () => {
    const enPages = marketingPagesIn(createIntl({ locale: 'en-US', messages: en }));
    const esPages = marketingPagesIn(spanish);
    expect(esPages.map((p) => p.path)).to.deep.equal(enPages.map((p) => p.path));
    for (const [i, page] of esPages.entries()) {
      const a = wordsOf(enPages[i]);
      const b = wordsOf(page);
      expect(b.length, page.path).to.equal(a.length);
      // Words the same in both languages: figures and prices ($25, 24/7, 35%, 10-15 min), "Legal", brand names.
      const same = a.filter((w, j) => w === b[j] && !/^[$\d]|^Legal$|^24\/7$|^10-15 min$/.test(w));
      expect(same, page.path).to.deep.equal([]);
    }
  });
});


