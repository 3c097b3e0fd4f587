import type { FulfilmentStatus, OrderClockView } from '../../../contracts/order-words.ts';
import { PRODUCT } from '../../../contracts/products.ts';

/**
 * The pure rules of fulfilling a paid service order: which action may move which status where, and the clock.
 * Every transition of the product goes through `nextStatus`; the service only reads and writes.
 */

/** What can happen to a paid order. */
export type FulfilmentAction = 'assign' | 'start' | 'ask' | 'answer' | 'deliver' | 'expire';

const MOVES: Readonly<Record<FulfilmentAction, Partial<Record<FulfilmentStatus, FulfilmentStatus>>>> = {
  // Assigning names (or changes) the vet; only a waiting order moves to 'assigned'.
  assign: { paid: 'assigned', assigned: 'assigned', in_review: 'in_review', needs_information: 'needs_information' },
  start: { assigned: 'in_review' },
  ask: { in_review: 'needs_information' },
  answer: { needs_information: 'in_review' },
  deliver: { in_review: 'delivered' },
  // Not delivered within the outer limit: refunded in full, whatever stage it reached.
  expire: { paid: 'refunded', assigned: 'refunded', in_review: 'refunded', needs_information: 'refunded' },
};

/**
 * The status `action` moves an order in `status` to, or null when it may not happen now.
 *
 *   nextStatus('paid', 'assign')            -> 'assigned'
 *   nextStatus('in_review', 'ask')          -> 'needs_information'
 *   nextStatus('delivered', 'expire')       -> null
 */
export function nextStatus(status: string, action: FulfilmentAction): FulfilmentStatus | null {
  return MOVES[action][status as FulfilmentStatus] ?? null;
}

/** The statuses of an order a clinic is working on (its clock runs unless paused). */
export const OPEN_STATUSES: readonly FulfilmentStatus[] = ['paid', 'assigned', 'in_review', 'needs_information'];

/**
 * Products fulfilled by a report through the queue (the house-call package is fulfilled by visits): the owner's
 * second opinion and the clinic's Peer-to-Peer Consult, with the same moves and clock.
 */
export const REPORT_PRODUCTS: readonly number[] = [PRODUCT.SECOND_OPINION, PRODUCT.PEER_TO_PEER_CONSULT];

const HOUR_MS = 60 * 60 * 1000;
/** The promise: a report within 48 hours of complete records. */
export const REPORT_DUE_MS = 48 * HOUR_MS;
/** The outer limit the terms promise: 5 days of running clock from payment (waiting for the owner does not count). */
export const OUTER_LIMIT_MS = 5 * 24 * HOUR_MS;
/** The assignee is reminded this long before the deadline. */
export const REMINDER_BEFORE_MS = 12 * HOUR_MS;

/** The clock's stored facts (orders columns). */
export interface ClockState {
  paidAt: Date;
  /** When the records were last complete: the payment, or the owner's last answer. */
  clockFrom: Date;
  /** Set while paused (waiting for the owner's answer). */
  pausedAt: Date | null;
  /** Milliseconds spent paused before, which move the outer limit on. */
  pausedMs: number;
}

/** The deadlines a running clock has: due (48 h from complete records, never past the outer limit) and the refund. */
export function deadlines(clock: ClockState): { dueAt: Date | null; refundAt: Date | null } {
  if (clock.pausedAt) return { dueAt: null, refundAt: null };
  const refundAt = new Date(clock.paidAt.getTime() + OUTER_LIMIT_MS + clock.pausedMs);
  const dueAt = new Date(Math.min(clock.clockFrom.getTime() + REPORT_DUE_MS, refundAt.getTime()));
  return { dueAt, refundAt };
}

/** The clock paused at `now` (the vet asked the owner). */
export function pause(clock: ClockState, now: Date): ClockState {
  return clock.pausedAt ? clock : { ...clock, pausedAt: now };
}

/** The clock running again at `now` (the owner answered): the records are complete again from now. */
export function resume(clock: ClockState, now: Date): ClockState {
  if (!clock.pausedAt) return clock;
  const waited = Math.max(0, now.getTime() - clock.pausedAt.getTime());
  return { ...clock, pausedAt: null, pausedMs: clock.pausedMs + waited, clockFrom: now };
}

/**
 * The clock as the queue says it, in whole hours (rounded up while due, down once overdue):
 *
 *   due at 12:00 tomorrow, now 05:00 today -> 'due in 31 h'
 *   due 3 h 20 min ago                      -> 'overdue by 3 h'
 *   due in 20 min                           -> 'due in 1 h'
 *   paused                                  -> 'paused: waiting for the owner'
 */
export function clockText(dueAt: Date | null, paused: boolean, now: Date): OrderClockView {
  if (paused || !dueAt) return { text: 'paused: waiting for the owner', hours: 0, overdue: false, paused: true };
  const ms = dueAt.getTime() - now.getTime();
  if (ms > 0) return { text: `due in ${Math.ceil(ms / HOUR_MS)} h`, hours: Math.ceil(ms / HOUR_MS), overdue: false, paused: false };
  const hours = Math.floor(-ms / HOUR_MS);
  return { text: hours < 1 ? 'overdue' : `overdue by ${hours} h`, hours, overdue: true, paused: false };
}
