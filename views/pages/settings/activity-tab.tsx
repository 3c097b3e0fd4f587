import { NO_ACTIVITY, type AuditPageView } from '../../../contracts/audit.ts';
import { EmptyState } from '../../components/empty-state.tsx';
import { dateTimeFormat } from '../../../contracts/intl-format.ts';

/** 'Nov 24, 2026, 6:05 PM' in the clinic's zone. */
function when(iso: string, zone: string): string {
  return dateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: zone }).format(new Date(iso));
}

/**
 * Settings, Activity: what the clinic's logins changed (team, domains, website, refunds), who did it, when
 * and from which address, newest first. Server-rendered; older entries are a plain link away.
 */
export function ActivityTab({ page }: { page: AuditPageView }) {
  return (
    <section aria-labelledby="activity-title">
      <h2 id="activity-title">Activity</h2>
      <p>Changes to your team, domains and website, and refunds, with who made them. Times in {page.timezone}.</p>
      {page.events.length === 0 ? <EmptyState art="records" message={NO_ACTIVITY} testId="no-activity" /> : (
        <div className="table-scroll" role="region" aria-label="Activity" tabIndex={0}>
          <table className="table" data-testid="activity-table">
            <thead><tr><th scope="col">What</th><th scope="col">When</th><th scope="col">Who</th><th scope="col">Address</th></tr></thead>
            <tbody>
              {page.events.map((e) => (
                <tr key={e.id} data-action={e.action}>
                  <th scope="row">
                    {e.label}
                    {e.details.length > 0 && <ul className="activity-details">{e.details.map((d) => <li key={d}>{d}</li>)}</ul>}
                  </th>
                  <td><time dateTime={e.at}>{when(e.at, page.timezone)}</time></td>
                  <td>{e.actorName}<br /><small>{e.actorEmail}</small></td>
                  <td>{e.address ?? 'Unknown'}</td>
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
