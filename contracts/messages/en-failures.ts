/**
 * Words the browser says when a call fails, whatever island made it, and the Domains tab's checks.
 *
 * - `failures.`: the islands' shared helpers (client/lib/graphql-client.ts, post-json.ts, session.ts) say these
 *   with `errors.sessionEnded` and `errors.somethingWrong` (en-errors.ts) through `pageWord`
 *   (client/lib/page-words.ts): a page with islands carries them in its language (PAGE_WORD_IDS,
 *   contracts/messages/islands.ts), so no island's bundle holds them and every island says them alike.
 * - `settings.domains.text.`: the English sentences of contracts/website-words.ts the Domains tab shows (its own
 *   checks before sending, and the server's answers), said through these ids by the `domain-settings` island; the
 *   server's refusals find them too (server/i18n/refusal-text.ts).
 */
export const failuresEn = {
  'failures.logInAgain': 'Log in again',
  'failures.badResponse': 'We could not read the answer from our server. Please try again.',
  'settings.domains.text.updated': 'Updated successfully!',
  'settings.domains.text.domainTaken': 'The domain is already taken!',
  'settings.domains.text.subDomainRequired': 'Dedicated Subdomain is required',
  'settings.domains.text.subDomainTooShort': 'Dedicated Subdomain must be at least 4 characters',
  'settings.domains.text.subDomainTooLong': 'Dedicated Subdomain must be at most 63 characters',
  'settings.domains.text.subDomainCharacters': 'Use lowercase letters, digits and hyphens, with no hyphen at the start or end',
  'settings.domains.text.subDomainReserved': 'This name is reserved; please choose another',
  'settings.domains.text.customDomainInvalid': 'Please enter a domain such as yourclinic.com',
  'settings.domains.text.customDomainOurs': 'Use the Dedicated Subdomain for an address under our own domain',
  'settings.domains.text.noCustomDomain': 'Add a domain first.',
  'settings.domains.text.notVerifiedYet': 'We could not find the TXT record yet. DNS changes can take up to an hour to show; try again later.',
  'settings.domains.text.verified': 'Your domain is verified and now shows your site.',
} as const;

export type FailuresId = keyof typeof failuresEn;
