import type { MailMessage } from '../../adapters/mail.ts';
import { PRODUCT_SENDER, renderMail } from '../notices/mail-layout.ts';
import { DEFAULT_LOCALE, type Locale } from '../../../contracts/locale.ts';
import type { MessageId } from '../../../contracts/messages/en.ts';
import { translate } from '../../i18n/server-intl.ts';

/**
 * The welcome a new clinic gets from the product at sign-up: its first steps, each with the dashboard page that
 * does it (a listing, the website and its address, the booking link to share), and the dashboard itself, in the
 * language the clinic signed up in (English by default). Pure.
 */
export function clinicWelcomeMessage(f: { to: string; firstName: string; publicUrl: string; locale?: Locale }): MailMessage {
  const base = f.publicUrl.replace(/\/$/, '');
  const locale = f.locale ?? DEFAULT_LOCALE;
  const say = (id: MessageId, values?: Record<string, string>) => translate(locale, id, values);
  return renderMail({
    to: f.to,
    subject: say('mail.welcome.subject'),
    sender: PRODUCT_SENDER,
    locale,
    blocks: [
      { kind: 'heading', text: say('mail.welcome.heading') },
      { kind: 'paragraph', text: say('mail.hello', { name: f.firstName }) },
      { kind: 'paragraph', text: say('mail.welcome.text') },
      {
        kind: 'facts',
        rows: [
          { label: say('mail.welcome.listing.label'), value: say('mail.welcome.listing.value'), href: `${base}/app/listings/item` },
          { label: say('mail.welcome.site.label'), value: say('mail.welcome.site.value'), href: `${base}/app/settings/site` },
          { label: say('mail.welcome.share.label'), value: say('mail.welcome.share.value'), href: `${base}/app/settings/domains` },
        ],
      },
      { kind: 'paragraph', text: say('mail.welcome.verify') },
      { kind: 'button', label: say('mail.welcome.button'), url: `${base}/app` },
    ],
  });
}
