/**
 * The English catalogue: every user-facing string of the converted files (contracts/messages/converted.ts), as
 * ICU messages keyed by id. English is the source: `es.ts` must have exactly these ids with the same arguments
 * (the type says the ids, test/unit/i18n/catalogues.test.ts the arguments). Wording the spec quotes stays
 * byte-identical here. Ids are grouped by where they are shown: an island's ids start with its prefix
 * (contracts/messages/islands.ts), so a page ships only the ids of the islands it renders.
 */
import { accountFormEn } from './en-account-form.ts';
import { bookingEn } from './en-booking.ts';
import { errorsEn } from './en-errors.ts';
import { mailEn } from './en-mail.ts';
import { dashboardEn } from './en-dashboard.ts';
import { marketingEn } from './en-marketing.ts';
import { publicEn } from './en-public.ts';
import { clinicEn } from './en-clinic.ts';
import { appointmentEn } from './en-appointment.ts';
import { accountEn } from './en-account.ts';
import { recordsEn } from './en-records.ts';
import { healthRecordsEn } from './en-health-records.ts';
import { clinicOrdersEn } from './en-clinic-orders.ts';
import { petsProfileEn } from './en-pets-profile.ts';
import { practiceEn } from './en-practice.ts';
import { siteOpsEn } from './en-site-ops.ts';
import { clinicCareEn } from './en-clinic-care.ts';
import { waitlistSheltersEn } from './en-waitlist-shelters.ts';
import { orderPagesEn } from './en-order-pages.ts';
import { recordsDeskEn } from './en-records-desk.ts';
import { sentWordsEn } from './en-sent-words.ts';
import { refusalsEn } from './en-refusals.ts';
import { dataWordsEn } from './en-data-words.ts';
import { opsStatesEn } from './en-ops-states.ts';
import { leftoversEn } from './en-leftovers.ts';
import { threadsApiEn } from './en-threads-api.ts';
import { activityEn } from './en-activity.ts';
import { failuresEn } from './en-failures.ts';

export const en = {
  // The layout: header, footer, the language switch.
  'layout.skipToContent': 'Skip to content',
  'layout.nav.main': 'Main',
  'layout.nav.services': 'Services',
  'layout.nav.forVets': 'For Vets',
  'layout.nav.login': 'Login',
  'layout.nav.menu': 'Menu',
  'layout.nav.yourAccount': 'Your account',
  'layout.language.label': 'Language',
  'layout.footer.tagline': 'Vet care by video, phone, clinic visit or house call, and every record in one place.',
  'layout.footer.company': 'Company',
  'layout.footer.about': 'About',
  'layout.footer.leadership': 'Leadership',
  'layout.footer.partners': 'Partners',
  'layout.footer.shelterPartnership': 'Shelter partnership',
  'layout.footer.news': 'News',
  'layout.footer.help': 'Help',
  'layout.footer.faqs': 'FAQs',
  'layout.footer.contact': 'Contact',
  'layout.footer.downloadApp': 'Download the app',
  'layout.footer.blog': 'Blog',
  'layout.footer.forVets': 'For vets',
  'layout.footer.services': 'Services',
  'layout.footer.privacy': 'Privacy',
  'layout.footer.terms': 'Terms',
  'layout.footer.opensNewTab': ' (opens in a new tab)',
  'layout.footer.newsletterTitle': 'Pet health, once a month',
  'layout.footer.newsletterNote': 'Seasonal care tips and new services. No spam; unsubscribe any time.',
  'layout.footer.emailAddress': 'Email address',
  'layout.footer.emailPlaceholder': 'you@example.com',
  'layout.footer.subscribe': 'Subscribe',
  'layout.footer.poweredBy': 'Powered by Petcare',
  'layout.footer.copyright': '© {year} Petcare. In an emergency, go to your nearest emergency vet.',

  // The services a pet parent can pick (header menu, home cards, the need finder). Prices are arguments.
  'service.vet-appointments.name': 'Clinic appointments',
  'service.vet-appointments.price': 'Fee set by each practice, shown before you book',
  'service.vet-appointments.summary': 'Find a vet near you, compare open times and reserve an in-person visit without a phone queue.',
  'service.e-consultation.name': 'e-Consultation',
  'service.e-consultation.price': '{eConsultation} per use, about 10-15 minutes',
  'service.e-consultation.summary': 'A video call with a licensed vet from your sofa. A written summary follows within 5 days.',
  'service.talk-to-a-vet.name': 'Talk to a vet',
  'service.talk-to-a-vet.price': 'Phone call; fee shown before you pay',
  'service.talk-to-a-vet.summary': 'Describe what you are seeing over the phone and leave the call knowing whether it can wait.',
  'service.vet-house-call.name': 'Vet house calls',
  'service.vet-house-call.price': '{houseVisitYear} a year (about {traditionalHouseVisitsYear} at a traditional vet)',
  'service.vet-house-call.summary': 'An annual package of visits at home: calmer for anxious pets, seniors and busy multi-pet households.',
  'service.second-medical-opinion.name': 'Second medical opinion',
  'service.second-medical-opinion.price': 'Written report in 24~48 hrs',
  'service.second-medical-opinion.summary': 'Share the records and diagnosis you already have. A vet reviews them and sends a report within 48 hours of complete records (up to 5 days if more information is needed).',
  'service.pet-health-assessment.name': 'Pet health assessment',
  'service.pet-health-assessment.price': 'A short online screening',
  'service.pet-health-assessment.summary': 'Answer a few questions about habits, weight and behaviour, and get a list of things worth raising with your vet.',
  'service.pet-medical-records.name': 'Pet medical records',
  'service.pet-medical-records.price': '4 free records requests, then {recordsExtraVet} per additional vet',
  'service.pet-medical-records.summary': 'Vaccinations, allergies, tests, medications, insurance and photos in one app, with reminders. We gather records from up to 4 previous vets for free.',
  'service.learnMore': 'Learn more',

  // The home page.
  'home.title': 'Vet visits, video consults and pet records in one place',
  'home.description': "Book clinic visits and video, phone or chat consultations with licensed vets, get a second opinion in 24~48 hrs, and keep your pets' health records together.",
  'home.hero.eyebrow': 'Vet care for dogs, cats and every pet in between',
  'home.hero.title': 'A vet when your pet needs one, not when the waiting room has space',
  'home.hero.lead': 'See a licensed vet by video for {eConsultation}, talk it through on the phone, book a clinic slot near you or have the vet come to your home. Every visit is saved to one record your whole family can share.',
  'home.hero.startEConsultation': 'Start an e-Consultation',
  'home.hero.bookClinicVisit': 'Book a clinic visit',
  'home.hero.note': 'No subscription needed. Prices are shown before you pay.',
  'home.services.title': 'Care options and what they cost',
  'home.services.lead': 'From a ten-minute video call to a year of home visits, pick the care that matches the moment.',
  'home.how.title': 'How it works',
  'home.how.step1.title': 'Tell us what is going on',
  'home.how.step1.text': 'Pick a service, or use the chooser above if you are not sure which kind of care fits.',
  'home.how.step2.title': 'Choose a vet and a time',
  'home.how.step2.text': 'See open slots and the full price before you pay. Video, phone, clinic or your own living room.',
  'home.how.step3.title': 'Get care, keep the record',
  'home.how.step3.text': "Notes and reports land in your pet's medical record, ready for the next visit or the next vet.",
  'home.facts.title': 'Straight answers on time and money',
  'home.facts.eConsultation': 'per e-Consultation, a video call of about 10-15 minutes',
  'home.facts.secondOpinionFigure': '24~48 hrs',
  'home.facts.secondOpinion': 'for a written second opinion once your records are complete',
  'home.facts.houseVisits': 'a year for house visits, against about {traditionalHouseVisitsYear} at a traditional vet',
  'home.facts.refundFigure': '30 days',
  'home.facts.refund': 'to cancel an unused house-call package or second opinion for a full refund',
  'home.trust.knowYourVet.title': 'Know your vet first',
  'home.trust.knowYourVet.text': 'Each vet and clinic has a profile with education, specializations and the pets they treat, so you choose with your eyes open.',
  'home.trust.records.title': 'Records you control',
  'home.trust.records.text': "Share your pet's records with family, a sitter or a new vet, see who has access, and revoke it whenever you like.",
  'home.trust.shelters.title': 'Built with shelters',
  'home.trust.shelters.text': 'Adopting through a partner shelter? Your new pet arrives with its records already loaded in the app.',
  'home.emergency.label': 'Emergency?',
  'home.emergency.text': 'Online care is not for pets who are struggling to breathe, have collapsed, are having a seizure or are bleeding heavily. Go to the nearest emergency vet straight away.',
  'home.vets.eyebrow': 'For veterinarians and clinics',
  'home.vets.title': 'Fill your open slots and run your practice from one place',
  'home.vets.panel': 'Join as a panel vet and see pet parents by video, phone or in your clinic.',
  'home.vets.relief': 'Fill empty schedule slots with relief vets and grow practice revenue by up to 35%.',
  'home.vets.peerConsult': '<link>Request a Peer-to-Peer Consult</link> for {price} and receive the report delivered as a PDF within 48 hours.',
  'home.vets.site': 'Give your practice its own branded booking site on your own domain.',
  'home.vets.explore': 'Explore Petcare for vets',
  'home.app.title': "Your pet's whole history, in your pocket",
  'home.app.text': 'Vaccinations, allergies, test results, medications, insurance details and photos live in the Petcare app, with reminders before a booster or refill is due. Moving vets? We request records from up to 4 previous vets at no charge.',
  'home.app.download': 'Download the app',
  'home.app.records': 'About medical records',

  // The home page's need finder (island `need-finder`).
  'needFinder.title': 'What does your pet need?',
  'needFinder.quick-question.label': 'A quick question',
  'needFinder.quick-question.why': 'Diet, a new rash, whether a scrape needs a clinic: a short video call with a vet settles it.',
  'needFinder.worrying-symptom.label': 'A worrying symptom',
  'needFinder.worrying-symptom.why': 'Talk it through with a vet by phone and find out whether your pet needs to be seen today.',
  'needFinder.second-look.label': 'A second look at a diagnosis',
  'needFinder.second-look.why': 'Send the records you already have and get an independent written review before you decide.',
  'needFinder.care-at-home.label': 'Care at home',
  'needFinder.care-at-home.why': 'For pets who hate the car or the waiting room, and for households with several animals.',
  'needFinder.clinic-visit.label': 'A clinic visit',
  'needFinder.clinic-visit.why': 'Vaccinations, check-ups, dental work and anything that needs hands-on examination.',
  'needFinder.records.label': 'Records in one place',
  'needFinder.records.why': 'We gather records from your past vets so every visit starts with the full history.',
  'needFinder.suggest': 'We suggest',
  'needFinder.see': 'See {service}',
  'needFinder.prompt': 'Pick the situation closest to yours and we will point you to the right kind of care.',
  'needFinder.emergency': 'Struggling to breathe, collapsed or bleeding heavily? Go to the nearest emergency vet now.',

  // The vet list page and its island (`vet-list`).
  'vetList.title': 'Book a vet appointment',
  'vetList.description': 'Find a vet by name, specialization or zipcode and pick a time for a clinic visit, video, phone or chat consultation.',
  'vetList.searchTitle': '{hasSearch, select, yes {Vets for "{search}"} other {Vets}}{hasZipcode, select, yes { near {zipcode}} other {}}',
  'vetList.search.name': 'Name or specialization',
  'vetList.search.namePlaceholder': 'e.g. Dermatology or Dr. Lee',
  'vetList.search.zipcode': 'Zipcode',
  'vetList.search.zipcodePlaceholder': 'e.g. 10011',
  'vetList.search.consultation': 'Consultation',
  'vetList.search.sortBy': 'Sort by',
  'vetList.search.submit': 'Search',
  'vetList.sort.best': 'Best match',
  'vetList.sort.rating': 'Highest rated',
  'vetList.none': 'No vets match your search.',
  'vetList.noSlots': 'Sorry, no slots available for the day!',
  'vetList.end': "That's all folks!",
  'vetList.loading': 'Loading…',
  'vetList.retry': 'Retry',
  'vetList.error': 'Sorry something went wrong. Please try again later',
  'vetList.price': '{price} <unit>/ {minutes} min</unit>',
  'vetList.days': 'Days for {name}',
  'vetList.zone': 'Times in {zone} ({abbreviation})',
  'vetList.timesOn': 'Times on {day}',
  'vetList.book': 'Book',
  'vetList.bookAt': 'Book {time} {abbreviation}',
  'vetList.waitlist': 'No time that suits? Join the waitlist',
  'vetList.noReviews': 'No reviews yet',
  'vetList.rating': '{average} out of 5 ({count, plural, one {# review} other {# reviews}})',

  // The consultation types, as people read them in a sentence.
  'consultation.clinic': 'Clinic visit',
  'consultation.video': 'Video consultation',
  'consultation.phone': 'Phone consultation',
  'consultation.chat': 'Chat consultation',
  'consultation.house': 'House visit',

  // Login and sign-up pages (around the account form).
  'account.heading.login.user': 'Login',
  'account.heading.login.vendor': 'Vet Login',
  'account.heading.signup.user': 'Sign Up',
  'account.heading.signup.vendor': 'Vet Sign Up',
  'account.heading.forgot': 'Forgot Password',
  'account.heading.change': 'Change Password',
  'account.heading.invite': 'Choose your password',
  'account.description.login.user': "Log in to Petcare to book vet visits, see your appointments and keep your pet's medical records in one place.",
  'account.description.login.vendor': 'Vets and clinics: log in to Petcare to run your appointments, listings, schedules and your booking site.',
  'account.description.signup.user': "Create a free Petcare account to book a vet by video, phone, in the clinic or at home, and keep your pet's records.",
  'account.description.signup.vendor': 'Join Petcare as a vet or clinic: fill open slots, see pet parents by video and phone, and get your own booking site.',
  'account.promoApplied': 'Promo Applied!',
  'account.invalidCode': 'Invalid code',
  'account.forgotPassword': 'Forgot password?',
  'account.backToLogin': 'Back to login',

  // The account form (contracts/messages/en-account-form.ts).
  ...accountFormEn,
  ...bookingEn,
  ...errorsEn,

  // The owner's booking emails (confirmation, reminder, cancellation): what the owner reads, in their language.
  'mail.footer': 'Sent by {sender}.',
  'mail.hi': 'Hi {name},',
  'mail.fact.consultation': 'Consultation',
  'mail.fact.with': 'With',
  'mail.fact.when': 'When',
  'mail.fact.pet': 'Pet',
  'mail.fact.petOwner': "Pet's owner",
  'mail.fact.reason': 'Reason for the visit',
  'mail.fact.address': 'Address',
  'mail.fact.paid': 'Paid',
  'mail.fact.bookingId': 'Booking ID',
  'mail.fact.visitAddress': 'Visit address',
  'mail.fact.package': 'House-call package',
  'mail.fact.packageOrder': 'House-call package (order #{order})',
  'mail.fact.itWasOn': 'It was on',
  'mail.fact.practiceReason': 'Reason given by the practice',
  'mail.fact.yourReason': 'Your reason',
  'mail.time.at': '{date} at {time}',
  'mail.time.clinic': '{time} clinic time',
  'mail.time.yours': '{time} your time',
  'mail.attend.phone': 'The doctor will call you at the appointment time.',
  'mail.attend.chat': 'The vet will open the chat at the appointment time.',
  'mail.attend.house': 'The vet comes to the address of your house-call package.',
  'mail.attend.videoLink': 'Join the video consultation here',
  'mail.attend.phoneLink': 'Your consultation page',
  'mail.viewYourAppointment': 'View your appointment',
  'mail.viewTheAppointment': 'View the appointment',
  'mail.confirmation.subject': 'Booking confirmed: {listing}',
  'mail.confirmation.heading': 'Your appointment is booked',
  'mail.confirmation.text': 'Your {type} with {listing} is booked.',
  'mail.reminder.subject': 'Reminder: {type} {lead}',
  'mail.reminder.heading': 'Your appointment is {lead}',
  'mail.reminder.text': 'A reminder: your {type} with {listing} is {lead}.',
  'mail.reminder.sms': 'Petcare reminder: {type}{hasPet, select, yes { for {pet}} other {}} with {listing} {when}.{hasJoin, select, yes { Join: {join}} other {}}',
  'mail.reminder.whenBoth': '{owner} ({clinic} clinic time)',
  'mail.lead.now': 'now',
  'mail.lead.minutes': 'in {count, plural, one {# minute} other {# minutes}}',
  'mail.lead.hours': 'in {count, plural, one {# hour} other {# hours}}',
  'mail.lead.hourMinutes': 'in 1 hour {minutes, plural, one {# minute} other {# minutes}}',
  'mail.lead.days': 'in {count, plural, one {# day} other {# days}}',
  'mail.cancel.subject': 'Appointment canceled: {listing}',
  'mail.cancel.heading': 'Your appointment is canceled',
  'mail.cancel.textByYou': 'Your {type} with {listing} has been canceled at your request.',
  'mail.cancel.textByPractice': 'Your {type} with {listing} has been canceled by {practice}.',
  'mail.cancel.noRefund': 'No refund applies to this cancellation.',
  'mail.cancel.refunded': 'A full refund of {amount} has been issued to your original payment method.',
  'mail.cancel.refundPending': 'A full refund of {amount} is being processed to your original payment method.',
  'mail.cancel.backInPackage': 'The visit is back in your house-call package.',

  // What else is sent: the practice's booking notices, the reschedule, the invite, accounts, orders (en-mail.ts).
  ...mailEn,
  // The signed-in area (contracts/messages/en-dashboard.ts).
  ...dashboardEn,
  ...marketingEn,
  ...publicEn,
  ...clinicEn,
  ...appointmentEn,
  ...accountEn,
  ...recordsEn,
  ...healthRecordsEn,
  ...waitlistSheltersEn,
  ...clinicOrdersEn,
  ...petsProfileEn,
  ...practiceEn,
  ...siteOpsEn,
  ...clinicCareEn,
  ...orderPagesEn,
  ...recordsDeskEn,
  ...sentWordsEn,
  ...refusalsEn,
  ...dataWordsEn,
  ...opsStatesEn,
  ...threadsApiEn,
  ...activityEn,
  ...failuresEn,
  ...leftoversEn,
} as const;

/** A message id of the catalogue. */
export type MessageId = keyof typeof en;
/** A catalogue of another language: every id, nothing else. */
export type Catalogue = Record<MessageId, string>;
