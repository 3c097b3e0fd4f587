/**
 * An appointment's own page in English (ids `appt.`, and `thread.` for its conversation): the detail page (views/pages/appointments/appointment-detail-page.tsx),
 * its tabs and review section, and its islands, which read their ids through contracts/messages/islands.ts
 * (`appt.cancel.`, `appt.reschedule.`, `appt.outcome.`, `appt.note.`, each with `appt.common.`). en.ts spreads them
 * in; es-appointment.ts says them in Spanish. The English is the words the page said before, byte for byte
 * (test/unit/i18n/appointment-words.test.ts holds the spec's and the contracts' sentences equal).
 */
export const appointmentEn = {
  'appt.back': '← Back to My Appointments',
  'appt.title': 'Appointment {code}',
  'appt.details': 'Details',
  'appt.row.status': 'Status',
  'appt.row.when': 'When',
  'appt.row.whenValue': '{when} · {minutes} minutes',
  'appt.row.type': 'Type',
  'appt.row.visitAddress': 'Visit address',
  'appt.row.visitAddressValue': '{address} (house-call package)',
  'appt.row.customer': 'Customer',
  'appt.row.customerPhone': "Customer's phone",
  'appt.row.yourPhone': 'Your phone',
  'appt.row.pet': 'Pet',
  'appt.row.petOwner': "Pet's owner",
  'appt.row.reason': 'Reason for visit',
  'appt.row.intake': 'Before the visit',
  'appt.row.redFlag': 'Red flag',
  'appt.row.listing': 'Listing',
  'appt.row.practice': 'Practice',
  'appt.row.vet': 'Vet',
  'appt.row.practiceAddress': 'Practice address',
  'appt.row.address': 'Address',
  'appt.row.consultationLink': 'Consultation link',
  'appt.row.openConsultation': 'Open the consultation page',
  'appt.row.bookingId': 'Booking ID',
  'appt.row.bookedOn': 'Booked on',
  'appt.row.payment': 'Payment',
  'appt.row.canceledBy': 'Canceled by',
  'appt.row.canceledBy.yourPractice': 'Your practice',
  'appt.row.canceledBy.thePractice': 'The practice',
  'appt.row.canceledBy.theCustomer': 'The customer',
  'appt.row.canceledBy.you': 'You',
  'appt.row.cancelReason': 'Reason for canceling',
  'appt.row.rescheduledFrom': 'Rescheduled from',
  'appt.row.rescheduledTo': 'Rescheduled to',
  'appt.row.policy': 'Cancellation policy',
  'appt.intake.yes': 'Yes',
  'appt.intake.no': 'No',
  'appt.intake.photo': 'Photo attached',

  // The payment record: its parts are joined with '; '.
  'appt.payment.paid': 'Paid {amount}',
  'appt.payment.refunded': 'refunded {amount} (net {net})',
  'appt.payment.pending': 'refund of {amount} being processed',
  'appt.payment.failed': 'a refund could not be completed: the practice will refund you directly',

  // The cancellation policy and what a cancel does to the money (contracts/appointments.ts, contracts/house-call-plan.ts).
  'appt.policy.hours': 'Free cancellation up to {hours} {hours, plural, one {hour} other {hours}} before the appointment, with a full refund. Later cancellations are not refunded.',
  'appt.policy.untilStart': 'Free cancellation with a full refund until the appointment starts.',
  'appt.policy.houseVisit': 'Cancel at least {hours} hours before the visit and it goes back to your house-call package.',
  'appt.policy.houseVisitClinic': "Canceling gives the visit back to the customer's house-call package.",
  'appt.refund.none': 'This appointment starts in less than {hours} {hours, plural, one {hour} other {hours}}: no refund applies if you cancel now.',
  'appt.refund.full': 'You will get a full refund of {amount}.',
  'appt.refund.customer': 'The customer will get a full refund of {amount}.',
  'appt.refund.houseVisit': 'The visit goes back to your house-call package.',
  'appt.refund.houseVisitClinic': "The visit goes back to the customer's house-call package.",

  // The notice after an action (the page's ?canceled=1, ?marked=1 ...).
  'appt.notice.canceled': 'The appointment was canceled.',
  'appt.notice.rescheduled': 'The appointment was rescheduled.',
  'appt.notice.marked': 'Marked {status}.',
  'appt.notice.undone': 'The mark was undone: the appointment is active again.',
  'appt.notice.reviewSaved': 'Thank you: your review is published.',
  'appt.notice.replied': 'Your reply is published.',
  'appt.notice.reported': 'Thank you: the review has been reported and will be looked at.',
  'appt.notice.noteSaved': 'Submitted successfully!',

  'appt.undo': 'Undo {status}',
  'appt.undoUntil': 'You can undo this mark until {time} today ({zone}).',

  // The tabs.
  'appt.tabs.label': 'Appointment',
  'appt.tab.details': 'Details',
  'appt.tab.messages': 'Messages',
  'appt.tab.video': 'Video Chat',
  'appt.tab.records': 'Medical Records',
  'appt.tab.unread': ' unread',
  'appt.video.loading': 'loading...',
  'appt.video.room': 'Video consultation room',
  'appt.records.titleOf': 'Medical Records of {pet}',
  'appt.records.open': 'Open in Medical Records',
  'appt.records.none': 'No Records Found',
  'appt.records.notShared': "The owner has not shared this pet's health records with your clinic.",

  // The review section.
  'appt.review.title': 'Review',
  'appt.review.stars': '{rating} out of 5 stars',
  'appt.review.replyFrom': 'Reply from {practice}',
  'appt.review.replyFromPractice': 'Reply from the practice',
  'appt.review.hidden': 'This review has been hidden by the marketplace.',
  'appt.review.youReported': 'You reported this review.',
  'appt.review.yourRating': 'Your rating',
  'appt.review.choice': '{n} {n, plural, one {star} other {stars}}',
  'appt.review.text': 'Your review (optional)',
  'appt.review.hint': 'Up to {max, number} characters. Your first name and last initial show with it.',
  'appt.review.until': ' You can review this visit until {day}.',
  'appt.review.publish': 'Publish review',
  'appt.review.replyLabel': 'Reply publicly (once)',
  'appt.review.publishReply': 'Publish reply',
  'appt.review.report': 'Report this review',
  'appt.review.reportWhy': 'Why should the marketplace look at it? (optional)',
  'appt.review.reportSubmit': 'Report',

  // Words every island of the page shares.
  'appt.common.yes': 'Yes',
  'appt.common.no': 'No',
  'appt.common.wait': 'Please Wait...',
  'appt.common.failed': 'Sorry something went wrong. Please try again later',
  'appt.common.count': '{length} / {max} characters',
  'appt.common.countOver': '{length} / {max} characters: {over} over the limit',

  // Cancel Appointment (island `appointment-cancel`).
  'appt.cancel.button': 'Cancel Appointment',
  'appt.cancel.question': 'Are you sure you want to cancel this appointment?',
  'appt.cancel.reasonLabel': 'Reason for the customer (optional)',
  'appt.cancel.reasonTooLong': 'The reason can be at most {max} characters (it has {length}).',

  // Reschedule (island `appointment-reschedule`).
  'appt.reschedule.button': 'Reschedule',
  'appt.reschedule.title': 'Pick a new time',
  'appt.reschedule.date': 'Date',
  'appt.reschedule.showTimes': 'Show times',
  'appt.reschedule.loading': 'Loading times...',
  'appt.reschedule.none': 'No slots available for this date',
  'appt.reschedule.times': 'Times ({zone})',
  'appt.reschedule.selectSlot': 'Please select a slot',
  'appt.reschedule.confirm': 'Confirm new time',
  'appt.reschedule.keep': 'Keep the current time',

  // The practice's outcome (island `appointment-outcome`).
  'appt.outcome.complete': 'Mark Completed',
  'appt.outcome.noShow': 'Mark No-show',
  'appt.outcome.noShowYes': 'Yes, mark no-show',
  'appt.outcome.noShowQuestion': 'Mark this appointment as a no-show?',
  'appt.outcome.noShowDetail': 'The customer is recorded as not having come. You can undo this until the end of the day.',

  // The consultation note (island `consultation-note`).
  'appt.note.title': 'Add consultation note',
  'appt.note.label': 'Note on {pet}',
  'appt.note.required': 'Please write the consultation note',
  'appt.note.failed': 'Sorry! Something went wrong. Please try again later.',

  // An appointment's conversation (island `thread-messages`, ids `thread.msg.`).
  'thread.msg.inProgress': 'Consultation in progress',
  'thread.msg.left': '{time} left',
  'thread.msg.otherHere': '{other, select, vet {The vet is here} other {The owner is here}}',
  'thread.msg.otherAway': '{other, select, vet {The vet has not joined yet} other {The owner has not joined yet}}',
  'thread.msg.none': 'No messages yet.',
  'thread.msg.delivery.sent': 'Sent',
  'thread.msg.delivery.delivered': 'Delivered',
  'thread.msg.delivery.read': 'Read',
  'thread.msg.label': 'Message',
  'thread.msg.placeholder': 'Write a message',
  'thread.msg.attach': 'Attach',
  'thread.msg.send': 'Send',
  'thread.msg.sending': 'Sending...',
  'thread.msg.empty': 'Please write a message or attach a file.',
  'thread.msg.uploadFailed': '{name} could not be uploaded. Please try again.',
  'thread.msg.failed': 'Sorry something went wrong. Please try again later',

  // The vet's tools beside it (island `thread-vet-tools`, ids `thread.tools.`).
  'thread.tools.video': 'Start a video call',
  'thread.tools.phone': 'Call by phone',
  'thread.tools.close': 'Close with a summary',
  'thread.tools.videoStarted': 'The video room is in the conversation.',
  'thread.tools.phoneStarted': 'The owner sees that you are calling.',
  'thread.tools.title': 'Close the consultation',
  'thread.tools.closeDialog': 'Close',
  'thread.tools.filedTo': "The summary is filed to {pet}'s health record as your signed consultation note, with the files of this conversation.",
  'thread.tools.noPet': 'This appointment names no pet: the summary cannot be filed.',
  'thread.tools.summary': 'Summary',
  'thread.tools.summaryRequired': "Please write a summary for the pet's record.",
  'thread.tools.filing': 'Filing...',
  'thread.tools.submit': 'Close and file the summary',
  'thread.tools.closed': "The consultation is closed and its summary is in the pet's health record.",
  'thread.tools.failed': 'Sorry something went wrong. Please try again later',
  'thread.tools.count': '{length} / {max} characters',
  'thread.tools.countOver': '{length} / {max} characters: {over} over the limit',

  // What the server writes in a thread's view (its state line, the response target) and its refusals, in English:
  // the page gives the island these as a text map (English -> the page's language; plain {name} templates).
  'thread.text.open': 'You can write here before the appointment; the conversation stays open afterwards for follow-up.',
  'thread.text.chatOpen': 'The consultation happens here at the appointment time. You can already write and attach photos.',
  'thread.text.followUp': 'Open for follow-up questions for {hours} hours after the appointment.',
  'thread.text.closedFollowUp': 'The vet closed this consultation. Follow-up questions are open for {hours} hours after it.',
  'thread.text.readOnly': 'This conversation is closed. Book a new appointment to write to the clinic again.',
  'thread.text.canceled': 'This appointment was canceled: its conversation is read-only.',
  'thread.text.rescheduled': "This appointment was rescheduled: write in the new appointment's conversation.",
  'thread.text.target1': 'The clinic usually replies within 1 hour.',
  'thread.text.target': 'The clinic usually replies within {hours} hours.',
  'thread.text.tooManyFiles': 'A message can carry at most 5 files.',

  // Sent in the recipient's stored language: the owner's mail when a vet files a consultation note, and the away
  // notice of a thread (the mail to each side, the owner's SMS).
  'appt.mail.note.subject': 'A vet filed a consultation note',
  'appt.mail.note.line': '{vet} filed a consultation note for {pet} ({type}, {code}).',
  'appt.mail.note.button': "Read it in your pet's record",
  'thread.mail.fromClinic': 'New message from {clinic}',
  'thread.mail.fromOwner': 'New message from a pet owner',
  'thread.mail.heading': 'You have a new message',
  'thread.mail.wrote': '{named, select, yes {Hi {name}, } other {}}{from} wrote about appointment #{id}:',
  'thread.mail.thePetOwner': 'The pet owner',
  'thread.mail.file': 'Sent a file.',
  'thread.mail.button': 'Read and reply',
  'thread.sms.away': '{clinic}: {line} Reply: {link}',
} as const;

export type AppointmentMessageId = keyof typeof appointmentEn;

/** The thread's text map's ids (views/pages/appointments/appointment-tabs.tsx gives the island their English -> Spanish). */
export const THREAD_TEXT_IDS = (Object.keys(appointmentEn) as AppointmentMessageId[]).filter((id) => id.startsWith('thread.text.'));
