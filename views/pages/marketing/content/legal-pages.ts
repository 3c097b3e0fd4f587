import type { MarketingPageContent } from './types.ts';
import { REFUND_POLICY_COPY } from '../../../../contracts/refund-policy.ts';
import { CONTACT } from '../../../components/service-catalog.ts';

/** Privacy policy and terms. The terms keep the dates and limits the product has always promised. */
export const LEGAL_PAGES: MarketingPageContent[] = [
  {
    path: '/privacy-policy/',
    title: 'Privacy policy',
    description: 'How Petcare collects, uses, shares and protects information about you and your pets, and the choices you have.',
    hero: { eyebrow: 'Legal', title: 'Privacy policy', lead: 'What we collect, why, and what you control.' },
    sections: [
      {
        kind: 'legal',
        updated: 'Nov 2026',
        clauses: [
          {
            title: 'What we collect',
            paragraphs: [
              'Your name, email address and phone number; details about your pets; the records you or your vets add; and bookings and payments. Card numbers are handled by our payment provider and never stored by us.',
            ],
          },
          {
            title: 'How we use it',
            paragraphs: [
              'To provide the services you book, send confirmations and reminders, help vets care for your pet and keep the service secure. We do not sell personal information.',
            ],
          },
          {
            title: 'Sharing',
            paragraphs: [
              'Records are shared with the vets you book and with anyone you grant access to. You can see and revoke access at any time. A medical records administrator may upload records for you only after you sign a release authorisation.',
            ],
          },
          {
            title: 'Retention',
            paragraphs: ['Deleted data stays in our backups for up to 2 weeks and is then removed permanently.'],
          },
          { title: 'Contact', paragraphs: [`Questions about privacy: ${CONTACT.email}.`] },
        ],
      },
    ],
  },
  {
    path: '/terms-conditions/',
    title: 'Terms and conditions',
    description: 'The terms for using Petcare: accounts, payments, cancellation and refunds, data backups and how to raise a claim.',
    hero: { eyebrow: 'Legal', title: 'Terms and conditions', lead: 'The agreement between you and Petcare when you use our services.' },
    sections: [
      {
        kind: 'legal',
        updated: 'Feb 2016',
        clauses: [
          {
            title: 'The service',
            paragraphs: [
              'Petcare connects pet owners with independent licensed veterinarians and clinics. Online consultations do not replace emergency care; in an emergency go to your nearest emergency vet.',
            ],
          },
          {
            title: 'Accounts',
            paragraphs: [
              'Keep your password private; it must have at least 8 characters. You may share your account with others and revoke that access at any time.',
            ],
          },
          {
            title: 'Payments, cancellation and refunds',
            paragraphs: [
              REFUND_POLICY_COPY.appointments,
              REFUND_POLICY_COPY.orders,
              REFUND_POLICY_COPY.where,
              'When an account is cancelled it is no longer accessible.',
            ],
          },
          {
            title: 'Your data',
            paragraphs: ['Deleted data may be kept in backups for up to 2 weeks before it is removed permanently.'],
          },
          {
            title: 'Claims',
            paragraphs: ['Any claim relating to the service must be brought within 1 year of the events it concerns.'],
          },
        ],
      },
    ],
  },
];
