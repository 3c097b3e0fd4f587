import type { MarketingPageContent } from './types.ts';
import { PRICE_COPY } from '../../../../contracts/products.ts';
import { HOUSE_CALL_PACKAGE, HOUSE_CALL_PACKAGE_INCLUDES } from '../../../../contracts/house-call-package.ts';

/** Landing pages for the services a pet parent buys or books. */
export const SERVICE_PAGES: MarketingPageContent[] = [
  {
    path: '/vet-appointments/',
    title: 'Book a vet appointment near you',
    description:
      'Compare local vets and clinics, see their open times and book an in-person appointment online in a few taps, without waiting on hold.',
    hero: {
      illustration: 'clinic',
      eyebrow: 'Clinic appointments',
      title: 'See open vet appointments near you and book in a minute',
      lead:
        'Search by name, specialization or zip code, read each vet\'s profile, pick a free time and get a confirmation straight away. The fee is set by the practice and shown before you confirm.',
      actions: [{ href: '/vet-appointments/list', label: 'Book Appointment' }],
      note: `Need someone sooner? A video e-Consultation costs ${PRICE_COPY.eConsultation} and usually starts within the hour.`,
    },
    sections: [
      {
        kind: 'steps',
        title: 'From search to waiting room',
        items: [
          { title: 'Find a vet', text: 'Filter by specialization, the pets they treat and how far you are willing to travel.' },
          { title: 'Pick a time', text: 'Open slots come straight from the clinic\'s schedule, so what you see is really free.' },
          { title: 'Show up prepared', text: 'Your pet\'s record travels with the booking, so the vet reads the history before you arrive.' },
        ],
      },
      {
        kind: 'cards',
        title: 'Good reasons for a clinic visit',
        tinted: true,
        items: [
          { title: 'Vaccinations and boosters', text: 'Keep puppies, kittens and adults on schedule; reminders land in the app before each one is due.' },
          { title: 'Annual check-ups', text: 'Weight, teeth, heart and joints checked hands-on, with notes saved to the record.' },
          { title: 'Dental and minor procedures', text: 'Book the consultation first and plan treatment with the clinic that will do the work.' },
          { title: 'Anything that needs an exam', text: 'Lumps, limping, eye and ear trouble: things a vet needs to see and touch.' },
        ],
      },
      {
        kind: 'cta',
        title: 'Ready when you are',
        text: 'Reschedule or cancel from your dashboard if plans change.',
        actions: [{ href: '/vet-appointments/list', label: 'Book Appointment' }],
      },
    ],
  },
  {
    path: '/e-consultation/',
    title: `e-Consultation: a video call with a vet for ${PRICE_COPY.eConsultation}`,
    description:
      `Talk to a licensed vet by video for ${PRICE_COPY.eConsultation} per use. Calls last about 10-15 minutes and a written summary follows within 5 days.`,
    hero: {
      illustration: 'video-call',
      eyebrow: 'e-Consultation',
      title: 'A licensed vet on video, without the car ride',
      lead:
        `Show the vet what you are seeing, ask your questions and leave with a plan. Each e-Consultation costs ${PRICE_COPY.eConsultation} per use and lasts about 10-15 minutes.`,
      actions: [
        { href: '/e-consultation/order', label: 'Start an e-Consultation' },
        { href: '/faqs/', label: 'Read the FAQs', variant: 'secondary' },
      ],
      note: 'A written report is added to your pet\'s record within 5 days.',
    },
    sections: [
      {
        kind: 'facts',
        title: 'What you get',
        items: [
          { figure: PRICE_COPY.eConsultation, text: 'per use, no subscription' },
          { figure: '10-15 min', text: 'a typical call with the vet' },
          { figure: '5 days', text: 'at most for the written report' },
          { figure: '24/7', text: 'records kept in the app afterwards' },
        ],
      },
      {
        kind: 'cards',
        title: 'Where a video call works well',
        tinted: true,
        items: [
          { title: 'Skin and coat', text: 'Rashes, hot spots, itching and hair loss show up clearly on camera.' },
          { title: 'Diet and weight', text: 'Portion sizes, food changes and treats for pets with sensitive stomachs.' },
          { title: 'Behaviour', text: 'Anxiety, scratching, litter-box trouble and other changes at home.' },
          { title: 'After surgery', text: 'Wound checks and recovery questions without another trip to the clinic.' },
        ],
      },
      { kind: 'emergency' },
    ],
  },
  {
    path: '/vet-house-call/',
    title: `Vet house calls: ${PRICE_COPY.houseVisitYear} a year`,
    description:
      `An annual package of vet visits at your home for ${PRICE_COPY.houseVisitYear} a year, against about ${PRICE_COPY.traditionalHouseVisitsYear} for the same care at a traditional vet.`,
    hero: {
      illustration: 'house-call',
      eyebrow: 'Vet house calls',
      title: `The vet comes to you, all year, for ${PRICE_COPY.houseVisitYear}`,
      lead:
        `Our house-visit package covers a year of check-ups at home: ${HOUSE_CALL_PACKAGE_INCLUDES} No carriers, no waiting room, no stressed-out cat.`,
      actions: [{ href: '/vet-house-call/order', label: 'Buy Package' }],
    },
    sections: [
      {
        kind: 'facts',
        title: 'The numbers',
        items: [
          { figure: PRICE_COPY.houseVisitYear, text: `for a year of home visits: ${HOUSE_CALL_PACKAGE.houseVisits} visits, booked from your dashboard` },
          { figure: PRICE_COPY.traditionalHouseVisitsYear, text: 'about what the same care costs at a traditional vet' },
          { figure: PRICE_COPY.houseVisitSaving, text: 'roughly saved over the year' },
          { figure: '30 days', text: 'to cancel an unused package for a full refund' },
        ],
      },
      {
        kind: 'cards',
        title: 'Made for',
        tinted: true,
        items: [
          { title: 'Anxious pets', text: 'Animals who panic in the car or the clinic are examined where they feel safe.' },
          { title: 'Senior pets', text: 'Regular checks without lifting an arthritic dog into a car.' },
          { title: 'Multi-pet homes', text: 'See every animal in one visit instead of booking three appointments.' },
          { title: 'Busy families', text: 'Pick a slot that fits around work and school.' },
        ],
      },
    ],
  },
  {
    path: '/talk-to-a-vet/',
    title: 'Talk to a vet by phone',
    description:
      'Call a licensed vet, describe your pet\'s symptoms and find out whether it can wait, needs a clinic visit or needs the emergency room.',
    hero: {
      illustration: 'phone-call',
      eyebrow: 'Talk to a vet',
      title: 'Not sure if it can wait? Ask a vet on the phone',
      lead:
        'Book a telephone consultation, describe what you are seeing and hang up knowing what to do next. The fee is shown before you pay.',
      actions: [{ href: '/talk-to-a-vet/order', label: 'Talk to a vet now' }],
    },
    sections: [
      {
        kind: 'steps',
        title: 'How the call works',
        items: [
          { title: 'Choose a time', text: 'Pick the next free slot or one later today.' },
          { title: 'Tell the story', text: 'Symptoms, timing, food, medicines: the vet asks the right questions.' },
          { title: 'Get a next step', text: 'Home care, a clinic visit or emergency care, and the reasons why.' },
        ],
      },
      {
        kind: 'cta',
        title: 'A vet is a phone call away',
        text: 'Calls are noted in your pet\'s record so your regular vet can see what was discussed.',
        actions: [{ href: '/talk-to-a-vet/order', label: 'Book a phone consultation' }],
      },
      { kind: 'emergency' },
    ],
  },
  {
    path: '/second-medical-opinion/',
    title: 'Second medical opinion for your pet in 24~48 hrs',
    description:
      'Send your pet\'s records and diagnosis for an independent review by a vet. A written report arrives in 24~48 hrs once records are complete.',
    hero: {
      illustration: 'records',
      eyebrow: 'Second medical opinion',
      title: 'A second pair of expert eyes before a big decision',
      lead:
        'Surgery, a long course of medicine, a worrying diagnosis: share what you have and a vet reviews it independently. Expect a written report in 24~48 hrs.',
      actions: [{ href: '/second-medical-opinion/order', label: 'Request a second opinion' }],
      note: 'The 48 hours start once records are complete; if the vet needs more information it can take up to 5 days.',
    },
    sections: [
      {
        kind: 'steps',
        title: 'What happens',
        items: [
          { title: 'Upload records', text: 'Lab results, X-rays, notes and the current treatment plan.' },
          { title: 'Independent review', text: 'A vet with the right specialization reads everything from scratch.' },
          { title: 'Written report', text: 'Findings, questions to ask and options, saved to your pet\'s record.' },
        ],
      },
    ],
  },
  {
    path: '/pet-health-assessment/',
    title: 'Free pet health assessment',
    description:
      'Answer five quick questions about your pet and get a suggestion for the kind of vet consultation that fits, from home care to an emergency visit.',
    hero: {
      illustration: 'pets',
      eyebrow: 'Pet health assessment',
      title: 'Five questions to the right kind of care',
      lead:
        'A short screening: tell us how your pet is eating, moving and behaving and we suggest the consultation that fits. It is not a diagnosis, and it takes under a minute.',
    },
    sections: [{ kind: 'assessment' }, { kind: 'emergency' }],
  },
  {
    path: '/pet-medical-records/',
    title: 'Pet medical records in one app',
    description:
      'Keep vaccinations, allergies, tests, medications, insurance and photos in one place. We collect records from up to 4 previous vets for free.',
    hero: {
      illustration: 'records',
      eyebrow: 'Pet medical records',
      title: 'Every record, every pet, one place',
      lead:
        'Vaccinations, allergies, test results, medications, insurance and photos, with reminders before anything is due. Share with a sitter or a new vet in seconds.',
      actions: [
        { href: '/download-app/', label: 'Get the app' },
        { href: '/signup/', label: 'Create a free account', variant: 'secondary' },
      ],
    },
    sections: [
      {
        kind: 'cards',
        title: 'Medical Records Assistance',
        intro: 'Moving from another vet? We ask them for the records so you do not have to.',
        items: [
          { title: 'Four requests free', price: '4 free requests', text: 'We request records from up to 4 veterinarians at no charge.' },
          { title: 'More than four vets', price: `${PRICE_COPY.recordsExtraVet} per additional vet`, text: `Each further practice we contact for you costs ${PRICE_COPY.recordsExtraVet}.` },
          { title: 'Shared access', text: 'Give family, sitters or a new vet access and revoke it whenever you like.' },
        ],
      },
      {
        kind: 'text',
        title: 'Who can add records',
        tinted: true,
        paragraphs: [
          'You, your vets on Petcare and, after you sign a release authorisation, a medical records administrator who uploads records on your behalf.',
        ],
      },
    ],
  },
  {
    path: '/download-app/',
    title: 'Download the Petcare app',
    description:
      'Get the Petcare app for iPhone and Android: book vets, join video consultations and keep your pets\' records and reminders in your pocket.',
    hero: {
      illustration: 'video-call',
      eyebrow: 'The Petcare app',
      title: 'Your vet, your records and your reminders, in your pocket',
      lead: 'Book visits, join video calls and check a vaccination date in the waiting room. Free to download.',
      actions: [
        { href: 'https://apps.apple.com/', label: 'Download on the App Store' },
        { href: 'https://play.google.com/store', label: 'Get it on Google Play', variant: 'secondary' },
      ],
    },
    sections: [
      {
        kind: 'cards',
        title: 'Features',
        items: [
          { title: 'Reminders', text: 'Boosters, flea treatment and refills, nudged before they are due.' },
          { title: 'Video consultations', text: 'Join an e-Consultation from your phone with one tap.' },
          { title: 'Records', text: 'Tests, allergies and photos for every pet, always with you.' },
          { title: 'Sharing', text: 'Let a sitter or family member see what they need.' },
        ],
      },
      {
        kind: 'quotes',
        title: 'What pet parents say',
        items: [
          { quote: 'I found our rabbit\'s vaccination dates in the car park of a new clinic. That alone sold me.', who: 'Dana, rabbit and cat owner' },
          { quote: 'The video call saved us a two-hour round trip for what turned out to be a bee sting.', who: 'Marcus, Labrador owner' },
        ],
      },
    ],
  },
];
