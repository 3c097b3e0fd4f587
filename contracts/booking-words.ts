import { tooLongMessage } from './limit-words.ts';

/*
 * The booking wizard's and the payment call's words, apart from the booking rules (contracts/bookings.ts, zod)
 * so an island that only says them (the wizard, checkout, the reschedule form) does not carry the rules' library.
 * bookings.ts re-exports them.
 */

/** The booking wizard's and the payment call's words. */
export const SELECT_SLOT = 'Please select a slot';
export const NOT_AVAILABLE = 'Consultations are not available currently.';
export const NO_SLOTS = 'No slots available for this date';
export const SELECT_DATE = 'Please select a date';
export const REASON_REQUIRED = 'Please tell us the reason for the consult';
/** The longest reason for a consult, and its name in the message that says so. */
export const REASON_MAX = 2000;
export const REASON_LABEL = 'The reason for the consult';

/** The reason's problem, or null: required and at most REASON_MAX characters (the wizard, checkout and /api/payment alike). */
export function reasonProblem(reason: string): string | null {
  const text = reason.trim();
  if (!text) return REASON_REQUIRED;
  return text.length > REASON_MAX ? tooLongMessage(REASON_LABEL, REASON_MAX, text) : null;
}
export const SLOT_TAKEN = 'This slot is no longer available.';
export const E_CONSULTATION_NOT_OFFERED = 'This vet does not offer the e-Consultation: choose another vet.';
export const PAYMENT_IN_PROGRESS = 'This payment is already being processed.';
