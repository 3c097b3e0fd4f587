import { CHARGED_CENTS, QUOTED_CENTS, dollars } from './products.ts';

/**
 * What the house-call package (product 3000) includes, written once: the marketing page, the order form, the
 * confirmation and the ledger all read it. A package runs a year from its payment; each house visit booked
 * against it is one of `houseVisits` places; a visit canceled at least `cancelHours` before it starts gives its
 * place back. Visits last `visitMinutes` at the address given in the order, and the practice keeps
 * `travelMinutes` free after each before its next house visit.
 */
export const HOUSE_CALL_PACKAGE = {
  houseVisits: 4,
  visitMinutes: 60,
  travelMinutes: 30,
  months: 12,
  cancelHours: 24,
  /** The owner is reminded to renew this many days before the end. */
  renewalReminderDays: 30,
  /** A visit is booked at least this many hours ahead (the practice plans its rounds). */
  leadHours: 24,
  /** How far ahead the booking list offers times (at the hours of the practice's house-visit listing). */
  offerDays: 14,
} as const;

/** The package in one sentence, as the page, the order and the ledger state it. */
export const HOUSE_CALL_PACKAGE_INCLUDES = `${HOUSE_CALL_PACKAGE.houseVisits} house visits a year by a vet of the practice that serves your address, `
  + `each up to ${HOUSE_CALL_PACKAGE.visitMinutes} minutes, for ${dollars(CHARGED_CENTS.HOUSE_VISIT_YEAR)} `
  + `(about ${dollars(QUOTED_CENTS.TRADITIONAL_HOUSE_VISITS_YEAR)} at a traditional vet).`;

