import type { Config } from '../config.ts';
import type { Conn } from '../db/knex.ts';
import { OutboxMail, type MailAdapter } from './mail.ts';
import { HttpSms, OutboxSms, type SmsAdapter } from './sms.ts';
import { LocalStorage, type StorageAdapter } from './storage.ts';
import type { Agent } from 'node:http';
import { TestGateway, UnconfiguredGateway, type ApprovalGateway, type PaymentGateway } from './payments.ts';
import { VideoRooms } from './video.ts';
import { SystemDns, type DnsAdapter } from './dns.ts';
import type { PayPalWebhookVerifier } from './paypal-webhooks.ts';
import type { Agent as HttpsAgent } from 'node:https';
import { webPushSender, type PushSender } from './web-push.ts';

export interface Adapters {
  mail: MailAdapter;
  sms: SmsAdapter;
  storage: StorageAdapter;
  payments: PaymentGateway;
  /** The card-payment provider's approval flow (PayPal's card fields and button): present when PayPal is configured. */
  approvals?: ApprovalGateway;
  video: VideoRooms;
  /** TXT lookups for custom domain verification. */
  dns: DnsAdapter;
  /** Present when PayPal and its webhook id are configured. */
  paypalWebhooks?: PayPalWebhookVerifier;
  /** Web push through the `web-push` library (VAPID keys: the push service's). */
  push: PushSender;
}

/**
 * Picks each adapter from configuration: the real service when configured, else the embedded default.
 * A real service's client library (PayPal's SDK, the AWS S3 client, nodemailer) is loaded only when that
 * service is configured: together they are some 60 MB of a process's memory that a server without them
 * never uses. `paypalHttpsAgent` routes the PayPal SDK's calls (tests: to a local stand-in; production
 * leaves it unset); `pushHttpsAgent` likewise routes web push (tests: to a local endpoint that records it).
 */
export async function createAdapters(config: Config, db: Conn, options: { paypalHttpsAgent?: Agent; pushHttpsAgent?: HttpsAgent } = {}): Promise<Adapters> {
  const paypal = config.paypal
    ? new (await import('./paypal.ts')).PayPalGateway({ ...config.paypal, httpsAgent: options.paypalHttpsAgent })
    : undefined;
  return {
    mail: config.mail.smtpUrl ? new (await import('./smtp-mail.ts')).SmtpMail(config.mail.smtpUrl, config.mail.from) : new OutboxMail(db),
    sms: config.sms.providerUrl ? new HttpSms(config.sms.providerUrl, config.sms.apiKey, config.sms.from) : new OutboxSms(db),
    storage: config.storage.s3
      ? new (await import('./s3-storage.ts')).S3Storage(config.storage.s3)
      : new LocalStorage(config.storage.dir, config.sessionSecret),
    // Production never falls back to the test gateway: without PayPal keys every charge fails clearly.
    payments: paypal ?? (config.isProduction ? new UnconfiguredGateway() : new TestGateway()),
    approvals: paypal,
    video: new VideoRooms(config.videoBaseUrl, config.sessionSecret),
    dns: new SystemDns(config.dnsServers),
    paypalWebhooks: config.paypal?.webhookId
      ? new (await import('./paypal-webhooks.ts')).PayPalWebhookVerifier({ ...config.paypal, webhookId: config.paypal.webhookId })
      : undefined,
    push: webPushSender({ httpsAgent: options.pushHttpsAgent, onError: (err) => console.error('web push failed', err) }),
  };
}
