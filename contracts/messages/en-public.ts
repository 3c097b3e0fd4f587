/**
 * The other public pages' words (ids `pub.`): the error pages (404, the error page, a host without a site, a closed
 * clinic's site) and a clinic's own site around its booking wizard. `pub.text.*` are sentences the server writes in English (its answers keep them word for word); a
 * page in another language says them through its text map (views/pages/errors/error-texts.ts).
 */
export const publicEn = {
  'pub.title.notFound': 'Page not found',
  'pub.title.error': 'Something went wrong',
  'pub.notFound.heading': 'Oops! Sorry page not found',
  'pub.notFound.text': 'The page you asked for has moved, or the link had a typo. Everything else is still here.',
  'pub.notFound.faqs': 'Read the FAQs',
  'pub.error.code': 'Error {status}',
  'pub.error.heading.unauthenticated': 'Please log in to continue',
  'pub.error.heading.forbidden': 'You do not have access to this page',
  'pub.error.heading.rateLimited': 'Too many attempts',
  'pub.error.heading.badRequest': 'We could not process that request',
  'pub.error.heading.server': 'Something went wrong on our side',
  'pub.error.login': 'Login',
  'pub.error.home': 'Go Home',
  'pub.error.contact': 'Contact us',
  'pub.error.help': 'Still stuck? Call <call>{phone}</call> or write to <write>{email}</write>.',
  'pub.siteNotFound.heading': 'Site not found',
  'pub.siteNotFound.text': 'There is no clinic website at this address; please check the link, or ask the practice for its current web address.',
  'pub.clinicClosed.owners': 'Pet owners with appointments here have been emailed; their records stay on their own accounts.',
  'pub.vendor.waitlistHint': 'No time that suits you, or want an earlier one?',
  'pub.vendor.joinWaitlist': 'Join the waitlist',
  'pub.vendor.joinWaitlistOf': 'Join the waitlist of {listing}',
  'pub.vendor.reviews': 'Reviews',
  'pub.vendor.reviewsNote': 'Every review is from a pet owner whose appointment took place.',
  'pub.text.siteSuspended': 'This practice is not taking appointments online at the moment. Appointments already booked are not affected.',
  'pub.text.serviceUnavailable': 'Service temporarily unavailable',
  'pub.text.tooLarge': 'The request is too large.',
  'pub.text.notUnderstood': 'The request could not be understood.',
  'pub.text.clinicClosed': 'This clinic has closed and no longer takes appointments.',
} as const;

export type PublicId = keyof typeof publicEn;
