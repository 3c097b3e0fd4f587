/**
 * The clinic's activity log: the actions it records and how each reads in Settings, Activity. A
 * detail is plain data of the action (a member's email, the old and new address, an amount). Each
 * label is said of the entry's actor: one of the clinic's logins, a customer, or the system.
 */
export const AUDIT_ACTIONS = {
  'team.member_added': 'Added a team member',
  'team.member_updated': 'Changed a team member',
  'team.member_removed': 'Removed a team member',
  'website.updated': 'Edited the website',
  'domains.updated': 'Changed the domains',
  'domains.verified': 'Verified the custom domain',
  'refund.issued': 'Canceled an appointment with a refund',
  'appointment.marked': 'Marked an appointment completed or no-show',
  'appointment.mark_undone': 'Undid a completed or no-show mark',
  'appointment.booked': 'Booked an appointment',
  'appointment.canceled_by_customer': 'Canceled their appointment',
  'appointment.rescheduled': 'Rescheduled an appointment',
  'order.canceled_by_customer': 'Canceled their order',
  'order.assigned': 'Assigned an order',
  'order.delivered': 'Delivered an order\'s report',
  'order.refunded_late': 'Refunded an order not delivered in time',
  'refund.completed': 'Refund completed',
  'refund.failed': 'Refund could not be made',
  'payment.refunded_at_gateway': 'Payment refunded at PayPal',
  'listing.prices_changed': 'Changed a listing\'s prices',
  'listing.managers_changed': 'Changed a listing\'s managers',
} as const;

/** Who an entry's actor is: one of the clinic's logins, a customer (an owner), or the system (a gateway, a sweep). */
export const AUDIT_ACTOR_KINDS = ['clinic', 'customer', 'system'] as const;
export type AuditActorKind = (typeof AUDIT_ACTOR_KINDS)[number];

/** The Who column's words for an actor that is not one of the clinic's logins. */
export const AUDIT_ACTOR_WORDS = { customer: 'Customer', system: 'System' } as const;

export type AuditAction = keyof typeof AUDIT_ACTIONS;

/** How many entries the Activity tab shows at a time. */
export const AUDIT_PAGE_SIZE = 25;
export const NO_ACTIVITY = 'No activity recorded yet';

export interface AuditEventView {
  id: number;
  action: AuditAction;
  /** The action's words (AUDIT_ACTIONS). */
  label: string;
  /** What happened, in a sentence the clinic reads ("Maria Lopez canceled her ..."); null on entries that have none. */
  summary: string | null;
  /** The details as short 'name: value' lines, in a stable order. */
  details: string[];
  actorKind: AuditActorKind;
  actorName: string;
  actorEmail: string;
  address: string | null;
  /** ISO timestamp. */
  at: string;
}

export interface AuditPageView {
  events: AuditEventView[];
  /** The id to continue before, when there are older entries. */
  nextBefore: number | null;
  /** The clinic's zone the times are shown in. */
  timezone: string;
}
