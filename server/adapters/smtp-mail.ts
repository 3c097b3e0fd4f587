import nodemailer, { type Transporter } from 'nodemailer';
import type { MailAdapter, MailMessage } from './mail.ts';
import { inSpan } from '../observability/spans.ts';

/** Real delivery over SMTP_URL (smtp:// or smtps://user:pass@host:port). */
export class SmtpMail implements MailAdapter {
  readonly kind = 'smtp';
  private readonly transport: Transporter;
  constructor(smtpUrl: string, private readonly from: string) {
    this.transport = nodemailer.createTransport(smtpUrl);
  }

  async send(message: MailMessage): Promise<void> {
    await inSpan('mail.send', { 'mail.transport': 'smtp' }, () => this.transport.sendMail({ from: this.from, ...message }));
  }

  async sendAll(messages: readonly MailMessage[]): Promise<void> {
    for (const message of messages) await this.send(message);
  }
}
