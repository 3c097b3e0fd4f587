import { createContext, useContext } from 'react';

/** The hidden field that carries the form token in plain form posts (checked by server/http/middleware/origin-check.ts). */
export const FORM_TOKEN_FIELD = '_csrf';

/**
 * The page's form token: provided for the whole page on the server (renderDocument) and for each island in the
 * browser (client/entry.tsx reads it from the island's `data-form-token`), so server and browser render the same
 * field. Null on pages shared through the page cache.
 */
export const FormTokenContext = createContext<string | null>(null);

/** Put inside every `<form method="post">`: the form token, when the page has one. */
export function FormTokenField() {
  const token = useContext(FormTokenContext);
  return token ? <input type="hidden" name={FORM_TOKEN_FIELD} value={token} /> : null;
}
