import { useContext } from 'react';
import { IntlContext } from 'react-intl';
import { accountFormEn, type AccountFormId } from '../../../contracts/messages/en-account-form.ts';

/**
 * The account form's words in the page's language: the catalogue's through react-intl where the page gives the
 * form its messages (the login and sign-up pages), the English ones where it does not yet (inside the booking
 * wizard and checkout, whose pages are not converted).
 */
export function useAccountWords(): (id: AccountFormId) => string {
  const intl = useContext(IntlContext);
  return (id) => (intl ? intl.formatMessage({ id }) : accountFormEn[id]);
}
