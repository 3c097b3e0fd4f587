import { checkListingInput as checkEditorRules, type ListingInput } from '../../../contracts/listing-input.ts';
import { isKnownZone } from '../availability/slots.ts';

export type { ListingInput };

/**
 * Parses editor input with the editor's own rules (contracts/listing-input.ts), and the zone against the
 * zone data the availability engine reads (the server's Intl, through @date-fns/tz), which may lag the
 * browser's: the input, or
 * every field's message at once (the caller adds what only it can check, such as the listing owner,
 * before refusing, so the form never reports problems in rounds).
 */
export function checkListingInput(raw: unknown): { input: ListingInput; fields: null } | { input: null; fields: Record<string, string> } {
  const checked = checkEditorRules(raw);
  if (checked.input && !isKnownZone(checked.input.timezone)) return { input: null, fields: { timezone: 'Unknown time zone' } };
  return checked;
}
