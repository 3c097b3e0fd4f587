import type { FaqGroup, MarketingPageContent } from './types.ts';
import { PRICE_COPY } from '../../../../contracts/products.ts';
import { REFUND_POLICY_COPY } from '../../../../contracts/refund-policy.ts';

/** The FAQ in the spec's four groups; also the source of the FAQPage JSON-LD. */
export const FAQ_GROUPS: FaqGroup[] = [
  {
    id: 'pet-health-records',
    title: 'Pet Health Records',
    items: [
      {
        question: 'What can I keep in my pet\'s health record?',
        answer: 'Vaccinations, allergies, test results, medications, insurance details and photos, with reminders before a vaccination or refill is due.',
      },
      {
        question: 'Can you collect records from my previous vets?',
        answer: `Yes. Medical Records Assistance includes 4 free requests covering up to 4 veterinarians; each additional vet costs ${PRICE_COPY.recordsExtraVet}.`,
      },
      {
        question: 'Who can see my pet\'s records?',
        answer: 'Only you and the people you share them with. You can see who has access and revoke it at any time.',
      },
    ],
  },
  {
    id: 'e-consultation',
    title: 'e-Consultation and Peer-to-Peer Consult',
    items: [
      {
        question: 'How much does an e-Consultation cost and how long is it?',
        answer: `Each e-Consultation costs ${PRICE_COPY.eConsultation} per use and lasts about 10-15 minutes. A written report follows within 5 days.`,
      },
      {
        question: 'What is a Peer-to-Peer Consult?',
        answer: `A service for clinics: a vet asks a specialist of our panel about one of the clinic's patients (the question, the pet's records they choose, files) for ${PRICE_COPY.peerToPeerConsult}, paid with the clinic's card, and receives the report delivered as a PDF within 48 hours, or up to 5 days if information is missing; not delivered within 5 days, it is refunded in full. Order it from Peer Consults in your clinic dashboard. The report stays with your clinic unless you share it into the pet's record.`,
      },
      {
        question: 'Is an e-Consultation suitable for emergencies?',
        answer: 'No. If your pet is struggling to breathe, has collapsed, is having a seizure or is bleeding heavily, go to the nearest emergency vet.',
      },
    ],
  },
  {
    id: 'general',
    title: 'General Questions',
    items: [
      {
        question: 'How fast is a second medical opinion?',
        answer: 'A written report arrives within 24~48 hrs of receiving complete records, or up to 5 days if the vet needs more information.',
      },
      {
        question: 'What does the house-visit package cost?',
        answer: `${PRICE_COPY.houseVisitYear} a year for visits at home, against about ${PRICE_COPY.traditionalHouseVisitsYear} for the same care at a traditional vet.`,
      },
      {
        question: 'Is there a plan for companies?',
        answer: `Yes. The corporate plan costs ${PRICE_COPY.corporatePlanYear} per year and there is a free tier for individuals.`,
      },
    ],
  },
  {
    id: 'account',
    title: 'Account Issues',
    items: [
      {
        question: 'I forgot my password. What now?',
        answer: 'Choose "Forgot password" on the login page and we will email you a link to set a new one. Passwords need at least 8 characters.',
      },
      {
        question: 'Can I get a refund?',
        answer: `${REFUND_POLICY_COPY.appointments} ${REFUND_POLICY_COPY.orders} ${REFUND_POLICY_COPY.where}`,
      },
      {
        question: 'What happens to my data if I delete something?',
        answer: 'Deleted data is kept in backups for up to 2 weeks, after which it is gone for good.',
      },
    ],
  },
];

/** FAQPage structured data built from the same answers the page shows. */
export function faqJsonLd(): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: FAQ_GROUPS.flatMap((g) =>
      g.items.map((item) => ({
        '@type': 'Question',
        name: item.question,
        acceptedAnswer: { '@type': 'Answer', text: item.answer },
      })),
    ),
  };
}

export const FAQ_PAGE: MarketingPageContent = {
  path: '/faqs/',
  title: 'Frequently asked questions',
  description:
    'Answers about pet health records, e-Consultations and Peer-to-Peer Consults, prices, refunds and account issues on Petcare.',
  hero: {
    eyebrow: 'Help',
    title: 'Frequently asked questions',
    lead: 'Prices, timings, records and accounts. Still stuck? Our care team is on the contact page.',
    actions: [{ href: '/contact-us/', label: 'Contact us', variant: 'secondary' }],
  },
  sections: [{ kind: 'faq', groups: FAQ_GROUPS }],
};
