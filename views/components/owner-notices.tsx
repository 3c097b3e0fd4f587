import { FormTokenField } from '../form-token.tsx';
import { useIntl, type IntlShape } from 'react-intl';
import type { OwnerNotice } from '../../contracts/notices.ts';
import { en } from '../../contracts/messages/en.ts';
import { templatePattern } from '../../contracts/messages/fill.ts';
import { CONSULTATION_TYPES } from '../../contracts/consultations.ts';

/** The stored notice of a consultation note (contracts/notices.ts's English line, word for word), as a pattern of its parts. */
const NOTE_LINE = templatePattern(en['appt.mail.note.line']).pattern;

/**
 * A stored notice in the page's language: a consultation note's line is said again from its parts (the vet, the
 * pet, the consultation's English label turned back into its type, the booking code); any other line as stored.
 */
export function noticeText(text: string, intl: IntlShape): string {
  const parts = intl.locale.startsWith('en') ? null : NOTE_LINE.exec(text);
  if (!parts) return text;
  const [, vet, pet, label, code] = parts;
  const type = CONSULTATION_TYPES.find((t) => en[`consultation.${t}`] === label);
  return intl.formatMessage({ id: 'appt.mail.note.line' }, { vet, pet, type: type ? intl.formatMessage({ id: `consultation.${type}` }) : label, code });
}

/**
 * The owner's unread notices at the top of their dashboard (My Appointments): each line with a link to what it
 * tells of and a plain form to mark it read (works without JavaScript; the page comes back without it).
 */
export function OwnerNotices({ notices }: { notices: OwnerNotice[] }) {
  const intl = useIntl();
  if (!notices.length) return null;
  return (
    <section className="owner-notices" aria-labelledby="owner-notices-title" data-testid="owner-notices">
      <h2 id="owner-notices-title">{intl.formatMessage({ id: 'dash.notices.heading' })}</h2>
      <ul>
        {notices.map((n) => (
          <li key={n.id} className="owner-notice" data-testid={`owner-notice-${n.id}`}>
            <span className="owner-notice-text">{noticeText(n.text, intl)}</span>
            <span className="owner-notice-actions">
              <a href={n.link}>{intl.formatMessage({ id: 'dash.notices.view' })}</a>
              <form method="post" action={`/app/notices/${n.id}/read`}>
                <FormTokenField />
                <button type="submit" className="link-button">{intl.formatMessage({ id: 'dash.notices.markRead' })}</button>
              </form>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
