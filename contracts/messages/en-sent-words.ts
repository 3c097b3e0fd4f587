/**
 * Words the server sends or stores in English: the house-call package's renewal mail (ids `sent.renewal.`,
 * server/domain/orders/house-call-plan.ts, in the owner's stored language) and the lines a consultation thread stores
 * when a call starts or the consultation closes (ids `sent.thread.`: the stored English is contracts/thread-words.ts's
 * `THREAD_SYSTEM_LINES`, word for word; each reader gets them in their language through the Messages tab's text map,
 * and the record PDF's transcript in the PDF's language)
 * My Profile's line after a form post (ids `sent.profile.`) and the Activity tab's action of an entry (ids `sent.activity.`).
 * en.ts spreads them in; es-sent-words.ts says them in Spanish.
 */
export const sentWordsEn = {
  'sent.renewal.subject': 'Your house-call package ends soon',
  'sent.renewal.heading': 'Time to renew your house-call package',
  'sent.renewal.text': 'Your house-call package (order #{order}) ends on {day}. It includes {includes}',
  'sent.renewal.button': 'Renew the package',
  'sent.thread.video': '{vet} started a video call. Join the video consultation: {url}',
  'sent.thread.phone': '{vet} is calling you now at {phone}.',
  'sent.thread.closed': "{vet} closed the consultation. The summary is filed in {pet}'s health record.",
  // My Profile's line after a form post (server/http/routes/settings.routes.ts): contracts' PUSH_MESSAGES and SHELTER_MESSAGES.
  'sent.profile.notifications': 'Notification choices saved.',
  'sent.profile.updatesOff': 'You will no longer receive updates from this shelter.',
  'sent.profile.updatesOn': 'You will receive updates from this shelter again.',
  // Settings, Activity: each entry's action (contracts/audit.ts's AUDIT_ACTIONS, word for word; views/pages/settings/activity-tab.tsx).
  'sent.activity.team.member_added': 'Added a team member',
  'sent.activity.team.member_updated': 'Changed a team member',
  'sent.activity.team.member_removed': 'Removed a team member',
  'sent.activity.website.updated': 'Edited the website',
  'sent.activity.domains.updated': 'Changed the domains',
  'sent.activity.domains.verified': 'Verified the custom domain',
  'sent.activity.refund.issued': 'Canceled an appointment with a refund',
  'sent.activity.appointment.marked': 'Marked an appointment completed or no-show',
  'sent.activity.appointment.mark_undone': 'Undid a completed or no-show mark',
  'sent.activity.appointment.booked': 'Booked an appointment',
  'sent.activity.appointment.canceled_by_customer': 'Canceled their appointment',
  'sent.activity.appointment.rescheduled': 'Rescheduled an appointment',
  'sent.activity.order.canceled_by_customer': 'Canceled their order',
  'sent.activity.order.assigned': 'Assigned an order',
  'sent.activity.order.delivered': "Delivered an order's report",
  'sent.activity.order.refunded_late': 'Refunded an order not delivered in time',
  'sent.activity.refund.completed': 'Refund completed',
  'sent.activity.refund.failed': 'Refund could not be made',
  'sent.activity.payment.refunded_at_gateway': 'Payment refunded at PayPal',
  'sent.activity.listing.prices_changed': "Changed a listing's prices",
  'sent.activity.listing.managers_changed': "Changed a listing's managers",
} as const;

/** The thread's stored lines, each read through the page's text map (its parts carried over as `{name}`). */
export const SENT_THREAD_LINE_IDS = ['sent.thread.video', 'sent.thread.phone', 'sent.thread.closed'] as const;
/** The parts of those lines, kept as written so the page's map holds templates. */
export const SENT_THREAD_LINE_PARTS = { vet: '{vet}', url: '{url}', phone: '{phone}', pet: '{pet}' } as const;
