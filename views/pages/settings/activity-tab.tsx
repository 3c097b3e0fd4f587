import type { AuditEventView, AuditPageView } from '../../../contracts/audit.ts';
import { EmptyState } from '../../components/empty-state.tsx';
import { FormattedMessage, useIntl } from 'react-intl';
import { dateTimeFormat } from '../../../contracts/intl-format.ts';
import { en, type MessageId } from '../../../contracts/messages/en.ts';
import { zoneName } from '../../../contracts/day-format.ts';

/** An entry's action in the page's language (keyed by its action; an action the catalogue lacks as stored). */
function actionLabel(e: AuditEventView, say: (id: MessageId) => string): string {
  const id = `sent.activity.${e.action}`;
  return Object.hasOwn(en, id) ? say(id as MessageId) : e.label;
}

/** 'Nov 24, 2026, 6:05 PM' in the clinic's zone, in the page's language (its `Intl` tag). */
function when(iso: string, zone: string, intlLocale: string): string {
  return dateTimeFormat(intlLocale, { dateStyle: 'medium', timeStyle: 'short', timeZone: zone }).format(new Date(iso));
}

/** Who: a clinic login by name and email; a customer by the name the clinic knows; or the system. */
function Actor({ event }: { event: AuditEventView }) {
  if (event.actorKind === 'system') return <FormattedMessage id="settings.activity.system" />;
  return <>{event.actorName}<br /><small>{event.actorKind === 'customer' ? <FormattedMessage id="settings.activity.customer" /> : event.actorEmail}</small></>;
}

/**
 * Settings, Activity: what happened to the clinic's team, website, domains, listings, schedule and money, who did
 * it (one of its logins, a customer, or the system), when and from which address, newest first. Server-rendered;
 * older entries are a plain link away.
 */
export function ActivityTab({ page }: { page: AuditPageView }) {
  const intl = useIntl();
  const { locale } = intl;
  return (
    <section aria-labelledby="activity-title">
      <h2 id="activity-title"><FormattedMessage id="settings.activity.title" /></h2>
      <p><FormattedMessage id="settings.activity.lead" values={{ zone: locale.startsWith('en') ? page.timezone : `${zoneName(page.timezone, locale)} (${page.timezone})` }} /></p>
      {page.events.length === 0 ? <EmptyState art="records" message={intl.formatMessage({ id: 'settings.activity.none' })} testId="no-activity" /> : (
        <div className="table-scroll" role="region" aria-label={intl.formatMessage({ id: 'settings.activity.title' })} tabIndex={0}>
          <table className="table" data-testid="activity-table">
            <thead>
              <tr>
                <th scope="col"><FormattedMessage id="settings.activity.what" /></th><th scope="col"><FormattedMessage id="settings.activity.when" /></th>
                <th scope="col"><FormattedMessage id="settings.activity.who" /></th><th scope="col"><FormattedMessage id="settings.activity.address" /></th>
              </tr>
            </thead>
            <tbody>
              {page.events.map((e) => (
                <tr key={e.id} data-action={e.action}>
                  <th scope="row">
                    {actionLabel(e, (id) => intl.formatMessage({ id }))}
                    {e.summary && <p className="activity-summary">{e.summary}</p>}
                    {e.details.length > 0 && <ul className="activity-details">{e.details.map((d) => <li key={d}>{d}</li>)}</ul>}
                  </th>
                  <td><time dateTime={e.at}>{when(e.at, page.timezone, locale)}</time></td>
                  <td><Actor event={e} /></td>
                  <td>{e.address ?? (e.actorKind === 'clinic' ? intl.formatMessage({ id: 'settings.activity.unknown' }) : '')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {page.nextBefore && (
        <p><a className="btn btn-secondary" href={`/app/settings/activity?before=${page.nextBefore}`}><FormattedMessage id="settings.activity.older" /></a></p>
      )}
    </section>
  );
}
