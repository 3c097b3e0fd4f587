/**
 * The bearer-token API's own refusals (server/http/middleware/auth.ts), in English exactly as answered: a request
 * in another language gets them in its words beside the English (`extensions.text`, and `text` for REST),
 * through server/i18n/refusal-text.ts. en.ts spreads them in; es-threads-api.ts says them in Spanish.
 */
export const threadsApiEn = {
  'refusals.api.invalidToken': 'Invalid token.',
} as const;
