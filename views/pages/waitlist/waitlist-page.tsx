import { FormattedMessage, useIntl } from 'react-intl';
import { DashboardLayout } from '../../layouts/dashboard-layout.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { FormTokenField } from '../../form-token.tsx';
import { WAITLIST_HOLD_MINUTES, type ClinicWaitlistView, type WaitlistEntryView } from '../../../contracts/waitlist.ts';
import type { MessageId } from '../../../contracts/messages/en.ts';
import { useWaitlistWords } from './waitlist-words.ts';
import { readerDay } from '../../../contracts/day-format.ts';

/** Signs, not words. */
const SPACE = ' ';
const HASH = '#';
const NONE = '-';

type Notice = { kind: 'success' | 'error'; text: string } | null;

function NoticeLine({ notice }: { notice: Notice }) {
  const words = useWaitlistWords();
  return notice ? <p className={`alert alert-${notice.kind}`} role={notice.kind === 'error' ? 'alert' : 'status'} data-testid="waitlist-notice">{words.message(notice.text)}</p> : null;
}

/** One of the owner's entries: what it waits for, its state, the time held for it, and Leave. */
function EntryCard({ entry }: { entry: WaitlistEntryView }) {
  const intl = useIntl();
  const words = useWaitlistWords();
  return (
    <li className="card order-card" data-testid={`waitlist-entry-${entry.id}`}>
      <div className="order-card-head">
        <h2 className="card-title">{entry.listingTitle}</h2>
        <span className={`badge badge-waitlist-${entry.state}`} data-testid="waitlist-state"><FormattedMessage id={`waitlist.state.${entry.state}`} /></span>
      </div>
      <p className="order-card-meta">{intl.formatMessage({ id: 'waitlist.entry.meta' }, { type: intl.formatMessage({ id: `consultation.${entry.type}` }), date: readerDay(entry.joinedAt, intl.locale) })}</p>
      <p>{entry.earlierThan ?? words.suits(entry.days, entry.windows)}</p>
      {entry.offer && (
        <p className="waitlist-offer-line" data-testid="waitlist-offer">
          {intl.formatMessage({ id: 'waitlist.entry.offer' }, { when: entry.offer.when, until: entry.offer.until })}
          <a className="btn btn-primary" href={`/app/waitlist/offers/${entry.offer.id}`} data-testid="waitlist-offer-open"><FormattedMessage id="waitlist.entry.see" /></a>
        </p>
      )}
      {entry.state !== 'left' && entry.state !== 'booked' && (
        <form method="post" action={`/app/waitlist/${entry.id}/leave`} className="inline-form">
          <FormTokenField />
          <button type="submit" className="btn btn-light" data-testid="waitlist-leave"><FormattedMessage id="waitlist.entry.leave" /></button>
        </form>
      )}
    </li>
  );
}

/** An owner's waitlists: each entry with its state; joining starts from a vet's booking page. */
export function OwnerWaitlistPage({ entries, notice = null }: { entries: WaitlistEntryView[]; notice?: Notice }) {
  const intl = useIntl();
  return (
    <DashboardLayout titleId="dash.title.myWaitlist">
      <NoticeLine notice={notice} />
      <p>{intl.formatMessage({ id: 'waitlist.owner.lead' }, { minutes: WAITLIST_HOLD_MINUTES })}</p>
      {entries.length === 0
        ? (
          <EmptyState art="no-appointments" message={intl.formatMessage({ id: 'waitlist.owner.empty' })} testId="waitlist-empty">
            <p><FormattedMessage id="waitlist.owner.emptyHint" values={{ link: (chunks) => <a href="/vet-appointments/list">{chunks}</a> }} /></p>
          </EmptyState>
        )
        : <ul className="order-list" data-testid="waitlist-entries">{entries.map((e) => <EntryCard key={e.id} entry={e} />)}</ul>}
    </DashboardLayout>
  );
}

/** The clinic's lines: each listing it manages, its switch, and who waits, in line order. */
export function ClinicWaitlistPage({ listings, notice = null }: { listings: ClinicWaitlistView[]; notice?: Notice }) {
  const intl = useIntl();
  const words = useWaitlistWords();
  const say = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  return (
    <DashboardLayout titleId="dash.title.waitlist">
      <NoticeLine notice={notice} />
      <p>{say('waitlist.clinic.lead', { minutes: WAITLIST_HOLD_MINUTES })}</p>
      {listings.length === 0 && <EmptyState art="clinic" message={say('waitlist.msg.noListing')} testId="waitlist-no-listings" />}
      {listings.map((l) => (
        <section key={l.listingId} className="card" id={`waitlist-listing-${l.listingId}`} data-testid={`waitlist-listing-${l.listingId}`} aria-labelledby={`waitlist-title-${l.listingId}`}>
          <div className="order-card-head">
            <h2 className="card-title" id={`waitlist-title-${l.listingId}`}>{l.title}</h2>
            <form method="post" action={`/app/waitlist/listings/${l.listingId}`} className="inline-form">
              <FormTokenField />
              <input type="hidden" name="enabled" value={l.enabled ? '0' : '1'} />
              <span className={`badge badge-waitlist-${l.enabled ? 'waiting' : 'paused'}`} data-testid="waitlist-switch-state">{say(l.enabled ? 'waitlist.clinic.on' : 'waitlist.clinic.off')}</span>
              {SPACE}
              <button type="submit" className="btn btn-light" data-testid="waitlist-switch">{say(l.enabled ? 'waitlist.clinic.turnOff' : 'waitlist.clinic.turnOn')}</button>
            </form>
          </div>
          {l.entries.length === 0
            ? <p data-testid="waitlist-line-empty">{say('waitlist.clinic.nobody')}</p>
            : (
              <div className="table-cards" role="region" aria-label={say('waitlist.clinic.lineLabel', { title: l.title })}>
                <table className="table" data-testid="waitlist-line">
                  <thead>
                    <tr>
                      <th scope="col">{HASH}</th><th scope="col">{say('waitlist.clinic.col.owner')}</th><th scope="col">{say('waitlist.clinic.col.type')}</th>
                      <th scope="col">{say('waitlist.clinic.col.suits')}</th><th scope="col">{say('waitlist.clinic.col.joined')}</th><th scope="col">{say('waitlist.clinic.col.held')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {l.entries.map((e) => (
                      <tr key={e.id} data-testid={`waitlist-line-entry-${e.id}`}>
                        <th scope="row">{say('waitlist.clinic.position', { position: e.position })}</th>
                        <td data-label={say('waitlist.clinic.col.owner')}>{e.customer}</td>
                        <td data-label={say('waitlist.clinic.col.type')}>{say(`consultation.${e.type}`)}</td>
                        <td data-label={say('waitlist.clinic.col.suits')}>{e.earlierThan ?? words.suits(e.days, e.windows)}</td>
                        <td data-label={say('waitlist.clinic.col.joined')}>{readerDay(e.joinedAt, intl.locale)}</td>
                        <td data-label={say('waitlist.clinic.col.held')}>{e.heldSlot ?? NONE}</td>
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
