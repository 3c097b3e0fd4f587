import type { Db } from '../../db/knex.ts';
import { inTransaction } from '../../db/transaction.ts';
import { NotFoundError, ValidationError } from '../../errors.ts';
import { CLINIC_ACCESS_MESSAGES, type ClinicAnswer, type ClinicRelation } from '../../../contracts/customers.ts';
import type { MailMessage } from '../../adapters/mail.ts';
import { renderMail } from '../notices/mail-layout.ts';
import { requireUser, type Viewer } from '../accounts/viewer.ts';
import { usersByIds } from '../accounts/index.ts';
import { clinicName } from '../websites/clinic-site.ts';
import { relationOf, relationsOfOwner, setAccess, type OwnerRelationRow } from './vendor-customers.queries.ts';

const toRelation = (r: OwnerRelationRow): ClinicRelation => ({
  vendorId: Number(r.vendor_id), clinicName: r.clinic_name, access: r.access, since: r.since ? new Date(r.since).toISOString() : null,
  sharedPets: r.access === 'granted' && r.shared_pet_names ? r.shared_pet_names : null,
});

/** The owner's page of a clinic's request, with the answer preselected (the links in the request email). */
export function clinicAnswerPath(vendorId: number, answer: ClinicAnswer): string {
  return `/app/my-clinics?clinic=${vendorId}&answer=${answer}`;
}

/**
 * The owner's side of sharing with clinics (My Clinics): which clinics they are a customer of and whether each
 * may see their pets and records, and their answer to each. Only the owner changes it; a clinic only asks.
 */
export function clinicConsent(db: Db) {
  return {
    /** The owner's clinics, those asking first. */
    async list(viewer: Viewer | null): Promise<ClinicRelation[]> {
      const owner = requireUser(viewer);
      return (await relationsOfOwner(db, owner.id)).map(toRelation);
    },

    /**
     * The owner accepts a clinic (it may read all their pets and records) or declines it (it may not, until they
     * accept): either ends the sharing of single pets a second opinion gave it.
     */
    async answer(viewer: Viewer | null, vendorId: number, answer: unknown, now: Date): Promise<ClinicRelation> {
      const owner = requireUser(viewer);
      if (answer !== 'accept' && answer !== 'decline') throw new ValidationError(CLINIC_ACCESS_MESSAGES.answer, { fields: { answer: CLINIC_ACCESS_MESSAGES.answer } });
      await inTransaction(db, async (tx) => {
        if (!(await relationOf(tx, vendorId, owner.id, { forUpdate: true }))) throw new NotFoundError(CLINIC_ACCESS_MESSAGES.clinicNotFound);
        await setAccess(tx, vendorId, owner.id, answer === 'accept' ? 'granted' : 'declined', now);
      });
      const relation = (await relationsOfOwner(db, owner.id)).find((r) => Number(r.vendor_id) === vendorId)!;
      return toRelation(relation);
    },
  };
}

export type ClinicConsent = ReturnType<typeof clinicConsent>;

/**
 * After a clinic booked for an owner who has not answered it yet: the email asking the owner whether the clinic
 * may see their pets and records, with links to answer. Null when there is nothing to ask (the owner shares with
 * the clinic already, or declined it: a declined clinic is not asked again on their behalf).
 */
export async function accessRequestAfterDeskBooking(
  db: Db, booking: { vendorId: number; userId: number; bookingCode: string }, publicUrl: string,
): Promise<MailMessage | null> {
  const relation = await relationOf(db, booking.vendorId, booking.userId);
  if (relation?.access !== 'pending') return null;
  const [[owner], clinic] = await Promise.all([usersByIds(db, [booking.userId]), clinicName(db, booking.vendorId)]);
  if (!owner) return null;
  const link = (answer: ClinicAnswer) => `${publicUrl}${clinicAnswerPath(booking.vendorId, answer)}`;
  return renderMail({
    to: owner.email,
    subject: `${clinic} booked an appointment for you`,
    sender: clinic,
    blocks: [
      { kind: 'heading', text: `${clinic} booked an appointment for you` },
      { kind: 'paragraph', text: `Hello ${owner.first_name},` },
      {
        kind: 'paragraph',
        text: `${clinic} booked an appointment for you (${booking.bookingCode}); your confirmation has its details.\n`
          + `${clinic} would also like to see your pets and their health records. It cannot see them unless you agree.`,
      },
      { kind: 'button', label: 'Accept', url: link('accept') },
      { kind: 'paragraph', link: { label: 'Decline', url: link('decline') } },
      { kind: 'paragraph', text: 'You can change your answer at any time under My Clinics in your dashboard.' },
    ],
  });
}
