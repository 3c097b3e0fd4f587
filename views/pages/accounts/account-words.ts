import { createContext, useContext } from 'react';
import { accountFormEn, type AccountFormId } from '../../../contracts/messages/en-account-form.ts';

/** The account form's words in one language: every id, as plain text (none takes an argument). */
export type AccountFormWords = Readonly<Record<AccountFormId, string>>;

/**
 * The account form's words in the page's language. The login and sign-up pages give the form its words as a prop
 * (the server reads them from the catalogue: no message runtime in the form's bundle, which a visitor meets before
 * signing in); inside the booking wizard and checkout their pages give it the same words (views/pages/bookings/
 * booking-words.ts), and the English module is the default where a page gives none.
 */
export const AccountWordsContext = createContext<AccountFormWords>(accountFormEn);

export function useAccountWords(): (id: AccountFormId) => string {
  const words = useContext(AccountWordsContext);
  return (id) => words[id] ?? accountFormEn[id];
}
