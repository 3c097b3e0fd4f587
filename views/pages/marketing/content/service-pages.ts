import type { MarketingPageContent } from './types.ts';
import { PRICE_COPY } from '../../../../contracts/products.ts';
import { scoped, type Say } from './say.ts';

/** Landing pages for the services a pet parent buys or books, in the language of `say`. */
export function servicePages(say: Say): MarketingPageContent[] {
  const appts = scoped(say, 'mkt.appts');
  const econ = scoped(say, 'mkt.econ');
  const house = scoped(say, 'mkt.houseCall');
  const talk = scoped(say, 'mkt.talk');
  const opinion = scoped(say, 'mkt.opinion');
  const assessment = scoped(say, 'mkt.assessment');
  const records = scoped(say, 'mkt.records');
  const app = scoped(say, 'mkt.app');
  return [
    {
      path: '/vet-appointments/',
      title: appts('title'),
      description: appts('description'),
      hero: {
        illustration: 'clinic',
        eyebrow: appts('hero.eyebrow'),
        title: appts('hero.title'),
        lead: appts('hero.lead'),
        actions: [{ href: '/vet-appointments/list', label: appts('hero.book') }],
        note: appts('hero.note'),
      },
      sections: [
        {
          kind: 'steps',
          title: appts('steps.title'),
          items: [
            { title: appts('steps.find.title'), text: appts('steps.find.text') },
            { title: appts('steps.pick.title'), text: appts('steps.pick.text') },
            { title: appts('steps.show.title'), text: appts('steps.show.text') },
          ],
        },
        {
          kind: 'cards',
          title: appts('reasons.title'),
          tinted: true,
          items: [
            { title: appts('reasons.vaccinations.title'), text: appts('reasons.vaccinations.text') },
            { title: appts('reasons.checkups.title'), text: appts('reasons.checkups.text') },
            { title: appts('reasons.dental.title'), text: appts('reasons.dental.text') },
            { title: appts('reasons.exam.title'), text: appts('reasons.exam.text') },
          ],
        },
        {
          kind: 'cta',
          title: appts('cta.title'),
          text: appts('cta.text'),
          actions: [{ href: '/vet-appointments/list', label: appts('hero.book') }],
        },
      ],
    },
    {
      path: '/e-consultation/',
      title: econ('title'),
      description: econ('description'),
      hero: {
        illustration: 'video-call',
        eyebrow: econ('hero.eyebrow'),
        title: econ('hero.title'),
        lead: econ('hero.lead'),
        actions: [
          { href: '/e-consultation/order', label: econ('hero.start') },
          { href: '/faqs/', label: econ('hero.faqs'), variant: 'secondary' },
        ],
        note: econ('hero.note'),
      },
      sections: [
        {
          kind: 'facts',
          title: econ('facts.title'),
          items: [
            { figure: PRICE_COPY.eConsultation, text: econ('facts.price') },
            { figure: econ('facts.minutesFigure'), text: econ('facts.minutes') },
            { figure: econ('facts.daysFigure'), text: econ('facts.days') },
            { figure: econ('facts.alwaysFigure'), text: econ('facts.always') },
          ],
        },
        {
          kind: 'cards',
          title: econ('fits.title'),
          tinted: true,
          items: [
            { title: econ('fits.skin.title'), text: econ('fits.skin.text') },
            { title: econ('fits.diet.title'), text: econ('fits.diet.text') },
            { title: econ('fits.behaviour.title'), text: econ('fits.behaviour.text') },
            { title: econ('fits.surgery.title'), text: econ('fits.surgery.text') },
          ],
        },
        { kind: 'emergency' },
      ],
    },
    {
      path: '/vet-house-call/',
      title: house('title'),
      description: house('description'),
      hero: {
        illustration: 'house-call',
        eyebrow: house('hero.eyebrow'),
        title: house('hero.title'),
        lead: house('hero.lead', { includes: house('includes') }),
        actions: [{ href: '/vet-house-call/order', label: house('hero.buy') }],
      },
      sections: [
        {
          kind: 'facts',
          title: house('facts.title'),
          items: [
            { figure: PRICE_COPY.houseVisitYear, text: house('facts.year') },
            { figure: PRICE_COPY.traditionalHouseVisitsYear, text: house('facts.traditional') },
            { figure: PRICE_COPY.houseVisitSaving, text: house('facts.saving') },
            { figure: house('facts.cancelFigure'), text: house('facts.cancel') },
          ],
        },
        {
          kind: 'cards',
          title: house('for.title'),
          tinted: true,
          items: [
            { title: house('for.anxious.title'), text: house('for.anxious.text') },
            { title: house('for.senior.title'), text: house('for.senior.text') },
            { title: house('for.multi.title'), text: house('for.multi.text') },
            { title: house('for.busy.title'), text: house('for.busy.text') },
          ],
        },
      ],
    },
    {
      path: '/talk-to-a-vet/',
      title: talk('title'),
      description: talk('description'),
      hero: {
        illustration: 'phone-call',
        eyebrow: talk('hero.eyebrow'),
        title: talk('hero.title'),
        lead: talk('hero.lead'),
        actions: [{ href: '/talk-to-a-vet/order', label: talk('hero.now') }],
      },
      sections: [
        {
          kind: 'steps',
          title: talk('steps.title'),
          items: [
            { title: talk('steps.time.title'), text: talk('steps.time.text') },
            { title: talk('steps.story.title'), text: talk('steps.story.text') },
            { title: talk('steps.next.title'), text: talk('steps.next.text') },
          ],
        },
        {
          kind: 'cta',
          title: talk('cta.title'),
          text: talk('cta.text'),
          actions: [{ href: '/talk-to-a-vet/order', label: talk('cta.book') }],
        },
        { kind: 'emergency' },
      ],
    },
    {
      path: '/second-medical-opinion/',
      title: opinion('title'),
      description: opinion('description'),
      hero: {
        illustration: 'records',
        eyebrow: opinion('hero.eyebrow'),
        title: opinion('hero.title'),
        lead: opinion('hero.lead'),
        actions: [{ href: '/second-medical-opinion/order', label: opinion('hero.request') }],
        note: opinion('hero.note'),
      },
      sections: [
        {
          kind: 'steps',
          title: opinion('steps.title'),
          items: [
            { title: opinion('steps.upload.title'), text: opinion('steps.upload.text') },
            { title: opinion('steps.review.title'), text: opinion('steps.review.text') },
            { title: opinion('steps.report.title'), text: opinion('steps.report.text') },
          ],
        },
      ],
    },
    {
      path: '/pet-health-assessment/',
      title: assessment('title'),
      description: assessment('description'),
      hero: {
        illustration: 'pets',
        eyebrow: assessment('hero.eyebrow'),
        title: assessment('hero.title'),
        lead: assessment('hero.lead'),
      },
      sections: [{ kind: 'assessment' }, { kind: 'emergency' }],
    },
    {
      path: '/pet-medical-records/',
      title: records('title'),
      description: records('description'),
      hero: {
        illustration: 'records',
        eyebrow: records('hero.eyebrow'),
        title: records('hero.title'),
        lead: records('hero.lead'),
        actions: [
          { href: '/download-app/', label: records('hero.app') },
          { href: '/signup/', label: records('hero.signup'), variant: 'secondary' },
        ],
      },
      sections: [
        {
          kind: 'cards',
          title: records('assistance.title'),
          intro: records('assistance.intro'),
          items: [
            { title: records('assistance.free.title'), price: records('assistance.free.price'), text: records('assistance.free.text') },
            { title: records('assistance.more.title'), price: records('assistance.more.price'), text: records('assistance.more.text') },
            { title: records('assistance.shared.title'), text: records('assistance.shared.text') },
          ],
        },
        {
          kind: 'text',
          title: records('who.title'),
          tinted: true,
          paragraphs: [records('who.text')],
        },
      ],
    },
    {
      path: '/download-app/',
      title: app('title'),
      description: app('description'),
      hero: {
        illustration: 'video-call',
        eyebrow: app('hero.eyebrow'),
        title: app('hero.title'),
        lead: app('hero.lead'),
        actions: [
          { href: 'https://apps.apple.com/', label: app('hero.appStore') },
          { href: 'https://play.google.com/store', label: app('hero.googlePlay'), variant: 'secondary' },
        ],
      },
      sections: [
        {
          kind: 'cards',
          title: app('features.title'),
          items: [
            { title: app('features.reminders.title'), text: app('features.reminders.text') },
            { title: app('features.video.title'), text: app('features.video.text') },
            { title: app('features.records.title'), text: app('features.records.text') },
            { title: app('features.sharing.title'), text: app('features.sharing.text') },
          ],
        },
        {
          kind: 'quotes',
          title: app('quotes.title'),
          items: [
            { quote: app('quotes.dana.quote'), who: app('quotes.dana.who') },
            { quote: app('quotes.marcus.quote'), who: app('quotes.marcus.who') },
          ],
        },
      ],
    },
  ];
}
