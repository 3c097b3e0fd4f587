import type { Db } from '../../db/knex.ts';
import type { MailAdapter } from '../../adapters/mail.ts';
import type { SmsAdapter } from '../../adapters/sms.ts';

/** What the account use cases need: the database, the messengers, and two settings. */
export interface AccountDeps {
  db: Db;
  mail: MailAdapter;
  sms: SmsAdapter;
  /** Keys the OTP HMAC and the captcha signature. */
  secret: string;
  /** Origin of links in emails; never taken from the request's Host header. */
  publicUrl: string;
}
