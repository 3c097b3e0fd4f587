import type { Tx } from '../../server/db/knex.ts';
import { BOOKING_STATUS, type BookingStatus } from '../../contracts/appointments.ts';
import { CONSULTATION_PRODUCT, type ConsultationType } from '../../contracts/consultations.ts';
import { PAYMENT_TYPE } from '../../contracts/products.ts';
import type { DemoListing } from './listings.ts';
import type { DemoPet } from './pets.ts';
import { localDate, workingDay, zonedInstant } from './local-time.ts';

interface Owner {
  id: number;
  first_name: string;
  last_name: string;
  phone: string;
}

interface Plan {
  /** working days from today: negative = past, positive = future */
  day: number;
  time: string;
  type: ConsultationType;
  status: BookingStatus;
  pet: 'dog' | 'cat';
  summary: string;
  /** The owner's verified review of a visit that took place, and the clinic's reply. */
  review?: { rating: number; text: string; reply?: string };
}

// Every time is on the Mon-Fri 09:00-12:00 / 13:00-17:00 schedule and a whole hour after a block's
// start, so it is a slot for 15, 20 and 30 minute consultations alike.
const PLANS: Plan[][] = [
  [
    { day: -8, time: '10:00', type: 'clinic', status: BOOKING_STATUS.COMPLETE, pet: 'dog', summary: 'Annual check-up and vaccines',
      review: { rating: 5, text: 'Thorough check-up and Buddy barely noticed the vaccines. Clear advice on his diet.', reply: 'Thank you! See you and Buddy next year.' } },
    { day: -3, time: '11:00', type: 'video', status: BOOKING_STATUS.CANCELED, pet: 'cat', summary: 'Question about a new diet' },
    { day: -2, time: '14:00', type: 'phone', status: BOOKING_STATUS.COMPLETE, pet: 'dog', summary: 'Limping after a long walk' },
    { day: 1, time: '10:00', type: 'clinic', status: BOOKING_STATUS.IN_PROGRESS, pet: 'dog', summary: 'Follow-up on the limp' },
    { day: 4, time: '15:00', type: 'chat', status: BOOKING_STATUS.IN_PROGRESS, pet: 'cat', summary: 'Hairball remedies' },
  ],
  [
    { day: -5, time: '15:00', type: 'clinic', status: BOOKING_STATUS.COMPLETE, pet: 'dog', summary: 'Itchy paws and ears',
      review: { rating: 4, text: 'Found the cause of the itching quickly. We waited 15 minutes past our time.' } },
    { day: 2, time: '11:00', type: 'video', status: BOOKING_STATUS.IN_PROGRESS, pet: 'dog', summary: 'Allergy medication review' },
  ],
  [
    { day: -4, time: '10:00', type: 'phone', status: BOOKING_STATUS.COMPLETE, pet: 'cat', summary: 'Is a rabbit a good companion for my cat?' },
    { day: 3, time: '14:00', type: 'video', status: BOOKING_STATUS.IN_PROGRESS, pet: 'cat', summary: 'Dental check by video' },
  ],
];

const HOUR_MS = 60 * 60 * 1000;

/**
 * Inserts past and future demo bookings relative to `now`, each on its listing's schedule in the
 * listing's zone, with a captured (or, when canceled, refunded) test-gateway payment.
 */
export async function insertBookings(
  tx: Tx,
  ctx: { vendorId: number; owner: Owner; pets: { dog: DemoPet; cat: DemoPet }; listings: DemoListing[]; now: Date },
): Promise<number> {
  let count = 0;
  for (const [i, listing] of ctx.listings.entries()) {
    const today = localDate(ctx.now, listing.timezone).date;
    for (const plan of PLANS[i] ?? []) {
      const consultation = listing.consultations.find((c) => c.type === plan.type);
      if (!consultation) throw new Error(`demo listing ${listing.title} has no ${plan.type} consultation`);
      const slot = zonedInstant(workingDay(today, plan.day).date, plan.time, listing.timezone);
      // Booked three days ahead of a past slot; future ones were booked yesterday.
      const createdAt = plan.day < 0 ? new Date(slot.getTime() - 72 * HOUR_MS) : new Date(ctx.now.getTime() - 24 * HOUR_MS);
      const canceled = plan.status === BOOKING_STATUS.CANCELED;
      const pet = ctx.pets[plan.pet];

      const [payment] = await tx('payments')
        .insert({
          user_id: ctx.owner.id,
          vendor_id: ctx.vendorId,
          amount_cents: consultation.price * 100,
          currency: 'USD',
          payment_type: PAYMENT_TYPE.APPOINTMENTS,
          product_id: CONSULTATION_PRODUCT[plan.type],
          gateway: 'test',
          gateway_ref: `demo-${listing.id}-${slot.toISOString()}`,
          status: canceled ? 'refunded' : 'captured',
          details: JSON.stringify({ vendor_listing_id: listing.id, consultation_type: plan.type, taxes: 0 }),
          created_at: createdAt,
          updated_at: createdAt,
        })
        .returning('id');

      const snapshot = {
        type: plan.type,
        user: { id: ctx.owner.id, first_name: ctx.owner.first_name, last_name: ctx.owner.last_name, phone: ctx.owner.phone },
        pet: { id: pet.id, name: pet.name },
        details: {
          title: listing.title, line1: listing.line1, line2: listing.line2, address: listing.address,
          avatar: listing.avatar, duration: consultation.duration, price: consultation.price,
        },
        info: { summary: plan.summary },
        listingTZ: listing.timezone,
        slot: slot.toISOString(),
      };
      const [booking] = await tx('bookings').insert({
        slot,
        duration: consultation.duration,
        status: plan.status,
        user_id: ctx.owner.id,
        vendor_id: ctx.vendorId,
        vendor_listing_id: listing.id,
        payment_id: Number(payment.id),
        consultation_type: plan.type,
        pet_id: pet.id,
        details: JSON.stringify(snapshot),
        created_at: createdAt,
        updated_at: canceled ? new Date(createdAt.getTime() + 24 * HOUR_MS) : createdAt,
      }).returning('id');
      if (plan.review) {
        const at = new Date(slot.getTime() + 26 * HOUR_MS);
        await tx('reviews').insert({
          vendor_id: ctx.vendorId, booking_id: Number(booking.id), listing_id: listing.id, user_id: ctx.owner.id,
          rating: plan.review.rating, text: plan.review.text, created_at: at,
          ...(plan.review.reply ? { reply: plan.review.reply, replied_at: new Date(at.getTime() + 3 * HOUR_MS) } : {}),
        });
        // As the review service keeps it: the listing's published rating (one demo review per listing, so its own).
        await tx('vendor_listings').where({ vendor_id: ctx.vendorId, id: listing.id })
          .update({ review_count: tx.raw('review_count + 1'), rating_average: plan.review.rating });
      }
      count += 1;
    }
  }
  return count;
}
