import { DashboardLayout } from '../../layouts/dashboard-layout.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { FormTokenField } from '../../form-token.tsx';
import { CONSULTATION_KINDS } from '../../../contracts/consultations.ts';
import {
  daysText, WAITLIST_HOLD_MINUTES, WAITLIST_STATE_LABELS, windowsText, type ClinicWaitlistView, type WaitlistEntryView,
} from '../../../contracts/waitlist.ts';

type Notice = { kind: 'success' | 'error'; text: string } | null;

function NoticeLine({ notice }: { notice: Notice }) {
  return notice ? <p className={`alert alert-${notice.kind}`} role={notice.kind === 'error' ? 'alert' : 'status'} data-testid="waitlist-notice">{notice.text}</p> : null;
}

/** One of the owner's entries: what it waits for, its state, the time held for it, and Leave. */
function EntryCard({ entry }: { entry: WaitlistEntryView }) {
  return (
    <li className="card order-card" data-testid={`waitlist-entry-${entry.id}`}>
      <div className="order-card-head">
        <h2 className="card-title">{entry.listingTitle}</h2>
        <span className={`badge badge-waitlist-${entry.state}`} data-testid="waitlist-state">{WAITLIST_STATE_LABELS[entry.state]}</span>
      </div>
      <p className="order-card-meta">{`${CONSULTATION_KINDS[entry.type].label} · joined ${entry.joinedAt.slice(0, 10)}`}</p>
      <p>{entry.earlierThan ?? `${daysText(entry.days)} · ${windowsText(entry.windows)}`}</p>
      {entry.offer && (
        <p className="waitlist-offer-line" data-testid="waitlist-offer">
          {`${entry.offer.when} is held for you until ${entry.offer.until}. `}
          <a className="btn btn-primary" href={`/app/waitlist/offers/${entry.offer.id}`} data-testid="waitlist-offer-open">See the time</a>
        </p>
      )}
      {entry.state !== 'left' && entry.state !== 'booked' && (
        <form method="post" action={`/app/waitlist/${entry.id}/leave`} className="inline-form">
          <FormTokenField />
          <button type="submit" className="btn btn-light" data-testid="waitlist-leave">Leave the waitlist</button>
        </form>
      )}
    </li>
  );
}

/** An owner's waitlists: each entry with its state; joining starts from a vet's booking page. */
export function OwnerWaitlistPage({ entries, notice = null }: { entries: WaitlistEntryView[]; notice?: Notice }) {
  return (
    <DashboardLayout titleId="dash.title.myWaitlist">
      <NoticeLine notice={notice} />
      <p>{`When a time that suits you opens with a vet whose waitlist you joined, we email and text you and hold it for you for ${WAITLIST_HOLD_MINUTES} minutes. First come, first offered.`}</p>
      {entries.length === 0
        ? (
          <EmptyState art="no-appointments" message="You are not on any waitlist." testId="waitlist-empty">
            <p>Choose a vet in the <a href="/vet-appointments/list">vet list</a>; when no time suits you, join their waitlist from the booking page.</p>
          </EmptyState>
        )
        : <ul className="order-list" data-testid="waitlist-entries">{entries.map((e) => <EntryCard key={e.id} entry={e} />)}</ul>}
    </DashboardLayout>
  );
}

/** The clinic's lines: each listing it manages, its switch, and who waits, in line order. */
export function ClinicWaitlistPage({ listings, notice = null }: { listings: ClinicWaitlistView[]; notice?: Notice }) {
  return (
    <DashboardLayout titleId="dash.title.waitlist">
      <NoticeLine notice={notice} />
      <p>{`Owners wait here for a time on your listings. When a time frees (a cancellation, a reschedule, a schedule change), the first in line whose days and hours fit is offered it and it is held for them for ${WAITLIST_HOLD_MINUTES} minutes.`}</p>
      {listings.length === 0 && <EmptyState art="clinic" message="No listing found!" testId="waitlist-no-listings" />}
      {listings.map((l) => (
        <section key={l.listingId} className="card" id={`waitlist-listing-${l.listingId}`} data-testid={`waitlist-listing-${l.listingId}`} aria-labelledby={`waitlist-title-${l.listingId}`}>
          <div className="order-card-head">
            <h2 className="card-title" id={`waitlist-title-${l.listingId}`}>{l.title}</h2>
            <form method="post" action={`/app/waitlist/listings/${l.listingId}`} className="inline-form">
              <FormTokenField />
              <input type="hidden" name="enabled" value={l.enabled ? '0' : '1'} />
              <span className={`badge badge-waitlist-${l.enabled ? 'waiting' : 'paused'}`} data-testid="waitlist-switch-state">{l.enabled ? 'Waitlist on' : 'Waitlist off'}</span>
              {' '}
              <button type="submit" className="btn btn-light" data-testid="waitlist-switch">{l.enabled ? 'Turn off' : 'Turn on'}</button>
            </form>
          </div>
          {l.entries.length === 0
            ? <p data-testid="waitlist-line-empty">Nobody is waiting.</p>
            : (
              <div className="table-cards" role="region" aria-label={`Waitlist of ${l.title}`}>
                <table className="table" data-testid="waitlist-line">
                  <thead>
                    <tr><th scope="col">#</th><th scope="col">Owner</th><th scope="col">Consultation</th><th scope="col">Suits them</th><th scope="col">Joined</th><th scope="col">Held now</th></tr>
                  </thead>
                  <tbody>
                    {l.entries.map((e) => (
                      <tr key={e.id} data-testid={`waitlist-line-entry-${e.id}`}>
                        <th scope="row">{`#${e.position} in line`}</th>
                        <td data-label="Owner">{e.customer}</td>
                        <td data-label="Consultation">{CONSULTATION_KINDS[e.type].label}</td>
                        <td data-label="Suits them">{e.earlierThan ?? `${daysText(e.days)} · ${windowsText(e.windows)}`}</td>
                        <td data-label="Joined">{e.joinedAt.slice(0, 10)}</td>
                        <td data-label="Held now">{e.heldSlot ?? '-'}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
        </section>
      ))}
    </DashboardLayout>
  );
}
