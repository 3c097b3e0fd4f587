import { FormTokenField } from '../form-token.tsx';
import { useIntl } from 'react-intl';
import type { OwnerNotice } from '../../contracts/notices.ts';

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
            <span className="owner-notice-text">{n.text}</span>
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
