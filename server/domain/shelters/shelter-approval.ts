import { randomBytes } from 'node:crypto';
import type { Db, Tx } from '../../db/knex.ts';
import { inTransaction } from '../../db/transaction.ts';
import { ConflictError, NotFoundError } from '../../errors.ts';
import { insertUser, setAccountLocale, userByEmail } from '../accounts/index.ts';
import { DEFAULT_LOCALE, type Locale } from '../../../contracts/locale.ts';
import { hashPassword } from '../accounts/authentication.ts';
import { normalizeEmail } from '../../../contracts/account-rules.ts';
import { shelterInquiryById } from '../inquiries/index.ts';
import { insertShelter, shelterOfInquiry } from './shelters.queries.ts';

export interface ApprovalDeps {
  /** Mails the new shelter account a link to choose its password (AccountService.welcomeShelter), in `locale`. */
  welcome: (email: string, shelterName: string, locale: Locale) => Promise<void>;
}

/** The inquiry's contact name as first and last names (one word: both the same word, as names are required). */
function namesOf(name: string): { first: string; last: string } {
  const words = name.trim().split(/\s+/);
  return { first: words[0], last: words.length > 1 ? words.slice(1).join(' ') : words[0] };
}

/**
 * The operator's approval of a shelter inquiry (the console's Queues page, or `npm run shelters:approve -- <inquiryId>`):
 * creates the shelter's account with the inquiry's email, an unusable random password and the
 * shelter's name, then mails it a week-long link to choose its password. An inquiry is approved once; an email
 * that already has an account is refused (a pet owner's own pets must not become a shelter's).
 */
export async function approveShelterInquiry(
  db: Db, deps: ApprovalDeps, inquiryId: number, now: Date, alongside?: (tx: Tx) => Promise<void>,
): Promise<{ shelterId: number; userId: number; email: string }> {
  const inquiry = await shelterInquiryById(db, inquiryId);
  if (!inquiry) throw new NotFoundError(`No shelter inquiry #${inquiryId}.`);
  if (await shelterOfInquiry(db, inquiryId)) throw new ConflictError(`Shelter inquiry #${inquiryId} was approved already.`);
  const email = normalizeEmail(inquiry.email);
  const names = namesOf(inquiry.name);
  const result = await inTransaction(db, async (tx) => {
    if (await userByEmail(tx, email)) throw new ConflictError(`An account with ${email} exists already; ask the shelter for another address.`);
    const userId = await insertUser(tx, {
      first_name: names.first, last_name: names.last, email, phone: inquiry.number ?? '', phone_verified_at: null,
      password_hash: await hashPassword(randomBytes(24).toString('base64url')), signup_plan: null, promocode: null,
      source: { medium: 'shelter', inquiry_id: inquiryId },
    });
    // The account speaks the language the enquiry was sent in (its pages and mails, until the shelter chooses).
    if (inquiry.locale) await setAccountLocale(tx, 'user', userId, inquiry.locale);
    const shelterId = await insertShelter(tx, { user_id: userId, name: inquiry.company, inquiry_id: inquiryId, approved_at: now });
    await alongside?.(tx);
    return { shelterId, userId, email };
  });
  await deps.welcome(email, inquiry.company, inquiry.locale ?? DEFAULT_LOCALE);
  return result;
}
