import type { Conn } from '../db/knex.ts';
import { insertMessages } from '../domain/outbox/index.ts';
import { inSpan } from '../observability/spans.ts';

export interface MailAttachment {
  filename: string;
  /** Text, or the bytes in base64 when `encoding` says so (a PDF). */
  content: string;
  contentType: string;
  encoding?: 'base64';
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
}

/** Sends email. Call it after the transaction that caused the email has committed. */
export interface MailAdapter {
  readonly kind: 'outbox' | 'smtp';
  send(message: MailMessage): Promise<void>;
  /** Sends several at once (a booking's confirmations): the outbox writes them in one insert. */
  sendAll(messages: readonly MailMessage[]): Promise<void>;
}

/** Embedded default: messages land in the outbox table, readable at /dev/outbox. */
export class OutboxMail implements MailAdapter {
  readonly kind = 'outbox';
  constructor(private readonly db: Conn) {}

  send(message: MailMessage): Promise<void> {
    return this.sendAll([message]);
  }

  async sendAll(messages: readonly MailMessage[]): Promise<void> {
    if (messages.length === 0) return;
    await inSpan('outbox.insert', { 'outbox.channel': 'email', 'outbox.messages': messages.length }, () => insertMessages(this.db, messages.map((message) => ({
      channel: 'email',
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html ?? null,
      meta: message.attachments?.length
        ? { attachments: message.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content, ...(a.encoding ? { encoding: a.encoding } : {}) })) }
        : {},
    }))));
  }
}
