/**
 * The owner's account pages in English (ids `orders.`): My Orders, an order's timeline and the owner's answer
 * (island `order-answer`), and web push on My Profile (island `push-settings`). en.ts spreads them in; es-account.ts says them in Spanish. The order's statuses, product
 * and policy are said here by their codes at render time (the server's data keeps its English labels for the API).
 */
export const accountEn = {
  // My Orders.
  'orders.empty': 'You have no orders yet.',
  'orders.buyHouseCall': 'Buy the house-call package',
  'orders.askSecondOpinion': 'Ask for a second opinion',
  'orders.datesIn': 'Dates in {zone}.',
  'orders.meta': 'Order #{id} · ordered {day}',
  'orders.metaPaid': ' · {amount} paid {day}',
  'orders.readReport': 'Read the report (PDF)',
  'orders.payNow': 'Pay now',
  'orders.cancel': 'Cancel order',
  'orders.yes': 'Yes',
  'orders.no': 'No',
  'orders.refundNotice': 'You will get a full refund of {amount}.',
  'orders.refund.succeeded': 'Refunded in full: {amount} to your original payment method.',
  'orders.refund.failed': 'The refund of {amount} could not be made automatically; we will refund it by hand.',
  'orders.refund.pending': 'A full refund of {amount} is being processed to your original payment method.',
  'orders.paused': 'Paused: waiting for your answer',
  'orders.expectedBy': 'Expected by {time}',
  'orders.policy': 'Cancel within {days} days of payment for a full refund, as long as it has not been used (it is used {usedWhen}). After that it is non-refundable.',
  'orders.usedWhen.3000': 'once its first house visit is booked',
  'orders.usedWhen.7000': "once a vet has started reviewing your pet's records",
  'orders.product.3000': 'Vet house-call package',
  'orders.product.7000': 'Second medical opinion',
  'orders.status.new': 'Awaiting payment',
  'orders.status.pending': 'Payment in progress',
  'orders.status.canceled': 'Canceled',
  'orders.status.paid': 'Paid',
  'orders.status.assigned': 'A vet is assigned',
  'orders.status.in_review': 'In review',
  'orders.status.needs_information': 'The vet needs information',
  'orders.status.delivered': 'Delivered',
  'orders.status.refunded': 'Refunded',
  // The lines My Orders shows after a cancel or an answer, or why one was refused (the server's English words).
  'orders.text.canceled': 'The order was canceled.',
  'orders.text.notPaid': 'Only a paid order can be canceled.',
  'orders.text.alreadyCanceled': 'This order is already canceled.',
  'orders.text.expired': 'This order can no longer be canceled for a refund: its {days} days have passed.',
  'orders.text.used': 'This order can no longer be canceled for a refund: it has been used.',
  'orders.text.question': 'Are you sure you want to cancel this order?',
  'orders.text.answered': 'Your answer was sent to the vet.',
  'orders.text.answerRequired': 'Please write your answer',
  'orders.text.wrongStatus': 'This order cannot do that now.',

  // An order's timeline (My Orders and the clinic's order page).
  'orders.event.asked': '{name} asked',
  'orders.event.answered': '{name} answered',

  // The owner's answer to the vet's question (island `order-answer`).
  'orders.answer.label': 'Your answer to the vet',
  'orders.answer.files': 'Files for the vet (PDF, images or text, up to 10 MB each; optional)',
  'orders.answer.remove': 'Remove',
  'orders.answer.removeFile': 'Remove {name}',
  'orders.answer.uploading': '{count, plural, one {Uploading # file...} other {Uploading # files...}}',
  'orders.answer.sending': 'Sending...',
  'orders.answer.send': 'Send the answer',

  // Web push on this device (island `push-settings`, My Profile of an owner and of a clinic login).
  'profile.push.turnOn': 'Turn on notifications on this device',
  'profile.push.turnOff': 'Turn off notifications on this device',
  'profile.push.on': 'This device receives your notifications.',
  'profile.push.off': 'Notifications are off on this device.',
  'profile.push.unsupported': 'This browser cannot receive notifications. On an iPhone or iPad, add Petcare to your Home Screen first (Share, then Add to Home Screen).',
  'profile.push.denied': 'Notifications are blocked for this site in your browser settings.',
  'profile.push.failed': 'This device could not be registered for notifications. Please try again.',
} as const;

export type AccountId = keyof typeof accountEn;
