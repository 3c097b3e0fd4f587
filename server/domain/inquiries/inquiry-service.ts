import { PRODUCT_SENDER, renderMail } from '../notices/mail-layout.ts';
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

/** The operator email for one enquiry (the layout escapes every typed value in its HTML part). */
export function shelterInquiryEmail(inquiry: NewShelterInquiry & { id: number }): { subject: string; text: string; html?: string } {
  // Subjects are single-line headers: strip line breaks so a name cannot add headers.
  const company = inquiry.company.replace(/[\r\n]+/g, ' ').slice(0, 80);
  const { subject, text, html } = renderMail({
    to: '', subject: `Shelter partnership enquiry from ${company}`, sender: PRODUCT_SENDER,
    blocks: [
      { kind: 'heading', text: 'Shelter partnership enquiry' },
      { kind: 'paragraph', text: `A shelter partnership enquiry (#${inquiry.id}) arrived from the website.` },
      {
        kind: 'facts',
        rows: [
          { label: 'Name', value: inquiry.name }, { label: 'Company', value: inquiry.company }, { label: 'Email', value: inquiry.email },
          { label: 'Number', value: inquiry.number ?? '(not given)' }, { label: 'Comments', value: inquiry.comments ?? '(none)' },
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
