/**
 * The clinic's activity log: the actions it records and how each reads in Settings, Activity. A
 * detail is plain data of the action (a member's email, the old and new address, an amount).
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
} as const;

export type AuditAction = keyof typeof AUDIT_ACTIONS;

/** How many entries the Activity tab shows at a time. */
export const AUDIT_PAGE_SIZE = 25;
export const NO_ACTIVITY = 'No activity recorded yet';

export interface AuditEventView {
  id: number;
  action: AuditAction;
  /** The action's words (AUDIT_ACTIONS). */
  label: string;
  /** The details as short 'name: value' lines, in a stable order. */
  details: string[];
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
