import type { MarketingPageContent } from './types.ts';
import { VET_PRODUCTS, vetProductPages } from './vet-products.ts';
import { PRICE_COPY } from '../../../../contracts/products.ts';

/** Pages for veterinarians and clinics. */
export const VET_PAGES: MarketingPageContent[] = [
  {
    path: '/for-vet/',
    title: 'Petcare for vets and clinics',
    description:
      'Join as a panel or relief vet, run your practice with our management tools and give your clinic a branded booking site. Grow revenue by up to 35%.',
    hero: {
      illustration: 'vets',
      eyebrow: 'For veterinarians and clinics',
      title: 'More patients, fewer empty slots, less admin',
      lead:
        'Petcare brings pet parents to your calendar, fills gaps with relief vets and keeps every record in one place, on a booking site with your own name.',
      actions: [
        { href: '/vendor/login', label: 'Get Started' },
        { href: '/for-vet/signup', label: 'Create a vet account', variant: 'secondary' },
      ],
    },
    sections: [
      {
        kind: 'cards',
        title: 'Ways to work with us',
        items: [
          ...VET_PRODUCTS.map((p) => ({ title: `Become a ${p.name.toLowerCase()}`, text: p.summary, href: `/become-${p.slug}-vet/` })),
          {
            title: 'Practice management',
            text: 'Schedules, listings, team, records and your branded website in one dashboard.',
            href: '/vet-practice-management-solution/',
          },
          {
            title: 'Partner with relief vets',
            text: 'Fill open schedule slots and grow practice revenue by up to 35%.',
            href: '/partner-relief-vet/',
          },
        ],
      },
      {
        kind: 'facts',
        title: 'Figures vets ask about',
        items: [
          { figure: '35%', text: 'revenue growth possible when relief vets fill open slots' },
          { figure: PRICE_COPY.peerToPeerConsult, text: 'per Peer-to-Peer Consult with a specialist' },
          { figure: '48 hrs', text: 'for the Peer-to-Peer PDF report (5 days if information is missing)' },
          { figure: PRICE_COPY.corporatePlanYear, text: 'a year per member on the corporate plan' },
        ],
      },
    ],
  },
  {
    path: '/vet-practice-management-solution/',
    title: 'Vet practice management software',
    description:
      'Schedules, online booking, client records, team access and a branded clinic website on your own domain: practice management built for vets.',
    hero: {
      illustration: 'vets',
      eyebrow: 'Practice management',
      title: 'Run the practice from one screen',
      lead:
        'Weekly schedules with overrides, online booking, patient records, team permissions and reports, plus a booking site on your own sub-domain or domain.',
      actions: [{ href: '/for-vet/signup', label: 'Start free' }],
    },
    sections: [
      {
        kind: 'cards',
        title: 'What is included',
        items: [
          { title: 'Schedules', text: 'Default hours Monday to Friday 08:30-12:00 and 14:00-18:00, changed in a click and copied forward up to 7 weeks.' },
          { title: 'Listings', text: 'One listing per location with its consultations, durations and prices.' },
          { title: 'Team', text: 'Invite vets and staff; each sees only the listings they manage.' },
          { title: 'Your website', text: 'A branded booking site with your logo, on a sub-domain or your own domain.' },
        ],
      },
      {
        kind: 'steps',
        title: 'Up and running in an afternoon',
        tinted: true,
        items: [
          { title: 'Create your account', text: 'Sign up as a vet and verify your mobile number.' },
          { title: 'Add a listing', text: 'Set your consultations, prices and weekly hours.' },
          { title: 'Share your site', text: 'Send clients your booking link and watch the calendar fill.' },
        ],
      },
    ],
  },
  ...vetProductPages(),
  {
    path: '/partner-relief-vet/',
    title: 'Partner with relief vets and grow revenue up to 35%',
    description:
      'Fill the open slots in your schedule with qualified relief vets and grow your practice revenue by up to 35%. Manage it all from the Petcare app.',
    hero: {
      illustration: 'clinic',
      eyebrow: 'Relief vet partnership',
      title: 'Empty slots are lost revenue. Let relief vets fill them.',
      lead:
        'Post the hours you cannot cover and qualified relief vets book them. Practices using relief cover can grow revenue by up to 35%.',
      actions: [
        { href: '/download-app', label: 'Download the app' },
        { href: '/for-vet/signup', label: 'Sign up your practice', variant: 'secondary' },
      ],
    },
    sections: [
      {
        kind: 'facts',
        title: 'Why practices partner',
        items: [
          { figure: 'Up to 35%', text: 'revenue growth from filling open schedule slots' },
          { figure: '0', text: 'agency phone calls to find cover' },
          { figure: '1', text: 'place for shifts, records and payment' },
          { figure: '7 weeks', text: 'of schedule you can copy forward at once' },
        ],
      },
      {
        kind: 'steps',
        title: 'How it works',
        tinted: true,
        items: [
          { title: 'Open your slots', text: 'Mark the hours you need covered in your schedule.' },
          { title: 'Relief vets book', text: 'Vets from our panel accept the shifts that suit them.' },
          { title: 'Patients are seen', text: 'Bookings, notes and records stay in your practice account.' },
        ],
      },
    ],
  },
];
