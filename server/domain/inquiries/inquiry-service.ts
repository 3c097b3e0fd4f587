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

/** The plain-text operator email for one enquiry (plain text: nothing in it can be markup). */
export function shelterInquiryEmail(inquiry: NewShelterInquiry & { id: number }): { subject: string; text: string } {
  const lines = [
    `A shelter partnership enquiry (#${inquiry.id}) arrived from the website.`,
    '',
    `Name: ${inquiry.name}`,
    `Company: ${inquiry.company}`,
    `Email: ${inquiry.email}`,
    `Number: ${inquiry.number ?? '(not given)'}`,
    '',
    'Comments:',
    inquiry.comments ?? '(none)',
  ];
  // Subjects are single-line headers: strip line breaks so a name cannot add headers.
  const company = inquiry.company.replace(/[\r\n]+/g, ' ').slice(0, 80);
  return { subject: `Shelter partnership enquiry from ${company}`, text: lines.join('\n') };
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
