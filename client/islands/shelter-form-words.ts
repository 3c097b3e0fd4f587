import type { MessageId } from '../../contracts/messages/en.ts';

/**
 * The shelter partnership form's words (contracts/messages/en-public.ts, `shelterForm.`), given by the page as one
 * prop (views/pages/shelters/shelter-form-words.ts): a visitor meets the form before signing in, so its bundle
 * carries no catalogue and no message runtime. Plain text or `{name}` templates filled by `fill`.
 */
export type ShelterFormWordId = Exclude<Extract<MessageId, `shelterForm.${string}`>, `shelterForm.text.${string}`>;

export interface ShelterFormWords {
  /** The tag `Intl` writes numbers with (the counter's). */
  intl: string;
  words: Readonly<Record<ShelterFormWordId, string>>;
  /**
   * English -> the page's language for the messages of the form's rules and the server's answer
   * (`shelterForm.text.*`, the rate limit, the generic failure): empty in English, where each is said as it came.
   */
  texts: Readonly<Record<string, string>>;
}
