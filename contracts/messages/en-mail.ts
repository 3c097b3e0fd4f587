/**
 * What is sent, beyond the owner's booking confirmation, reminder and cancellation (whose ids are in en.ts): the
 * clinic logins' booking notices, the owner's reschedule notice, the .ics invite's text, the account emails and
 * SMS, the order and records-request mails, the health reminders, and the report PDF's headings. Part of the English catalogue (en.ts spreads them in); each is written in its
 * recipient's stored language (`users.locale`, `vendor_logins.locale`) by `translate` (server/i18n/server-intl.ts).
 * English here is what the mails said before they had a second language, word for word.
 */
export const mailEn = {
  // The booking notices' facts as the practice reads them, and the reschedule's.
  'mail.fact.customer': 'Customer',
  'mail.fact.listing': 'Listing',
  'mail.fact.redFlag': '{answer} (red flag)',
  'mail.fact.reasonGiven': 'Reason',
  'mail.fact.was': 'Was',
  'mail.fact.now': 'Now',
  'mail.fact.replaces': '{code} (replaces {old})',
  'mail.time.customers': "{time} the customer's time",
  'mail.attend.consultationPage': 'Consultation page',
  'mail.openTheAppointment': 'Open the appointment',

  // The practice's booking notices (to each root admin and the listing's managers, in each login's language).
  'mail.clinic.confirmation.subject': 'New booking: {customer}',
  'mail.clinic.confirmation.heading': 'New booking {code}',
  'mail.clinic.confirmation.text': 'New booking {code}: {type} for {customer} on {time} clinic time.',
  'mail.clinic.cancel.subject': 'Appointment canceled: {customer}',
  'mail.clinic.cancel.heading': 'Booking {code} canceled',
  'mail.clinic.cancel.text': 'Booking {code} ({type} for {customer} on {time} clinic time) was canceled {by, select, user {by the customer} other {by your practice}}.',
  'mail.clinic.cancel.backInPackage': "The visit is back in the customer's house-call package.",
  'mail.clinic.cancel.refunded': 'The customer is refunded in full ({amount}).',
  'mail.clinic.cancel.noRefund': 'No refund applies.',
  'mail.clinic.cancel.slotOpen': 'The slot is open for booking again.',
  'mail.clinic.reschedule.subject': 'Appointment rescheduled: {customer}',
  'mail.clinic.reschedule.heading': 'Booking {old} rescheduled',
  'mail.clinic.reschedule.text': 'Booking {old} ({type} for {customer}) was rescheduled {by, select, user {by the customer} other {by your practice}} as {code}.',

  // The owner's reschedule notice.
  'mail.reschedule.subject': 'Appointment rescheduled: {listing}',
  'mail.reschedule.heading': 'Your appointment is rescheduled',
  'mail.reschedule.text': 'Your {type} with {listing} has been rescheduled {by, select, user {at your request} other {by {practice}}}.',

  // The .ics invite's event (summary and description), in the language of whoever gets it.
  'mail.ics.summary': '{canceled, select, yes {Canceled: } other {}}{type} with {listing}',
  'mail.ics.bookingId': 'Booking ID {code}.',
  'mail.ics.clinicTime': '{time} clinic time.',
  'mail.ics.pet': 'Pet: {pet}.',
  'mail.ics.reason': 'Reason for the visit: {reason}',
  'mail.ics.appointment': 'Appointment: {url}',
  // A clinic login's calendar subscription, in the login's language.
  'mail.feed.name': 'Petcare appointments',
  'mail.feed.customer': 'Customer',
  'mail.feed.summary': '{type}: {who}',
  'mail.feed.with': '{type} with {who} at {listing}.',
  'mail.feed.consultation': 'Consultation: {url}',

  // The owner's health reminders (a vaccination or medication due), in the owner's language.
  'mail.health.yourPet': 'Your pet',
  'mail.health.subject': "{pet}'s {what, select, medication {medication} other {vaccination}} is due on {due}",
  'mail.health.heading': "{pet}'s {what, select, medication {medication} other {vaccination}} is due",
  'mail.health.text': "{pet}'s next {what, select, medication {medication} other {vaccination}}{hasItem, select, yes { ({item})} other {}} is due on {due}.",
  'mail.health.book': '{hasClinic, select, yes {Book a visit with {clinic}} other {Book a visit}}',

  // The owner's records-request mails (records received, a request expired); the mail to the previous clinic stays English.
  'mail.records.received.subject': 'Records received from {clinic}',
  'mail.records.received.heading': 'Records received',
  'mail.records.received.text': "{clinic} sent {files, plural, one {# file} other {# files}} for {pet}. They are filed in {pet}'s health record under Documents, Misc.",
  'mail.records.received.button': 'Medical records',
  'mail.records.expired.subject': 'No records from {clinic}',
  'mail.records.expired.heading': 'Records request expired',
  'mail.records.expired.text': "{clinic} did not send {pet}'s records within {days} days, so their upload link has expired.{hasRefund, select, yes { The {amount} you paid for this vet is being refunded to your original payment method.} other {}}",
  'mail.records.expired.button': 'Your records requests',

  // The delivered report's PDF: its headings in the language of the owner it is written for.
  'pdf.report.title': '{product} report',
  'pdf.report.facts': 'Order #{order} · {day} · Pet: {pet} · For: {owner}',
  'pdf.report.question': 'Question',
  'pdf.report.summary': 'Summary',
  'pdf.report.assessment': 'Assessment',
  'pdf.report.recommendations': 'Recommendations',
  'pdf.report.references': 'References',

  // Web push: the owner's appointment reminder, and a new booking to the clinic's logins.
  'push.reminder.title': 'Reminder: {type} in {hours, plural, one {# hour} other {# hours}}',
  'push.reminder.body': '{type}{hasPet, select, yes { for {pet}} other {}} with {listing} {when}.',
  'push.booking.title': 'New booking: {type}',
  'push.booking.body': '{customer}{hasPet, select, yes { for {pet}} other {}}, {time}',

  // The data export's mails, to whoever asked for it.
  'mail.export.ready.subject': "{kind, select, owner {Your data} other {Your clinic's data}} is ready to download",
  'mail.export.ready.text': 'The ZIP file holds everything we keep{kind, select, owner { about you and your pets} other { about your clinic}}: the records as JSON, the stored files and the record PDFs.',
  'mail.export.ready.button': 'Download the ZIP',
  'mail.export.ready.signIn': 'Sign in as {email} to download it. The link works until {until}, then the file is removed.',
  'mail.export.failed.subject': 'Your data export could not be prepared',
  'mail.export.failed.text': 'We tried several times but could not prepare the export you asked for on {askedAt}. Nothing was sent anywhere. Please ask for a new one: it does not count towards the one export a day.',
  'mail.export.failed.button': 'Ask again',

  // Account emails and SMS.
  'mail.hello': 'Hello {name},',
  'mail.reset.subject': 'Reset your Petcare password',
  'mail.reset.heading': 'Reset your password',
  'mail.reset.text': 'Someone asked to reset the password of your Petcare account. To choose a new password, open this link within one hour:',
  'mail.reset.button': 'Choose a new password',
  'mail.reset.notYou': 'If it was not you, ignore this email: your password stays as it is.',
  'mail.verify.subject': 'Verify your email address for Petcare',
  'mail.verify.heading': 'Verify your email address',
  'mail.verify.text': 'Please confirm that this is your email address, so your clinic can publish its site and take bookings on Petcare. Open this link within 7 days:',
  'mail.verify.button': 'Verify my email address',
  'mail.verify.notYou': 'If you did not sign up to Petcare, ignore this email: nothing will be published in your name.',
  'mail.welcome.subject': 'Welcome to Petcare: your first steps',
  'mail.welcome.heading': 'Welcome to Petcare',
  'mail.welcome.text': 'Your clinic is signed up. Three steps take it to its first booking:',
  'mail.welcome.listing.label': '1. Add a listing',
  'mail.welcome.listing.value': 'Your consultations, prices and weekly hours.',
  'mail.welcome.site.label': '2. Set up your website',
  'mail.welcome.site.value': 'Its name, logo and address (a sub-domain, or your own domain).',
  'mail.welcome.share.label': '3. Share your booking link',
  'mail.welcome.share.value': "Your website's address is where customers book with you.",
  'mail.welcome.verify': 'Verify your email address too (the link comes in a separate email): your clinic publishes its site and takes bookings once it is verified.',
  'mail.welcome.button': 'Open your dashboard',
  'sms.otp': 'Your Petcare verification code is {code}. It expires in 10 minutes.',

  // The owner's order mails (the house-call package, the second opinion): receipt, cancellation, the vet's question,
  // the report delivered, the refund of one not delivered in time.
  'mail.product.vet-house-call': 'Vet house-call package',
  'mail.product.second-medical-opinion': 'Second medical opinion',
  'mail.order.subject': 'Your Petcare order #{order}: {product}',
  'mail.order.heading': 'Thanks for your order',
  'mail.order.text': 'Thanks for your Order! We received your payment of {amount} for: {product}.',
  'mail.order.number': 'Order number',
  'mail.order.visitsAt': 'Visits at',
  'mail.order.phone': 'Phone',
  'mail.order.houseCallsBy': 'House calls by',
  'mail.order.pet': 'Pet',
  'mail.order.files': 'Files attached',
  'mail.order.secondOpinion': 'A vet will review the records and send the report within 24~48 hrs of complete records.',
  'mail.order.houseCall': 'Your package includes {visits} house visits a year by a vet of the practice that serves your address, each up to {minutes} minutes, for {price} (about {traditional} at a traditional vet). Book each house visit at {url}.',
  'mail.order.policy': 'Cancel within {days} days of payment for a full refund, as long as it has not been used (it is used {product, select, house {once its first house visit is booked} other {once a vet has started reviewing your pet\'s records}}). After that it is non-refundable.',
  'mail.order.yourOrders': 'Your orders',
  'mail.order.cancel.subject': 'Order canceled: #{order} {product}',
  'mail.order.cancel.heading': 'Your order is canceled',
  'mail.order.cancel.text': 'Your order #{order} ({product}) was canceled.',
  'mail.order.question.subject': 'Your order #{order}: the vet needs more information',
  'mail.order.question.heading': 'The vet needs more information',
  'mail.order.question.text': '{vet} is reviewing your {product} (order #{order}) and asks:',
  'mail.order.question.paused': 'The 48-hour clock is paused until you answer.',
  'mail.order.question.button': 'Answer in My Orders',
  'mail.order.delivered.subject': 'Your {product} report is ready (order #{order})',
  'mail.order.delivered.heading': 'Your report is ready',
  'mail.order.delivered.text': "{clinic} delivered the {product} report for {pet}. It is also filed in {pet}'s health record, under Documents.",
  'mail.order.delivered.button': 'Read the report',
  'mail.order.expired.subject': 'Order #{order} refunded: not delivered in time',
  'mail.order.expired.heading': 'We are sorry: your order was refunded',
  'mail.order.expired.text': 'Your {product} (order #{order}) was not delivered within the 5 days our terms promise. {refund}',
  'mail.order.expired.refund': 'A full refund of {amount} is on its way to your original payment method.',
  'mail.order.expired.nothing': 'Nothing was charged.',
} as const;
