import type { MarketingPageContent } from './types.ts';
import { scoped, type Say } from './say.ts';

/** Privacy policy and terms, in the language of `say`. The terms keep the dates and limits the product has always promised. */
export function legalPages(say: Say): MarketingPageContent[] {
  const privacy = scoped(say, 'mkt.privacy');
  const terms = scoped(say, 'mkt.terms');
  return [
    {
      path: '/privacy-policy/',
      title: privacy('title'),
      description: privacy('description'),
      hero: { eyebrow: say('mkt.legal.eyebrow'), title: privacy('title'), lead: privacy('hero.lead') },
      sections: [
        {
          kind: 'legal',
          updated: privacy('updated'),
          clauses: [
            { title: privacy('collect.title'), paragraphs: [privacy('collect.text')] },
            { title: privacy('use.title'), paragraphs: [privacy('use.text')] },
            { title: privacy('sharing.title'), paragraphs: [privacy('sharing.text')] },
            { title: privacy('retention.title'), paragraphs: [privacy('retention.text')] },
            { title: privacy('contact.title'), paragraphs: [privacy('contact.text')] },
          ],
        },
      ],
    },
    {
      path: '/terms-conditions/',
      title: terms('title'),
      description: terms('description'),
      hero: { eyebrow: say('mkt.legal.eyebrow'), title: terms('title'), lead: terms('hero.lead') },
      sections: [
        {
          kind: 'legal',
          updated: terms('updated'),
          clauses: [
            { title: terms('service.title'), paragraphs: [terms('service.text')] },
            { title: terms('accounts.title'), paragraphs: [terms('accounts.text')] },
            {
              title: terms('payments.title'),
              paragraphs: [say('mkt.refund.appointments'), say('mkt.refund.orders'), say('mkt.refund.where'), terms('payments.cancelled')],
            },
            { title: terms('data.title'), paragraphs: [terms('data.text')] },
            { title: terms('claims.title'), paragraphs: [terms('claims.text')] },
          ],
        },
      ],
    },
  ];
}
