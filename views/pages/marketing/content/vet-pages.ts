import type { MarketingPageContent } from './types.ts';
import { vetProducts, vetProductPages } from './vet-products.ts';
import { PRICE_COPY } from '../../../../contracts/products.ts';
import { scoped, type Say } from './say.ts';

/** Pages for veterinarians and clinics, in the language of `say`. */
export function vetPages(say: Say): MarketingPageContent[] {
  const forVet = scoped(say, 'mkt.forVet');
  const pms = scoped(say, 'mkt.pms');
  const relief = scoped(say, 'mkt.relief');
  return [
    {
      path: '/for-vet/',
      title: forVet('title'),
      description: forVet('description'),
      hero: {
        illustration: 'vets',
        eyebrow: forVet('hero.eyebrow'),
        title: forVet('hero.title'),
        lead: forVet('hero.lead'),
        actions: [
          { href: '/vendor/login', label: forVet('hero.getStarted') },
          { href: '/for-vet/signup', label: forVet('hero.createAccount'), variant: 'secondary' },
        ],
      },
      sections: [
        {
          kind: 'cards',
          title: forVet('ways.title'),
          items: [
            ...vetProducts(say).map((p) => ({ title: say('mkt.vetProduct.become', { product: p.name }), text: p.summary, href: `/become-${p.slug}-vet/` })),
            { title: forVet('ways.pms.title'), text: forVet('ways.pms.text'), href: '/vet-practice-management-solution/' },
            { title: forVet('ways.relief.title'), text: forVet('ways.relief.text'), href: '/partner-relief-vet/' },
          ],
        },
        {
          kind: 'facts',
          title: forVet('facts.title'),
          items: [
            { figure: forVet('facts.growthFigure'), text: forVet('facts.growth') },
            { figure: PRICE_COPY.peerToPeerConsult, text: forVet('facts.peer') },
            { figure: forVet('facts.reportFigure'), text: forVet('facts.report') },
            { figure: PRICE_COPY.corporatePlanYear, text: forVet('facts.corporate') },
          ],
        },
      ],
    },
    {
      path: '/vet-practice-management-solution/',
      title: pms('title'),
      description: pms('description'),
      hero: {
        illustration: 'vets',
        eyebrow: pms('hero.eyebrow'),
        title: pms('hero.title'),
        lead: pms('hero.lead'),
        actions: [{ href: '/for-vet/signup', label: pms('hero.start') }],
      },
      sections: [
        {
          kind: 'cards',
          title: pms('included.title'),
          items: [
            { title: pms('included.schedules.title'), text: pms('included.schedules.text') },
            { title: pms('included.listings.title'), text: pms('included.listings.text') },
            { title: pms('included.team.title'), text: pms('included.team.text') },
            { title: pms('included.site.title'), text: pms('included.site.text') },
          ],
        },
        {
          kind: 'steps',
          title: pms('steps.title'),
          tinted: true,
          items: [
            { title: pms('steps.account.title'), text: pms('steps.account.text') },
            { title: pms('steps.listing.title'), text: pms('steps.listing.text') },
            { title: pms('steps.share.title'), text: pms('steps.share.text') },
          ],
        },
      ],
    },
    ...vetProductPages(say),
    {
      path: '/partner-relief-vet/',
      title: relief('title'),
      description: relief('description'),
      hero: {
        illustration: 'clinic',
        eyebrow: relief('hero.eyebrow'),
        title: relief('hero.title'),
        lead: relief('hero.lead'),
        actions: [
          { href: '/download-app', label: relief('hero.app') },
          { href: '/for-vet/signup', label: relief('hero.signup'), variant: 'secondary' },
        ],
      },
      sections: [
        {
          kind: 'facts',
          title: relief('facts.title'),
          items: [
            { figure: relief('facts.growthFigure'), text: relief('facts.growth') },
            { figure: '0', text: relief('facts.calls') },
            { figure: '1', text: relief('facts.place') },
            { figure: relief('facts.weeksFigure'), text: relief('facts.weeks') },
          ],
        },
        {
          kind: 'steps',
          title: relief('steps.title'),
          tinted: true,
          items: [
            { title: relief('steps.open.title'), text: relief('steps.open.text') },
            { title: relief('steps.book.title'), text: relief('steps.book.text') },
            { title: relief('steps.seen.title'), text: relief('steps.seen.text') },
          ],
        },
      ],
    },
  ];
}
