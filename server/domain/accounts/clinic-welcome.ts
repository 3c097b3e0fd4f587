import type { MailMessage } from '../../adapters/mail.ts';
import { PRODUCT_SENDER, renderMail } from '../notices/mail-layout.ts';

/**
 * The welcome a new clinic gets from the product at sign-up: its first steps, each with the dashboard page that
 * does it (a listing, the website and its address, the booking link to share), and the dashboard itself. Pure.
 */
export function clinicWelcomeMessage(f: { to: string; firstName: string; publicUrl: string }): MailMessage {
  const base = f.publicUrl.replace(/\/$/, '');
  return renderMail({
    to: f.to,
    subject: 'Welcome to Petcare: your first steps',
    sender: PRODUCT_SENDER,
    blocks: [
      { kind: 'heading', text: 'Welcome to Petcare' },
      { kind: 'paragraph', text: `Hello ${f.firstName},` },
      { kind: 'paragraph', text: 'Your clinic is signed up. Three steps take it to its first booking:' },
      {
        kind: 'facts',
        rows: [
          { label: '1. Add a listing', value: 'Your consultations, prices and weekly hours.', href: `${base}/app/listings/item` },
          { label: '2. Set up your website', value: 'Its name, logo and address (a sub-domain, or your own domain).', href: `${base}/app/settings/site` },
          { label: '3. Share your booking link', value: "Your website's address is where customers book with you.", href: `${base}/app/settings/domains` },
        ],
      },
      { kind: 'paragraph', text: 'Verify your email address too (the link comes in a separate email): your clinic publishes its site and takes bookings once it is verified.' },
      { kind: 'button', label: 'Open your dashboard', url: `${base}/app` },
    ],
  });
}
