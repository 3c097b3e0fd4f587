/**
 * The Activity tab's sentences of what happened to a clinic's money and schedule (ids `activity.`), said in the
 * reader's language from an entry's stored phrase (server/domain/audit/audit-words.ts). The English ones are the
 * sentences the log has always stored, word for word. The consultation types are all feminine in Spanish, so a
 * sentence says "a {type}" / "the {type}" with the type's words from `activity.type`.
 */
export const activityEn = {
  'activity.type': '{type, select, clinic {clinic visit} video {video consultation} phone {phone consultation} chat {chat consultation} house {house visit} other {consultation}}',
  'activity.typeLabel': '{type, select, clinic {Clinic visit} video {Video consultation} phone {Phone consultation} chat {Chat consultation} house {House visit} other {{raw}}}',
  'activity.booked': '{customer} booked a {type} for {slot}; {money}',
  'activity.bookedAtDesk': 'Booked a {type} for {slot} at the desk for {customer}; {money}',
  'activity.money.paid': 'paid {amount}',
  'activity.money.waived': 'payment waived',
  'activity.money.noCharge': 'no charge',
  'activity.customerCanceled': '{customer} canceled the {type} of {slot}; {money}',
  'activity.money.refunded': 'refunded {amount}',
  'activity.money.noRefundLate': 'no refund (less than {hours, plural, one {# hour} other {# hours}} ahead)',
  'activity.money.nothingPaid': 'nothing was paid',
  'activity.money.nothingRefunded': 'nothing was refunded',
  'activity.rescheduled': '{customer} moved the {type} from {from} to {to}',
  'activity.rescheduledByLogin': 'Moved {customer}\'s {type} from {from} to {to}',
  'activity.orderCanceled': '{customer} canceled order {order} ({product}); {money}',
  'activity.subject.appointment': 'the appointment {code}',
  'activity.subject.order': 'order {order}',
  'activity.refundCompleted': 'The refund of {amount} went through {gateway}',
  'activity.refundCompletedFor': 'The refund of {amount} for {subject} went through {gateway}',
  'activity.gateway.paypal': 'PayPal',
  'activity.gateway.test': 'the test gateway',
  'activity.gateway.other': 'the gateway ({gateway})',
  'activity.refundFailed': 'The refund of {amount} could not be made after {attempts} tries: refund it by hand',
  'activity.refundFailedFor': 'The refund of {amount} for {subject} could not be made after {attempts} tries: refund it by hand',
  'activity.refundFailedWhy': '{sentence} ({error})',
  'activity.refundedAtGateway': 'PayPal reports the payment of {amount} refunded',
  'activity.refundedAtGatewayFor': 'PayPal reports the payment of {amount} for {subject} refunded',
  'activity.price.offered': '{label} offered at {amount}',
  'activity.price.dropped': '{label} no longer offered (was {amount})',
  'activity.price.changed': '{label} {from} -> {to}',
  'activity.manager.assigned': '{name} assigned',
  'activity.manager.removed': '{name} removed',
} as const;

export type ActivityId = keyof typeof activityEn;
