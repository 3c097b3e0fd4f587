import type { MailAttachment, MailMessage } from '../../adapters/mail.ts';
import { DEFAULT_LOCALE, type Locale } from '../../../contracts/locale.ts';
import { translate } from '../../i18n/server-intl.ts';

/**
 * The one layout of every email: a mail is a list of blocks, and both its parts are drawn from them, the HTML
 * (single column, at most 600 px wide, inline styles only: mail clients drop style sheets) and the plain text
 * (the same words, a link written out after its label). Every interpolated value is escaped in the HTML part;
 * the text part carries the words as they are.
 */

/** One row of a facts table: its label, the value, and where the value links to (written out in the text part). */
export interface MailFact {
  label: string;
  value: string;
  href?: string;
}

export type MailBlock =
  /** The mail's title, first in both parts. */
  | { kind: 'heading'; text: string }
  /** A paragraph (its line breaks kept), with a link on a line of its own after the words. */
  | { kind: 'paragraph'; text?: string; link?: { label: string; url: string } }
  /** Label and value rows: "Label: value" lines in the text part, a two-column table in the HTML. */
  | { kind: 'facts'; rows: MailFact[] }
  /** The mail's one primary action: a button in the HTML, "Label: url" in the text part. */
  | { kind: 'button'; label: string; url: string };

export interface MailDocument {
  to: string;
  subject: string;
  blocks: MailBlock[];
  /** Who sends it, named in the footer: the clinic's name when the mail is about a clinic booking. */
  sender: string;
  attachments?: MailAttachment[];
  /** The language the mail is written in (its reader's): the footer's words and the HTML's `lang`. English when absent. */
  locale?: Locale;
}

/**
 * Who a mail goes to: an address alone (its reader's language unknown: English), or the address with its reader's
 * stored language (`users.locale`, `vendor_logins.locale`; null: not chosen, English).
 */
export type Recipient = string | { email: string; locale?: Locale | null };

/** A recipient's address and the language their mail is written in. */
export function recipientOf(r: Recipient): { email: string; locale: Locale } {
  return typeof r === 'string' ? { email: r, locale: DEFAULT_LOCALE } : { email: r.email, locale: r.locale ?? DEFAULT_LOCALE };
}

/** `make` for each language once: a mail to several people is written once per language they read. */
export function perLocale<T>(make: (locale: Locale) => T): (locale: Locale) => T {
  const made = new Map<Locale, T>();
  return (locale) => {
    if (!made.has(locale)) made.set(locale, make(locale));
    return made.get(locale)!;
  };
}

/** The product's name: the sender of mails that are not a clinic's (accounts, the practice's own notices). */
export const PRODUCT_SENDER = 'Petcare';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text for HTML content and attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => ESCAPES[ch]);
}

/** A link target: http(s) and mailto only, anything else (a `javascript:` a typed value could carry) is dropped. */
function safeUrl(url: string): string | null {
  return /^(https?:|mailto:)/i.test(url.trim()) ? url.trim() : null;
}

const FONT = "font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";
const TEXT = `${FONT};font-size:16px;line-height:1.5;color:#1f2933`;

function lines(text: string): string {
  return text.split('\n').map(escapeHtml).join('<br>');
}

function anchor(label: string, url: string, style = 'color:#0b6bcb;text-decoration:underline'): string {
  const href = safeUrl(url);
  return href ? `<a href="${escapeHtml(href)}" style="${style};word-break:break-word">${escapeHtml(label)}</a>` : escapeHtml(label);
}

function htmlBlock(block: MailBlock): string {
  switch (block.kind) {
    case 'heading':
      return `<h1 style="${FONT};font-size:22px;line-height:1.3;margin:0 0 16px;color:#102a43">${escapeHtml(block.text)}</h1>`;
    case 'paragraph': {
      const parts = [block.text ? lines(block.text) : '', block.link ? anchor(block.link.label, block.link.url) : ''].filter(Boolean);
      return `<p style="${TEXT};margin:0 0 16px">${parts.join('<br>')}</p>`;
    }
    case 'facts': {
      const rows = block.rows.map((row) => {
        const value = row.href ? anchor(row.value, row.href) : lines(row.value);
        return `<tr><th scope="row" align="left" valign="top" style="${FONT};font-size:14px;font-weight:600;color:#52606d;padding:6px 12px 6px 0;white-space:nowrap">${escapeHtml(row.label)}</th>`
          + `<td valign="top" style="${FONT};font-size:15px;color:#1f2933;padding:6px 0;word-break:break-word">${value}</td></tr>`;
      });
      return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="width:100%;border-collapse:collapse;margin:0 0 20px">${rows.join('')}</table>`;
    }
    case 'button':
      return `<p style="margin:8px 0 24px">${anchor(block.label, block.url,
        `${FONT};display:inline-block;background:#0b6bcb;color:#ffffff;font-size:16px;font-weight:600;text-decoration:none;padding:12px 20px;border-radius:6px`)}</p>`;
  }
}

function textBlock(block: MailBlock): string {
  switch (block.kind) {
    case 'heading':
      return block.text;
    case 'paragraph':
      return [block.text, block.link ? `${block.link.label}: ${block.link.url}` : undefined].filter((l) => l !== undefined && l !== '').join('\n');
    case 'facts':
      return block.rows.map((row) => `${row.label}: ${row.href && row.href !== row.value ? `${row.value} (${row.href})` : row.value}`).join('\n');
    case 'button':
      return `${block.label}: ${block.url}`;
  }
}

/** The footer's words: who sent the mail. */
export function footerText(sender: string, locale: Locale = DEFAULT_LOCALE): string {
  return translate(locale, 'mail.footer', { sender });
}

/** The plain-text part: each block, a blank line between blocks, then the footer. */
export function mailText(doc: Pick<MailDocument, 'blocks' | 'sender' | 'locale'>): string {
  return `${doc.blocks.map(textBlock).filter(Boolean).join('\n\n')}\n\n-- \n${footerText(doc.sender, doc.locale)}\n`;
}

/** The HTML part: one centred column of at most 600 px, readable at 320 px (no fixed widths, long links wrap). */
export function mailHtml(doc: Pick<MailDocument, 'blocks' | 'sender' | 'subject' | 'locale'>): string {
  return `<!doctype html><html lang="${doc.locale ?? DEFAULT_LOCALE}"><head><meta charset="utf-8">`
    + '<meta name="viewport" content="width=device-width,initial-scale=1">'
    + `<title>${escapeHtml(doc.subject)}</title></head>`
    + '<body style="margin:0;padding:0;background:#f4f6f8">'
    + '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f4f6f8"><tr><td align="center" style="padding:16px 8px">'
    + '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;background:#ffffff;border-radius:8px"><tr>'
    + `<td style="padding:24px 20px">${doc.blocks.map(htmlBlock).join('')}</td></tr>`
    + `<tr><td style="${FONT};font-size:13px;color:#7b8794;padding:16px 20px;border-top:1px solid #e4e7eb">${escapeHtml(footerText(doc.sender, doc.locale))}</td></tr>`
    + '</table></td></tr></table></body></html>';
}

/** The message the mail adapter sends: the document's two parts and its attachments. */
export function renderMail(doc: MailDocument): MailMessage {
  return {
    to: doc.to, subject: doc.subject, text: mailText(doc), html: mailHtml(doc),
    ...(doc.attachments?.length ? { attachments: doc.attachments } : {}),
  };
}
