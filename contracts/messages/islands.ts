/**
 * Which catalogue ids each island reads, by prefix. A page embeds, for its language only, the messages of the
 * islands it renders (`render-page.ts`), so no island bundle carries a catalogue and none loads the other
 * language. An island not named here reads none (it is not converted yet: see contracts/messages/converted.ts).
 */
export const ISLAND_MESSAGE_PREFIXES: Readonly<Record<string, readonly string[]>> = {
  'vet-list': ['vetList.', 'specialization.'],
  'need-finder': ['needFinder.', 'service.'],
  appointments: ['dash.appts.', 'consultation.'],
  'my-listings': ['dash.listings.', 'consultation.'],
  'team-settings': ['settings.team.'],
  'domain-settings': ['settings.domains.'],
  'website-settings': ['website.'],
  'appointment-cancel': ['appt.cancel.', 'appt.common.'],
  'appointment-reschedule': ['appt.reschedule.', 'appt.common.'],
  'appointment-outcome': ['appt.outcome.', 'appt.common.'],
  'consultation-note': ['appt.note.', 'appt.common.'],
  'thread-messages': ['thread.msg.'],
  'thread-vet-tools': ['thread.tools.'],
  'order-answer': ['orders.answer.', 'orders.text.', 'uploads.'],
  'push-settings': ['profile.push.'],
  'profile-editor': ['profile.edit.', 'accountMsg.passwordReset', 'errors.password', 'errors.somethingWrong', 'errors.sessionEnded'],
  'health-records': ['health.', 'dash.petType.'],
  'pet-share-links': ['health.share.'],
  'listing-editor': ['listingEd.', 'consultation.', 'specialization.'],
  'schedule-calendar': ['schedule.', 'consultation.', 'listingEd.text.'],
  'customers-table': ['customers.', 'listingEd.text.'],
  'intake-editor': ['intake.', 'listingEd.text.', 'consultation.', 'dash.petType.'],
  // The account form, the booking wizard and the checkout take their words as a prop instead
  // (views/pages/accounts/account-words.ts, views/pages/bookings/booking-words.ts): no message runtime in a bundle a
  // visitor meets before signing in. So does My Pets (client/islands/pets/pets-words.ts), whose bundle holds the pet
  // form of those pages, and the clinic's order queue (client/islands/orders/queue-words.ts), under its budget.

};

/**
 * The words the islands' shared helpers say, whichever island is on the page (client/lib/page-words.ts): a failed
 * call's 'Your session has ended.' and generic fallback, the session banner's link, an unreadable answer. A page
 * with an island carries them, in its language, beside its other data (server/render/render-page.ts), so islands
 * that take their words as a prop and islands that read react-intl say them alike, and no bundle holds them.
 * English pages carry none: the helpers' own English is theirs.
 */
export const PAGE_WORD_IDS = ['errors.sessionEnded', 'errors.somethingWrong', 'failures.logInAgain', 'failures.badResponse'] as const;
/** The id of the page's element holding them. */
export const PAGE_WORDS_ID = 'page-words';
export type PageWordId = (typeof PAGE_WORD_IDS)[number];
