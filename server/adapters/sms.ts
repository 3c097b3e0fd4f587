import type { Conn } from '../db/knex.ts';
import { insertMessage } from '../domain/outbox/index.ts';
import { inSpan } from '../observability/spans.ts';

export interface SmsMessage {
  to: string;
  text: string;
}

export interface SmsAdapter {
  readonly kind: 'outbox' | 'http';
  send(message: SmsMessage): Promise<void>;
}

/** Embedded default: texts land in the outbox table, readable at /dev/outbox. */
export class OutboxSms implements SmsAdapter {
  readonly kind = 'outbox';
  constructor(private readonly db: Conn) {}

  async send(message: SmsMessage): Promise<void> {
    await inSpan('outbox.insert', { 'outbox.channel': 'sms' }, () => insertMessage(this.db, { channel: 'sms', to: message.to, subject: null, text: message.text, html: null }));
  }
}

/**
 * A JSON-over-HTTPS SMS gateway: POST {to, from, text} to SMS_PROVIDER_URL with
 * the API key as a bearer token. Most providers offer such an endpoint or a thin relay.
 */
export class HttpSms implements SmsAdapter {
  readonly kind = 'http';
  constructor(private readonly url: string, private readonly apiKey?: string, private readonly from?: string) {}

  async send(message: SmsMessage): Promise<void> {
    const res = await fetch(this.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(this.apiKey ? { authorization: `Bearer ${this.apiKey}` } : {}),
      },
      body: JSON.stringify({ to: message.to, from: this.from, text: message.text }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) throw new Error(`SMS provider answered ${res.status}`);
  }
}
