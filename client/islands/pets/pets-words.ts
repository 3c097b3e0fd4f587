import type { MessageId } from '../../../contracts/messages/en.ts';

/**
 * My Pets' words in the catalogue (contracts/messages/en-dashboard.ts): plain words, or `{name}`-style arguments that
 * the island fills with `fill` (contracts/messages/fill.ts; no plural, select or tag: test/unit/i18n/dashboard-words.test.ts
 * holds them to it), so it needs no message runtime.
 */
export type PetsWordId = Extract<MessageId, `dash.pets.${string}`>;

/** My Pets' words in the page's language, given by the page (views/pages/pets/my-pets-page.tsx). */
export type PetsWords = Readonly<Record<PetsWordId, string>>;

/** Every id of PetsWords, for the page to read them from the catalogue. */
export const PETS_WORD_IDS: readonly PetsWordId[] = [
  'dash.pets.add', 'dash.pets.updateTitle', 'dash.pets.empty', 'dash.pets.tableLabel', 'dash.pets.name', 'dash.pets.type',
  'dash.pets.breed', 'dash.pets.actions', 'dash.pets.sharedBy', 'dash.pets.update', 'dash.pets.updateNamed', 'dash.pets.delete',
  'dash.pets.deleteNamed', 'dash.pets.pleaseWait', 'dash.pets.error', 'dash.pets.failure', 'dash.pets.deleteQuestion',
  'dash.pets.deleteDetail', 'dash.pets.keep', 'dash.pets.loading',
];

/** The pet form's ids (contracts/messages/en-pets-profile.ts), but the English messages it says through `texts`. */
export type PetFormWordId = Exclude<Extract<MessageId, `petForm.${string}`>, `petForm.text.${string}`>;

/**
 * The pet form's words in the page's language, one prop (My Pets' modal, the second opinion's "Add a pet"): plain
 * text or `{name}` templates filled with `fill`, the tag `Intl` groups numbers with, and `texts`, English -> this
 * language for the messages of contracts/ and the server the form shows (empty in English; `sayText`).
 */
export interface PetFormWords {
  intl: string;
  words: Readonly<Record<PetFormWordId, string>>;
  texts: Readonly<Record<string, string>>;
}
