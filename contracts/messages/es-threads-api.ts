import type { threadsApiEn } from './en-threads-api.ts';

/** The bearer-token API's refusals in Spanish: exactly the ids of en-threads-api.ts, with the same arguments. */
export const threadsApiEs: Record<keyof typeof threadsApiEn, string> = {
  'refusals.api.invalidToken': 'El token no es válido.',
};
