import type { Db } from '../../db/knex.ts';
import { NO_LISTING } from '../../../contracts/listings.ts';
import { questionsFor, type IntakeQuestion } from '../../../contracts/intake.ts';
import { saveIntakeQuestionsSchema } from '../../../contracts/intake-input.ts';
import type { ConsultationType } from '../../../contracts/consultations.ts';
import { parseInput } from '../../../contracts/forms.ts';
import { NotFoundError } from '../../errors.ts';
import { inTransaction } from '../../db/transaction.ts';
import { listingsChanged } from '../../db/cache-versions.ts';
import type { Viewer } from '../accounts/viewer.ts';
import type { Logger } from '../../logger.ts';
import { manageableListing } from './listing-service.ts';
import { intakeQuestionsOfListing, liveListingZipcode, writeIntakeQuestions } from './intake-questions.queries.ts';
import { parseStoredQuestions } from './intake-questions.ts';
import { nearbyPractices } from './nearby-practices.ts';
import type { NearbyPractice } from '../../../contracts/nearby-practices.ts';

/**
 * Intake questions of a listing: its managers read and replace the whole list (the listing policy: the clinic's
 * root admin, or a sub-user the listing names); anyone reads a live listing's questions for one consultation type,
 * the booking flows' step after the slot.
 */
export function intakeService(db: Db, deps: { logger?: Pick<Logger, 'warn'> } = {}) {
  return {
    async questions(viewer: Viewer | null, listingId: number): Promise<IntakeQuestion[]> {
      await manageableListing(db, viewer, listingId);
      return parseStoredQuestions(await intakeQuestionsOfListing(db, listingId), deps.logger, listingId);
    },

    /** Replaces the list after the editor's rules (every problem at its field); the listing's caches move with it. */
    async save(viewer: Viewer | null, raw: { listingId: unknown; questions: unknown }): Promise<IntakeQuestion[]> {
      // Who asks is checked before what they send, so another clinic learns nothing from the input's problems.
      const listingId = parseInput(saveIntakeQuestionsSchema.shape.listingId, raw.listingId);
      await manageableListing(db, viewer, listingId);
      const input = parseInput(saveIntakeQuestionsSchema, { listingId, questions: raw.questions });
      return inTransaction(db, async (tx) => {
        const listing = await manageableListing(tx, viewer, input.listingId, true);
        await writeIntakeQuestions(tx, Number(listing.vendor_id), Number(listing.id), input.questions);
        await listingsChanged(tx, Number(listing.vendor_id), [Number(listing.id)]);
        return input.questions;
      });
    },

    /** What the booking flows ask for `type` on a live listing; NOT_FOUND for a listing that cannot be booked. */
    async forBooking(listingId: number, type: ConsultationType): Promise<IntakeQuestion[]> {
      const stored = await intakeQuestionsOfListing(db, listingId, { live: true });
      if (stored === undefined) throw new NotFoundError(NO_LISTING);
      return questionsFor(parseStoredQuestions(stored, deps.logger, listingId), type);
    },

    /**
     * The emergency notice's in-person practices: near `zip` when the person gives one (a malformed one is the vet
     * list's 'Enter a valid zipcode'), else near the listing they were booking with.
     */
    async emergencyPractices(listingId: number, zip: string | null): Promise<{ zip: string | null; practices: NearbyPractice[] }> {
      const own = await liveListingZipcode(db, listingId);
      if (own === undefined) throw new NotFoundError(NO_LISTING);
      const near = zip?.trim() || own;
      return near ? { zip: near, practices: await nearbyPractices(db, near) } : { zip: null, practices: [] };
    },
  };
}

export type IntakeService = ReturnType<typeof intakeService>;
