import type { MarketingPageContent } from './types.ts';
import { scoped, type Say } from './say.ts';

/**
 * The ways a vet can work with Petcare. Each product gets its own
 * /become-<slug>-vet/ page built from this one list.
 */
export interface VetProduct {
  slug: string;
  /** Lower case, as a sentence says it ("Become a panel vet"). */
  name: string;
  summary: string;
  lead: string;
  benefits: Array<{ title: string; text: string }>;
}

export function vetProducts(say: Say): VetProduct[] {
  const panel = scoped(say, 'mkt.vetProduct.panel');
  const relief = scoped(say, 'mkt.vetProduct.relief');
  return [
    {
      slug: 'panel',
      name: panel('name'),
      summary: panel('summary'),
      lead: panel('lead'),
      benefits: [
        { title: panel('schedule.title'), text: panel('schedule.text') },
        { title: panel('profile.title'), text: panel('profile.text') },
        { title: panel('peer.title'), text: panel('peer.text') },
      ],
    },
    {
      slug: 'relief',
      name: relief('name'),
      summary: relief('summary'),
      lead: relief('lead'),
      benefits: [
        { title: relief('shifts.title'), text: relief('shifts.text') },
        { title: relief('records.title'), text: relief('records.text') },
        { title: relief('paperwork.title'), text: relief('paperwork.text') },
      ],
    },
  ];
}

/** A /become-<slug>-vet/ page for each vet product. */
export function vetProductPages(say: Say): MarketingPageContent[] {
  const t = scoped(say, 'mkt.vetProduct');
  return vetProducts(say).map((p) => ({
    path: `/become-${p.slug}-vet/`,
    title: t('title', { product: p.name }),
    description: t('description', { summary: p.summary, product: p.name }),
    hero: {
      eyebrow: t('eyebrow'),
      title: t('become', { product: p.name }),
      lead: p.lead,
      actions: [
        { href: '/for-vet/signup', label: t('signUp') },
        { href: '/vendor/login', label: t('login'), variant: 'secondary' },
      ],
    },
    sections: [
      { kind: 'cards', title: t('why', { product: p.name }), items: p.benefits },
      {
        kind: 'cta',
        title: t('other.title'),
        text: t('other.text'),
        actions: [{ href: '/for-vet/', label: t('other.all'), variant: 'secondary' }],
      },
    ],
  }));
}
