import type { MarketingPageContent } from './types.ts';
import { PRICE_COPY } from '../../../../contracts/products.ts';

/** About the company: story, people, partners, shelters, contact and news. */
export const COMPANY_PAGES: MarketingPageContent[] = [
  {
    path: '/about/',
    title: 'About Petcare',
    description:
      'Petcare started with a sick dog, a full waiting room and a lost vaccination card. Read why we built one place for vet care and pet records.',
    hero: {
      illustration: 'pets',
      eyebrow: 'About us',
      title: 'We built the vet visit we wished we had',
      lead:
        'Petcare began when one of our founders spent a Saturday in an emergency waiting room for what a vet could have judged on a video call, then could not find the dog\'s vaccination record.',
    },
    sections: [
      {
        kind: 'text',
        title: 'Our story',
        paragraphs: [
          'We are vets, engineers and pet parents. We started with records: one place for every vaccination, allergy and test, shared with whoever looks after the animal.',
          'Then came video and phone consultations, house calls, second opinions and the tools clinics need to run their day. Each service exists because a pet parent or a vet asked for it.',
        ],
      },
      {
        kind: 'cards',
        title: 'What we care about',
        tinted: true,
        items: [
          { title: 'Honest prices', text: 'Every price and its cancellation policy are shown before you pay: appointments are refunded in full when cancelled within the practice\'s window, unused packages within 30 days.' },
          { title: 'Your data, your call', text: 'You decide who sees your pet\'s record and can revoke access at any time.' },
          { title: 'Vets first', text: 'Tools that give vets time back for animals instead of paperwork.' },
        ],
      },
    ],
  },
  {
    path: '/leadership-team/',
    title: 'Leadership team',
    description: 'Meet the vets, engineers and operators who lead Petcare and what each of them brings to pet care.',
    hero: {
      eyebrow: 'Leadership',
      title: 'The people behind Petcare',
      lead: 'A small team of vets and builders who answer to pet parents and practices alike.',
    },
    sections: [
      {
        kind: 'people',
        title: 'Leadership team',
        items: [
          {
            name: 'Dr. Amara Okafor',
            role: 'Co-founder and Chief Veterinary Officer',
            bio: 'Fifteen years in small-animal practice and emergency care. Amara sets our clinical standards and reviews every new service before launch.',
          },
          {
            name: 'Daniel Reyes',
            role: 'Co-founder and Chief Executive',
            bio: 'Built scheduling software for hospitals before turning to animals. Daniel owns the product and the promise that prices are always shown up front.',
          },
          {
            name: 'Priya Natarajan',
            role: 'Chief Technology Officer',
            bio: 'Leads the engineers behind the app, the records platform and clinic websites, with a focus on privacy and reliability.',
          },
          {
            name: 'Dr. Tomasz Nowak',
            role: 'Head of Vet Partnerships',
            bio: 'A former practice owner who now helps clinics join the panel, fill open slots with relief vets and run their practice on Petcare.',
          },
        ],
      },
    ],
  },
  {
    path: '/our-partners/',
    title: 'Our partners in animal welfare',
    description:
      'Petcare works with shelters, rescues and animal welfare organisations so adopted pets start life at home with their records in hand.',
    hero: {
      eyebrow: 'Partners',
      title: 'Working with the people who work for animals',
      lead:
        'Shelters, rescues and welfare charities use Petcare to hand each adopter a complete record and to stay in touch after adoption day.',
      actions: [{ href: '/shelter-partnership/', label: 'Become a shelter partner' }],
    },
    sections: [
      {
        kind: 'cards',
        title: 'How partners use Petcare',
        items: [
          { title: 'Shelters', text: 'Adopters receive pre-loaded pet records: vaccinations, treatments and notes from intake.' },
          { title: 'Rescues', text: 'Foster carers share one record so nothing is lost between homes.' },
          { title: 'Welfare organisations', text: 'Push notifications reach adopters with care tips and reminders.' },
          { title: 'Companies', text: `A corporate plan at ${PRICE_COPY.corporatePlanYear} a year gives staff access to vet care for their pets.` },
        ],
      },
    ],
  },
  {
    path: '/shelter-partnership/',
    title: 'Shelter partnership programme',
    description:
      'Partner shelters give adopters pre-loaded pet records and can send push notifications after adoption. Tell us about your shelter to get started.',
    hero: {
      illustration: 'pets',
      eyebrow: 'Shelter partnership',
      title: 'Every adoption leaves with a complete record',
      lead:
        'Load intake notes, vaccinations and treatments once; the adopter receives them in the Petcare app on adoption day, and your shelter can keep in touch with push notifications.',
    },
    sections: [
      {
        kind: 'cards',
        title: 'What partner shelters get',
        items: [
          { title: 'Pre-loaded records', text: 'Adopters start with the full history, which their new vet can read straight away.' },
          { title: 'Push notifications', text: 'Send follow-up tips, booster reminders and adoption anniversaries.' },
          { title: 'Free tier', text: 'The programme is free for registered shelters and rescues.' },
        ],
      },
      {
        kind: 'cards',
        title: 'How it works',
        items: [
          { title: '1. Apply', text: 'Tell us about your shelter with the form below. Once we approve it, you get an email to choose your password and sign in.' },
          { title: '2. Keep each animal\'s record', text: 'Add the animals in your care with their vaccinations, treatments, notes and files, as any Petcare owner does.' },
          { title: '3. Adopt out', text: 'Enter the adopter\'s email. When they accept the invite, the pet and its whole record move to their account; you can read it for 30 more days.' },
          { title: '4. Stay in touch', text: 'Send announcements and care reminders by email and phone notification. Each adopter can stop them, and you see how many adopters activated their records.' },
        ],
      },
      { kind: 'shelter-form', title: 'Apply: tell us about your shelter' },
    ],
  },
  {
    path: '/shelter-partnership/form/',
    title: 'Shelter partnership enquiry form',
    description: 'Send us your shelter\'s details and our partnerships team will get back to you about joining the Petcare shelter programme.',
    hero: {
      eyebrow: 'Shelter partnership',
      title: 'Shelter partnership enquiry',
      lead: 'Fields marked with an asterisk are required.',
    },
    sections: [{ kind: 'shelter-form', title: 'Your details' }],
    sitemapPriority: 0.3,
  },
  {
    path: '/contact-us/',
    title: 'Contact Petcare',
    description: 'Call or email the Petcare care team about bookings, records, billing or partnerships. Our phone number and email are listed here.',
    hero: {
      eyebrow: 'Contact',
      title: 'Talk to a person',
      lead: 'Questions about a booking, a record or a bill? Our care team answers by phone and email.',
    },
    sections: [{ kind: 'contact' }, { kind: 'emergency' }],
  },
  {
    path: '/news/',
    title: 'Petcare news',
    description: 'Product news and announcements from Petcare: new services, new partners and changes to the app.',
    hero: {
      eyebrow: 'News',
      title: 'What is new at Petcare',
      lead: 'Announcements about our services and partners. Care tips live on our blog.',
    },
    sections: [
      {
        kind: 'news',
        title: 'Latest announcements',
        items: [
          { date: '2026-10-01', title: 'House calls now cover the whole year', text: `The house-visit package is now a yearly plan at ${PRICE_COPY.houseVisitYear}, against about ${PRICE_COPY.traditionalHouseVisitsYear} at a traditional vet.` },
          { date: '2026-07-15', title: 'Second opinions in 24~48 hrs', text: 'Complete records now get a written second opinion within 48 hours.' },
          { date: '2026-04-02', title: 'Shelter partnership programme opens', text: 'Partner shelters can now hand adopters pre-loaded pet records.' },
        ],
      },
    ],
  },
];
