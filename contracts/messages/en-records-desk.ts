/**
 * The English words of the clinic's upload page for a records request (ids `recUpload.`,
 * views/pages/records-requests/records-upload-page.tsx and the `records-upload` island), the PayPal payment on
 * Records Requests (`recPay.`, the `records-paypal` island), the clinic's customer page (`custPage.`,
 * views/pages/users/customer-page.tsx), the desk's client language (`booking.desk.`, in the booking wizard's words)
 * and the welcome mail of a customer registered at the desk (`mail.deskWelcome.`). en.ts spreads them in;
 * es-records-desk.ts says them in Spanish.
 *
 * The two islands take their words as one prop (no message runtime in their bundles): their ids are plain text or
 * `{name}` templates (contracts/messages/fill.ts), no plurals or selects; a count that changes the sentence has an
 * id for one and one for more.
 */
export const recordsDeskEn = {
  // The clinic's upload page (/records-upload/:token): no account, the visitor's language.
  'recUpload.title': 'Send medical records',
  'recUpload.heading': 'Medical records for {pet}',
  'recUpload.lead': "{owner} asks {clinic} to send {pet}'s medical records. The signed release authorisation is attached to the email that brought you here.",
  'recUpload.link': 'This private link works once, until {date} (UTC). No account is needed.',
  // The upload island's words (plain templates).
  'recUpload.form.files': 'Records (up to {max} files: PDF, images, documents)',
  'recUpload.form.note': 'Note to the owner (optional)',
  'recUpload.form.submit': 'Send the records',
  'recUpload.form.uploading': 'Uploading {n} of {total}...',
  'recUpload.form.filing': 'Filing the records...',
  // The messages the upload page and its island show, by their English (contracts/records-words.ts's
  // RECORDS_MESSAGES and the island's own): said through the page's text map.
  'recUpload.text.uploadFailed': 'The upload failed. Please try again.',
  'recUpload.text.somethingWrong': 'Sorry something went wrong. Please try again later.',
  'recUpload.text.noFiles': 'Please choose at least one file.',
  'recUpload.text.tooManyFiles': 'Please send at most {max} files.',
  'recUpload.text.received': "Thank you. The records were received and filed in the pet's health record.",
  'recUpload.text.invalidLink': 'Invalid link',
  'recUpload.text.usedLink': 'These records were already received through this link. Thank you.',
  'recUpload.text.expiredLink': "This link has expired. Please ask the pet's owner to send a new request.",

  // Records Requests' payment with PayPal (the records-paypal island; plain templates).
  'recPay.legend': 'Payment (only for vets beyond your free ones, {price} each)',
  'recPay.freeLeft.one': 'Nothing is charged for your {n} free vet left.',
  'recPay.freeLeft.other': 'Nothing is charged for your {n} free vets left.',
  'recPay.eachVet': 'Each vet costs {price}, paid here once you name them.',
  'recPay.charge.one': '{n} extra vet: {amount}.',
  'recPay.charge.other': '{n} extra vets: {amount}.',
  'recPay.payWith': 'Pay for the extra vets with the card fields or the PayPal button below: your request is sent once the payment is approved.',
  'recPay.payAndSend': 'Pay {amount} and send',

  // The clinic's customer page (/app/users/:id).
  'custPage.allUsers': '← All users',
  'custPage.book': 'Book for this customer',
  'custPage.contact': 'Contact',
  'custPage.email': 'Email',
  'custPage.phone': 'Phone',
  'custPage.since': 'Customer since',
  'custPage.access': 'Pets and records',
  'custPage.pets': 'Pets and health records',
  'custPage.petTabs': 'Pets',
  'custPage.downloadPdf': 'Download PDF',
  'custPage.recordsOf': 'Records of {pet}',
  'custPage.history': 'Appointments with your clinic',
  'custPage.typeForPet': '{type} for {pet}',

  // The desk's add-customer form in the booking wizard (plain templates, as the wizard's words).
  'booking.desk.language': "Client's language",
  'booking.desk.languageHint': 'The emails we send them are written in it.',
  // The check's message (contracts/bookings.ts), said through the wizard's text map.
  'booking.desk.text.language': 'Please choose English or Spanish',

  // The welcome mail of a customer registered at a clinic's desk, in the language the desk chose.
  'mail.deskWelcome.subject': 'Welcome to {clinic}',
  'mail.deskWelcome.heading': 'Welcome to {clinic}',
  'mail.deskWelcome.text': '{clinic} has registered you as a client, so you can follow your appointments with {clinic} online. To choose your password and sign in, open this link within a week:',
  'mail.deskWelcome.button': 'Choose your password',
  'mail.deskWelcome.share': 'Once signed in you can also choose whether {clinic} may see your pets and their health records (My Clinics, in your dashboard).',
  'mail.deskWelcome.notExpected': 'If you did not expect this, you can ignore this email or ask {clinic} about it.',
} as const;

export type RecordsDeskId = keyof typeof recordsDeskEn;

/** The desk's words the booking wizard takes with its own (views/pages/bookings/booking-words.ts). */
export const DESK_WORD_IDS = ['booking.desk.language', 'booking.desk.languageHint', 'booking.desk.text.language'] as const;
export type DeskWordId = (typeof DESK_WORD_IDS)[number];
