import type { FaqGroup, MarketingPageContent } from './types.ts';
import { scoped, type Say } from './say.ts';

/** The FAQ in the spec's four groups, in the language of `say`; also the source of the FAQPage JSON-LD. */
export function faqGroups(say: Say): FaqGroup[] {
  const faq = scoped(say, 'mkt.faqs');
  return [
    {
      id: 'pet-health-records',
      title: faq('records.title'),
      items: [
        { question: faq('records.keep.q'), answer: faq('records.keep.a') },
        { question: faq('records.collect.q'), answer: faq('records.collect.a') },
        { question: faq('records.see.q'), answer: faq('records.see.a') },
      ],
    },
    {
      id: 'e-consultation',
      title: faq('econ.title'),
      items: [
        { question: faq('econ.cost.q'), answer: faq('econ.cost.a') },
        { question: faq('econ.peer.q'), answer: faq('econ.peer.a') },
        { question: faq('econ.emergency.q'), answer: faq('econ.emergency.a') },
      ],
    },
    {
      id: 'general',
      title: faq('general.title'),
      items: [
        { question: faq('general.opinion.q'), answer: faq('general.opinion.a') },
        { question: faq('general.houseCall.q'), answer: faq('general.houseCall.a') },
        { question: faq('general.companies.q'), answer: faq('general.companies.a') },
      ],
    },
    {
      id: 'account',
      title: faq('account.title'),
      items: [
        { question: faq('account.password.q'), answer: faq('account.password.a') },
        { question: faq('account.refund.q'), answer: [say('mkt.refund.appointments'), say('mkt.refund.orders'), say('mkt.refund.where')].join(' ') },
        { question: faq('account.data.q'), answer: faq('account.data.a') },
      ],
    },
  ];
}

/** FAQPage structured data built from the same answers the page shows (in its language). */
export function faqJsonLd(groups: FaqGroup[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: groups.flatMap((g) =>
      g.items.map((item) => ({
        '@type': 'Question',
        name: item.question,
        acceptedAnswer: { '@type': 'Answer', text: item.answer },
      })),
    ),
  };
}

export function faqPage(say: Say): MarketingPageContent {
  const faq = scoped(say, 'mkt.faqs');
  return {
    path: '/faqs/',
    title: faq('title'),
    description: faq('description'),
    hero: {
      eyebrow: faq('hero.eyebrow'),
      title: faq('hero.title'),
      lead: faq('hero.lead'),
      actions: [{ href: '/contact-us/', label: faq('hero.contact'), variant: 'secondary' }],
    },
    sections: [{ kind: 'faq', groups: faqGroups(say) }],
  };
}
