import type { MarketingPageContent } from './types.ts';
import { scoped, type Say } from './say.ts';

/** About the company: story, people, partners, shelters, contact and news, in the language of `say`. */
export function companyPages(say: Say): MarketingPageContent[] {
  const about = scoped(say, 'mkt.about');
  const lead = scoped(say, 'mkt.leadership');
  const partners = scoped(say, 'mkt.partners');
  const shelter = scoped(say, 'mkt.shelter');
  const shelterForm = scoped(say, 'mkt.shelterForm');
  const contact = scoped(say, 'mkt.contact');
  const news = scoped(say, 'mkt.news');
  return [
    {
      path: '/about/',
      title: about('title'),
      description: about('description'),
      hero: {
        illustration: 'pets',
        eyebrow: about('hero.eyebrow'),
        title: about('hero.title'),
        lead: about('hero.lead'),
      },
      sections: [
        {
          kind: 'text',
          title: about('story.title'),
          paragraphs: [about('story.records'), about('story.services')],
        },
        {
          kind: 'cards',
          title: about('values.title'),
          tinted: true,
          items: [
            { title: about('values.prices.title'), text: about('values.prices.text') },
            { title: about('values.data.title'), text: about('values.data.text') },
            { title: about('values.vets.title'), text: about('values.vets.text') },
          ],
        },
      ],
    },
    {
      path: '/leadership-team/',
      title: lead('title'),
      description: lead('description'),
      hero: {
        eyebrow: lead('hero.eyebrow'),
        title: lead('hero.title'),
        lead: lead('hero.lead'),
      },
      sections: [
        {
          kind: 'people',
          title: lead('people.title'),
          items: [
            { name: 'Dr. Amara Okafor', role: lead('amara.role'), bio: lead('amara.bio') },
            { name: 'Daniel Reyes', role: lead('daniel.role'), bio: lead('daniel.bio') },
            { name: 'Priya Natarajan', role: lead('priya.role'), bio: lead('priya.bio') },
            { name: 'Dr. Tomasz Nowak', role: lead('tomasz.role'), bio: lead('tomasz.bio') },
          ],
        },
      ],
    },
    {
      path: '/our-partners/',
      title: partners('title'),
      description: partners('description'),
      hero: {
        eyebrow: partners('hero.eyebrow'),
        title: partners('hero.title'),
        lead: partners('hero.lead'),
        actions: [{ href: '/shelter-partnership/', label: partners('hero.become') }],
      },
      sections: [
        {
          kind: 'cards',
          title: partners('how.title'),
          items: [
            { title: partners('how.shelters.title'), text: partners('how.shelters.text') },
            { title: partners('how.rescues.title'), text: partners('how.rescues.text') },
            { title: partners('how.welfare.title'), text: partners('how.welfare.text') },
            { title: partners('how.companies.title'), text: partners('how.companies.text') },
          ],
        },
      ],
    },
    {
      path: '/shelter-partnership/',
      title: shelter('title'),
      description: shelter('description'),
      hero: {
        illustration: 'pets',
        eyebrow: shelter('hero.eyebrow'),
        title: shelter('hero.title'),
        lead: shelter('hero.lead'),
      },
      sections: [
        {
          kind: 'cards',
          title: shelter('gets.title'),
          items: [
            { title: shelter('gets.records.title'), text: shelter('gets.records.text') },
            { title: shelter('gets.push.title'), text: shelter('gets.push.text') },
            { title: shelter('gets.free.title'), text: shelter('gets.free.text') },
          ],
        },
        {
          kind: 'cards',
          title: shelter('how.title'),
          items: [
            { title: shelter('how.apply.title'), text: shelter('how.apply.text') },
            { title: shelter('how.keep.title'), text: shelter('how.keep.text') },
            { title: shelter('how.adopt.title'), text: shelter('how.adopt.text') },
            { title: shelter('how.touch.title'), text: shelter('how.touch.text') },
          ],
        },
        { kind: 'shelter-form', title: shelter('form.title') },
      ],
    },
    {
      path: '/shelter-partnership/form/',
      title: shelterForm('title'),
      description: shelterForm('description'),
      hero: {
        eyebrow: shelter('hero.eyebrow'),
        title: shelterForm('hero.title'),
        lead: shelterForm('hero.lead'),
      },
      sections: [{ kind: 'shelter-form', title: shelterForm('form.title') }],
      sitemapPriority: 0.3,
    },
    {
      path: '/contact-us/',
      title: contact('title'),
      description: contact('description'),
      hero: {
        eyebrow: contact('hero.eyebrow'),
        title: contact('hero.title'),
        lead: contact('hero.lead'),
      },
      sections: [{ kind: 'contact' }, { kind: 'emergency' }],
    },
    {
      path: '/news/',
      title: news('title'),
      description: news('description'),
      hero: {
        eyebrow: news('hero.eyebrow'),
        title: news('hero.title'),
        lead: news('hero.lead'),
      },
      sections: [
        {
          kind: 'news',
          title: news('latest.title'),
          items: [
            { date: '2026-10-01', title: news('houseCalls.title'), text: news('houseCalls.text') },
            { date: '2026-07-15', title: news('opinions.title'), text: news('opinions.text') },
            { date: '2026-04-02', title: news('shelters.title'), text: news('shelters.text') },
          ],
        },
      ],
    },
  ];
}
