import { z } from 'zod';
import './zod-words.ts';
import { boundedText } from './text-fields.ts';
import { HOUSE_CALL_PACKAGE } from './house-call-package.ts';

export * from './house-call-package.ts';

export const HOUSE_VISIT_MESSAGES = {
  noPackage: 'No house-call package found!',
  allUsed: `All ${HOUSE_CALL_PACKAGE.houseVisits} house visits of this package are booked or used.`,
  ended: 'This package has ended. Please renew it to book more house visits.',
  chooseTime: 'Please choose a time from the list.',
  taken: 'That time was just taken. Please choose another.',
  booked: 'Your house visit is booked.',
  canceled: 'Your house visit is canceled and back in your package.',
  cancelTooLate: `A house visit can be canceled up to ${HOUSE_CALL_PACKAGE.cancelHours} hours before it starts.`,
  noVisit: 'No house visit found!',
  /** The appointment page of a house visit: the policy and what a cancel does, for the owner and for the practice. */
  cancelPolicy: `Cancel at least ${HOUSE_CALL_PACKAGE.cancelHours} hours before the visit and it goes back to your house-call package.`,
  cancelPolicyClinic: "Canceling gives the visit back to the customer's house-call package.",
  cancelNotice: 'The visit goes back to your house-call package.',
  cancelNoticeClinic: "The visit goes back to the customer's house-call package.",
  notMovable: 'A house visit cannot be moved: cancel it (it goes back to the package) and book another time.',
  noListing: 'The practice has not opened its house-visit hours yet. Please try again later or call the practice.',
} as const;

/** The booking form: the package (order) and one offered start time (ISO). */
export const houseVisitBookingSchema = z.object({
  orderId: z.coerce.number<unknown>({ error: HOUSE_VISIT_MESSAGES.noPackage }).int(HOUSE_VISIT_MESSAGES.noPackage).positive(HOUSE_VISIT_MESSAGES.noPackage),
  startsAt: boundedText('The time', 40).pipe(z.iso.datetime({ offset: true, error: HOUSE_VISIT_MESSAGES.chooseTime })),
});
export type HouseVisitBookingInput = z.infer<typeof houseVisitBookingSchema>;

export interface HouseVisitView {
  id: number;
  startsAt: string;
  /** The start in the practice's zone, as the pages show it. */
  when: string;
  status: 'booked' | 'canceled';
  canCancel: boolean;
  /** The appointment the visit is (My Appointments), and its booking code; null on a visit booked before visits were appointments. */
  appointmentPath: string | null;
  bookingCode: string | null;
}

/** One package as its owner sees it: the ledger and what can be booked. */
export interface HouseCallPlanView {
  orderId: number;
  practice: string;
  address: string;
  startsOn: string;
  endsOn: string;
  included: number;
  used: number;
  remaining: number;
  zone: string;
  visits: HouseVisitView[];
  /** Times that can be booked now (ISO, with their labels in the practice's zone); empty when none remain. */
  offers: Array<{ startsAt: string; label: string }>;
  /** The practice has a listing offering house visits (where visits are booked); false: nothing can be booked yet. */
  bookable: boolean;
}

/** One package holder as the practice sees them. */
export interface HouseCallHolderView {
  orderId: number;
  owner: string;
  email: string;
  address: string;
  startsOn: string;
  endsOn: string;
  used: number;
  remaining: number;
  next: string | null;
}
