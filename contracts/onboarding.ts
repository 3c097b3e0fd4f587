/**
 * A new clinic's "Get started" checklist on its dashboard (My Appointments, My Listings): the steps to a first
 * booking, each ticked from the clinic's own data and linking to where it is done. Shown to the root admin
 * until every step is done or it is put away; never to sub-users.
 */
export const ONBOARDING_STEPS = ['verifyEmail', 'addListing', 'setUpWebsite', 'siteAddress', 'firstBooking'] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

export const ONBOARDING_WORDS = {
  title: 'Get started',
  intro: 'A few steps to your first booking. Each is ticked as soon as it is done.',
  dismiss: 'Hide this list',
  done: 'Done',
  todo: 'To do',
  steps: {
    verifyEmail: 'Verify your email address',
    addListing: 'Add a listing: your practice, its consultations, prices and hours',
    setUpWebsite: 'Set up your website',
    siteAddress: 'Give your website an address (a sub-domain or your own domain)',
    firstBooking: 'Share your booking link and take your first booking',
  } satisfies Record<OnboardingStep, string>,
  /** The call to action of each step's link. */
  actions: {
    verifyEmail: 'Send the link again',
    addListing: 'Add a listing',
    setUpWebsite: 'Edit your website',
    siteAddress: 'Choose an address',
    firstBooking: 'Book at the desk',
  } satisfies Record<OnboardingStep, string>,
} as const;

/** Where each step is done (the email step is the verification link's resend form). */
export const ONBOARDING_HREFS: Record<OnboardingStep, string> = {
  verifyEmail: '/app/email-verification',
  addListing: '/app/listings/item',
  setUpWebsite: '/app/settings/site',
  siteAddress: '/app/settings/domains',
  firstBooking: '/app/appointments/new',
};

/** Where "Hide this list" posts. */
export const ONBOARDING_DISMISS_PATH = '/app/onboarding/dismiss';

export interface OnboardingItem {
  step: OnboardingStep;
  label: string;
  done: boolean;
  href: string;
  action: string;
}

export interface OnboardingView {
  items: OnboardingItem[];
  /** The clinic's booking link to share once it has an address (a link that survives renaming it); null before. */
  bookingLink: string | null;
}
