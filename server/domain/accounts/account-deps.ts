import type { Db } from '../../db/knex.ts';
import type { MailAdapter } from '../../adapters/mail.ts';
import type { SmsAdapter } from '../../adapters/sms.ts';
import type { CaptchaStore } from '../../adapters/captcha-store.ts';

/** What the account use cases need: the database, the messengers, the captcha store, and two settings. */
export interface AccountDeps {
  db: Db;
  mail: MailAdapter;
  sms: SmsAdapter;
  /** Single-use sign-up challenges (Redis or the captcha_challenges table). */
  captchas: CaptchaStore;
  /** Keys the OTP HMAC. */
  secret: string;
  /** Origin of links in emails; never taken from the request's Host header. */
  publicUrl: string;
}
