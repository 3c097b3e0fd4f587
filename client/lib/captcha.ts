import type { AccountFormProps } from '../../views/pages/accounts/account-form-types.ts';

/**
 * A new sign-up question from the server. Challenges are single-use, so a form
 * asks for one whenever the one it shows has been spent (a refused sign-up) or
 * could not be in the page (a cached page around the form).
 */
export async function fetchCaptcha(): Promise<NonNullable<AccountFormProps['captcha']>> {
  const res = await fetch('/api/account/captcha', { credentials: 'same-origin', headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`captcha ${res.status}`);
  return (await res.json()) as NonNullable<AccountFormProps['captcha']>;
}
