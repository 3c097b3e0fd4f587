import { AUDIT_ACTOR_WORDS, NO_ACTIVITY, type AuditEventView, type AuditPageView } from '../../../contracts/audit.ts';
import { EmptyState } from '../../components/empty-state.tsx';
import { useIntl } from 'react-intl';
import { dateTimeFormat } from '../../../contracts/intl-format.ts';

/** 'Nov 24, 2026, 6:05 PM' in the clinic's zone, in the page's language (its `Intl` tag). */
function when(iso: string, zone: string, intlLocale: string): string {
  return dateTimeFormat(intlLocale, { dateStyle: 'medium', timeStyle: 'short', timeZone: zone }).format(new Date(iso));
}

/** Who: a clinic login by name and email; a customer by the name the clinic knows; or the system. */
function Actor({ event }: { event: AuditEventView }) {
  if (event.actorKind === 'system') return <>{AUDIT_ACTOR_WORDS.system}</>;
  return <>{event.actorName}<br /><small>{event.actorKind === 'customer' ? AUDIT_ACTOR_WORDS.customer : event.actorEmail}</small></>;
}

/**
 * Settings, Activity: what happened to the clinic's team, website, domains, listings, schedule and money, who did
 * it (one of its logins, a customer, or the system), when and from which address, newest first. Server-rendered;
 * older entries are a plain link away.
 */
export function ActivityTab({ page }: { page: AuditPageView }) {
  const { locale } = useIntl();
  return (
    <section aria-labelledby="activity-title">
      <h2 id="activity-title">Activity</h2>
      <p>Changes to your team, website, domains and listings, bookings, cancellations, reschedules and refunds, with who made them. Times in {page.timezone}.</p>
      {page.events.length === 0 ? <EmptyState art="records" message={NO_ACTIVITY} testId="no-activity" /> : (
        <div className="table-scroll" role="region" aria-label="Activity" tabIndex={0}>
          <table className="table" data-testid="activity-table">
            <thead><tr><th scope="col">What</th><th scope="col">When</th><th scope="col">Who</th><th scope="col">Address</th></tr></thead>
            <tbody>
              {page.events.map((e) => (
                <tr key={e.id} data-action={e.action}>
                  <th scope="row">
                    {e.label}
                    {e.summary && <p className="activity-summary">{e.summary}</p>}
                    {e.details.length > 0 && <ul className="activity-details">{e.details.map((d) => <li key={d}>{d}</li>)}</ul>}
                  </th>
                  <td><time dateTime={e.at}>{when(e.at, page.timezone, locale)}</time></td>
                  <td><Actor event={e} /></td>
                  <td>{e.address ?? (e.actorKind === 'clinic' ? 'Unknown' : '')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {page.nextBefore && (
        <p><a className="btn btn-secondary" href={`/app/settings/activity?before=${page.nextBefore}`}>Older activity</a></p>
      )}
    </section>
  );
}
