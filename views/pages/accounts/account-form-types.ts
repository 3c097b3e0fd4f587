import type { ShellTexts } from '../../components/shell-words.ts';
import type { AccountFormWords } from './account-words.ts';

/** Props of the account-form island: plain JSON, the same on the server and in the browser. */
export type AccountMode = 'login' | 'signup' | 'forgot' | 'change';
export type AccountRoleName = 'user' | 'vendor';
export type PhoneStatus = 'idle' | 'sent' | 'verified';

export interface FormMessage {
  kind: 'error' | 'success';
  text: string;
}

export interface AccountFormProps {
  mode: AccountMode;
  role: AccountRoleName;
  /** Where the plain (no-JavaScript) form posts: this page's own URL. */
  action: string;
  /** Where to go after login or sign-up; already checked to be a same-site path. */
  redirectUrl: string;
  links: { login: string; signup: string; forgot: string };
  /** Non-secret values to show again after a failed plain post (never passwords). */
  values: Record<string, string>;
  message: FormMessage | null;
  fields: Record<string, string>;
  captcha: { question: string; token: string } | null;
  forgotCode: string | null;
  planId: number | null;
  phoneStatus: PhoneStatus;
  /** The form's words in the page's language (the login and sign-up pages); English when left out. */
  words?: AccountFormWords;
  /**
   * English -> the page's language for the messages of the account rules and the server the form shows (its
   * errors, the captcha's question): views/pages/bookings/booking-words.ts. Left out, they are said in English.
   */
  texts?: Readonly<Record<string, string>>;
  /** The account menu's words in the page's language, for the header drawn after a sign-in that stays on the page. */
  shell?: ShellTexts;
}

/** Between the links under the form: punctuation, the same in every language. */
export const LINK_SEPARATOR = ' · ';
