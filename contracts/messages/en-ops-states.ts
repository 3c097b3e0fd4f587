/**
 * The English words of what the operator's console shows as stored data, said by value in the operator's language
 * (the stored value stays as it is; only its display changes): the states of its tables (a payment's status and
 * gateway, a refund's status, a late order's status, a reminder's kind, channel and outcome, an outbox message's
 * channel) and its audit entries' parts (an action, a target's kind, a detail's name and its word values). Each
 * English word is the one the console showed before, so the English console reads byte for byte as it did:
 * `opsState.<group>.<stored value>`. views/pages/ops/ops-states.ts says a table's rows with them before the
 * `ops-table` island gets them (the island loads none of these). en.ts spreads them in; es-ops-states.ts says them
 * in Spanish.
 */
export const opsStatesEn = {
  // A payment's status (payments.status) and gateway (payments.gateway), shown as "captured (test)".
  'opsState.payment.pending': 'pending',
  'opsState.payment.authorized': 'authorized',
  'opsState.payment.captured': 'captured',
  'opsState.payment.failed': 'failed',
  'opsState.payment.refunded': 'refunded',
  'opsState.gateway.paypal': 'paypal',
  'opsState.gateway.test': 'test',
  'opsState.gateway.waived': 'waived',
  // A refund's status (refunds.status).
  'opsState.refund.pending': 'pending',
  'opsState.refund.succeeded': 'succeeded',
  'opsState.refund.failed': 'failed',
  // A late service order's status (orders.status, the open ones), by value; the English is the console's word for it
  // (contracts/order-words.ts FULFILMENT_STATUS_LABEL).
  'opsState.order.paid': 'Paid',
  'opsState.order.assigned': 'Assigned',
  'opsState.order.in_review': 'In review',
  'opsState.order.needs_information': 'Needs information',
  // A reminder's kind and outcome (reminder_sends), and a reminder's or an outbox message's channel.
  'opsState.reminderKind.appointment': 'appointment',
  'opsState.reminderKind.health': 'health',
  'opsState.reminder.sending': 'sending',
  'opsState.reminder.sent': 'sent',
  'opsState.reminder.failed': 'failed',
  'opsState.channel.email': 'email',
  'opsState.channel.sms': 'sms',
  'opsState.channel.push': 'push',
  // The audit log: each action (contracts/ops.ts OPS_ACTIONS, the English as it says them).
  'opsState.action.operator.signed_in': 'Signed in',
  'opsState.action.operator.signed_in_with_recovery_code': 'Signed in with a recovery code',
  'opsState.action.operator.two_factor_set_up': 'Set up two-step verification',
  'opsState.action.operator.signed_out': 'Signed out',
  'opsState.action.settings.clinic_approval': 'Changed the clinic approval setting',
  'opsState.action.clinic.approved': 'Approved a clinic',
  'opsState.action.clinic.suspended': 'Suspended a clinic',
  'opsState.action.clinic.unsuspended': 'Lifted a clinic\'s suspension',
  'opsState.action.payment.refunded': 'Refunded a payment',
  'opsState.action.plan.created': 'Created a promo code',
  'opsState.action.plan.limited': 'Changed a promo code\'s limit',
  'opsState.action.plan.expired': 'Expired a promo code',
  'opsState.action.shelter.approved': 'Approved a shelter inquiry',
  'opsState.action.review.hidden': 'Hid a review',
  // What an action was taken on (its kind, then its id: "clinic 12").
  'opsState.target.clinic': 'clinic',
  'opsState.target.payment': 'payment',
  'opsState.target.plan': 'plan',
  'opsState.target.shelter_inquiry': 'shelter inquiry',
  'opsState.target.review': 'review',
  'opsState.target.operator': 'operator',
  'opsState.target.settings': 'settings',
  // A setting named as a target's id ("settings clinic_approval_required").
  'opsState.setting.clinic_approval_required': 'clinic_approval_required',
  // A detail's name ("amount: $40.00") and the values that are words.
  'opsState.detail.amount': 'amount',
  'opsState.detail.refund': 'refund',
  'opsState.detail.appointment': 'appointment',
  'opsState.detail.code': 'code',
  'opsState.detail.percentOff': 'percentOff',
  'opsState.detail.amountOff': 'amountOff',
  'opsState.detail.maxUses': 'maxUses',
  'opsState.detail.perUserLimit': 'perUserLimit',
  'opsState.detail.expiresOn': 'expiresOn',
  'opsState.detail.required': 'required',
  'opsState.detail.name': 'name',
  'opsState.detail.factor': 'factor',
  'opsState.value.(none)': '(none)',
  'opsState.value.true': 'true',
  'opsState.value.false': 'false',
  'opsState.value.authenticator': 'authenticator',
  'opsState.value.recovery code': 'recovery code',
} as const;

export type OpsStatesId = keyof typeof opsStatesEn;
