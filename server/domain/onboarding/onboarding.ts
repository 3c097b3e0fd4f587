import {
  ONBOARDING_HREFS, ONBOARDING_STEPS, ONBOARDING_WORDS, type OnboardingItem, type OnboardingStep, type OnboardingView,
} from '../../../contracts/onboarding.ts';
import type { Db } from '../../db/knex.ts';
import { clinicLink } from '../../tenancy/host.ts';
import { requireRootAdmin, type Viewer } from '../accounts/viewer.ts';
import { dismissOnboarding, onboardingFacts, type OnboardingFacts } from './onboarding.queries.ts';

/** Whether each step is done, from the clinic's data alone (no stored ticks). */
export function onboardingDone(f: OnboardingFacts): Record<OnboardingStep, boolean> {
  return { verifyEmail: f.emailVerified, addListing: f.listings > 0, setUpWebsite: f.website, siteAddress: f.address, firstBooking: f.booked };
}

/**
 * The checklist a clinic's root admin sees, or null when there is none to show: every step done, or put away.
 * The email step is listed only while the address is unverified (a clinic that never had to verify sees four).
 */
export function onboardingChecklist(f: OnboardingFacts, bookingLink: string): OnboardingView | null {
  const done = onboardingDone(f);
  if (f.dismissed || ONBOARDING_STEPS.every((step) => done[step])) return null;
  const items: OnboardingItem[] = ONBOARDING_STEPS
    .filter((step) => step !== 'verifyEmail' || !done.verifyEmail)
    .map((step) => ({ step, label: ONBOARDING_WORDS.steps[step], done: done[step], href: ONBOARDING_HREFS[step], action: ONBOARDING_WORDS.actions[step] }));
  return { items, bookingLink: f.address ? bookingLink : null };
}

/** A new clinic's "Get started" checklist: read for its root admin (sub-users never see it), and put away. */
export function onboardingService(db: Db, urls: { publicUrl: string }) {
  return {
    /** The checklist for the viewer, or null (not a root admin, done, or put away). */
    async checklist(viewer: Viewer | null): Promise<OnboardingView | null> {
      if (viewer?.kind !== 'vendor' || viewer.subrole !== 'root_admin') return null;
      const facts = await onboardingFacts(db, viewer.vendorId);
      return facts ? onboardingChecklist(facts, clinicLink(urls.publicUrl, viewer.vendorId, '/')) : null;
    },

    /** "Hide this list": the root admin's choice, for the whole clinic. */
    async dismiss(viewer: Viewer | null, now: Date): Promise<void> {
      const admin = requireRootAdmin(viewer);
      await dismissOnboarding(db, admin.vendorId, now);
    },
  };
}

export type OnboardingService = ReturnType<typeof onboardingService>;
