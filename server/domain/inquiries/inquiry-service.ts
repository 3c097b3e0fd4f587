import { PRODUCT_SENDER, renderMail } from '../notices/mail-layout.ts';
import { DEFAULT_LOCALE } from '../../../contracts/locale.ts';
import type { MessageId } from '../../../contracts/messages/en.ts';
import { translate } from '../../i18n/server-intl.ts';
import type { Conn } from '../../db/knex.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { MailAdapter } from '../../adapters/mail.ts';
import { insertShelterInquiry, type NewShelterInquiry } from './shelter-inquiries.queries.ts';
import { insertSubscriptionOnce } from './newsletter-subscriptions.queries.ts';

export interface InquiryService {
  /** Stores a validated shelter enquiry and, once committed, emails the operator. */
  submitShelterInquiry(input: NewShelterInquiry): Promise<{ id: number }>;
  /** Subscribes a validated, lowercased email; repeating it changes nothing. */
  subscribeToNewsletter(email: string): Promise<{ created: boolean }>;
}

/**
 * The operator email for one enquiry (the layout escapes every typed value in its HTML part), in the language the
 * form was sent in: the operator's address has no stored language.
 */
export function shelterInquiryEmail(inquiry: NewShelterInquiry & { id: number }): { subject: string; text: string; html?: string } {
  // Subjects are single-line headers: strip line breaks so a name cannot add headers.
  const company = inquiry.company.replace(/[\r\n]+/g, ' ').slice(0, 80);
  const locale = inquiry.locale ?? DEFAULT_LOCALE;
  const say = (id: MessageId, values?: Record<string, string | number>) => translate(locale, id, values);
  const { subject, text, html } = renderMail({
    to: '', subject: say('inquiry.mail.subject', { company }), sender: PRODUCT_SENDER, locale,
    blocks: [
      { kind: 'heading', text: say('inquiry.mail.heading') },
      { kind: 'paragraph', text: say('inquiry.mail.text', { id: inquiry.id }) },
      {
        kind: 'facts',
        rows: [
          { label: say('inquiry.mail.name'), value: inquiry.name }, { label: say('inquiry.mail.company'), value: inquiry.company },
          { label: say('inquiry.mail.email'), value: inquiry.email },
          { label: say('inquiry.mail.number'), value: inquiry.number ?? say('inquiry.mail.notGiven') },
          { label: say('inquiry.mail.comments'), value: inquiry.comments ?? say('inquiry.mail.none') },
        ],
      },
    ],
  });
  return { subject, text, html };
}

/**
 * `reportMailError` receives a failed operator email: the enquiry is already
 * stored, so the visitor still sees success rather than retrying into a duplicate.
 */
export function createInquiryService(
  db: Conn,
  mail: MailAdapter,
  operatorEmail: string,
  reportMailError: (err: unknown) => void = (err) => console.error('shelter enquiry email failed', err),
): InquiryService {
  return {
    async submitShelterInquiry(input) {
      return inTransaction(db, async (tx, afterCommit) => {
        const row = await insertShelterInquiry(tx, input);
        afterCommit(() =>
          mail.send({ to: operatorEmail, ...shelterInquiryEmail({ ...input, id: row.id }) }).catch(reportMailError),
        );
        return { id: row.id };
      });
    },
    async subscribeToNewsletter(email) {
      return { created: await insertSubscriptionOnce(db, email) };
    },
  };
}
