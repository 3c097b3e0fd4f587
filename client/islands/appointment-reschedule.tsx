import { useState } from 'react';
import { GqlError } from '../lib/graphql-client.ts';
import { SOMETHING_WRONG } from '../../contracts/errors.ts';
import { SELECT_SLOT } from '../../contracts/booking-words.ts';
import { FormTokenField } from '../../views/form-token.tsx';
import { FormStatus, type SaveStatus } from '../lib/form-status.tsx';
import { rescheduleAppointment, rescheduleSlots } from './appointments/lifecycle-api.ts';
import { dateParts } from './appointments/appointment-format.ts';
import { dayInZone } from '../../contracts/intl-format.ts';

export interface AppointmentRescheduleProps {
  id: number;
  listingId: number;
  type: string;
  /** The detail page's path; the no-JavaScript forms use `?reschedule=<date>` and POST `<path>/reschedule`. */
  detailPath: string;
  /** Where the new booking's detail lives: `<basePath>/<id>`. */
  basePath: string;
  query: string;
  /** The zone the times are shown in. */
  zone: string;
  /** The date picked (YYYY-MM-DD) and its offered starts, when the server rendered them (no JavaScript). */
  date: string | null;
  slots: string[] | null;
  /** The first and last dates that can be picked (today and the booking window's last day, in the listing's zone). */
  minDate: string;
  maxDate: string;
}

/**
 * Reschedule: pick a date, then one of the times the availability engine offers on it (the same
 * rules as booking), then confirm. The new booking keeps the payment; the page moves to it.
 * Without JavaScript the date is a GET form (the server lists that day's times) and the time a POST form.
 */
export default function AppointmentReschedule(props: AppointmentRescheduleProps) {
  const [open, setOpen] = useState(props.date !== null);
  const [date, setDate] = useState(props.date ?? props.minDate);
  const [slots, setSlots] = useState<string[] | null>(props.slots);
  const [chosen, setChosen] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // What went wrong (no time chosen, a refusal), said beside Confirm and focused (client/lib/form-status.tsx).
  const [error, setError] = useState<SaveStatus>(null);
  const fail = (text: string) => setError({ kind: 'error', text });
  const tz = new URLSearchParams(props.query).get('tz');
  const shown = (slots ?? []).filter((s) => dayInZone(new Date(s), props.zone) === date);

  async function load(day: string) {
    setDate(day);
    setChosen(null);
    setSlots(null);
    setError(null);
    if (!day) return;
    try {
      setSlots(await rescheduleSlots(props.listingId, props.type, day));
    } catch (err) {
      fail(err instanceof GqlError && err.code !== 'INTERNAL_SERVER_ERROR' ? err.message : SOMETHING_WRONG);
    }
  }

  async function confirm() {
    if (!chosen) {
      fail(SELECT_SLOT);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const newId = await rescheduleAppointment(props.id, chosen);
      window.location.replace(`${props.basePath}/${newId}${props.query}${props.query ? '&' : '?'}rescheduled=1`);
    } catch (err) {
      fail(err instanceof GqlError && err.code !== 'INTERNAL_SERVER_ERROR' ? err.message : SOMETHING_WRONG);
      setBusy(false);
    }
  }

  if (!open) {
    return (
      <form method="get" action={props.detailPath} onSubmit={(e) => {
        e.preventDefault();
        setOpen(true);
        void load(date);
      }}>
        {tz && <input type="hidden" name="tz" value={tz} />}
        <input type="hidden" name="reschedule" value={props.minDate} />
        <button type="submit" className="btn btn-light" data-testid="reschedule-appointment">Reschedule</button>
      </form>
    );
  }

  return (
    <section className="reschedule-panel" aria-labelledby={`reschedule-title-${props.id}`}>
      <h3 id={`reschedule-title-${props.id}`}>Pick a new time</h3>
      <form method="get" action={props.detailPath} onSubmit={(e) => {
        e.preventDefault();
        void load(date);
      }}>
        {tz && <input type="hidden" name="tz" value={tz} />}
        <label className="field">
          <span>Date</span>
          <input type="date" name="reschedule" min={props.minDate} max={props.maxDate} value={date} data-testid="reschedule-date"
            onChange={(e) => void load(e.target.value)} />
        </label>
        <noscript><button type="submit" className="btn btn-light">Show times</button></noscript>
      </form>
      <form method="post" action={`${props.detailPath}/reschedule${props.query}`} onSubmit={(e) => {
        e.preventDefault();
        void confirm();
      }}>
        <FormTokenField />
        {slots === null && !error ? <p>Loading times...</p> : shown.length === 0 ? <p>No slots available for this date</p> : (
          <fieldset>
            <legend>Times ({props.zone})</legend>
            <ul className="slot-list">
              {shown.map((s) => (
                <li key={s}>
                  <label className="btn btn-light">
                    <input type="radio" name="slot" value={s} checked={chosen === s} data-testid="reschedule-slot" onChange={() => {
                      setChosen(s);
                      setError(null);
                    }} />
                    {' '}{dateParts(s, props.zone).time}
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        )}
        <FormStatus status={error} testId="reschedule-error" />
        <div className="form-actions">
          <button type="submit" className="btn btn-primary" data-testid="reschedule-confirm" disabled={busy || (slots !== null && shown.length === 0)}>
            {busy ? 'Please Wait...' : 'Confirm new time'}
          </button>
          <a className="btn btn-light" href={`${props.detailPath}${props.query}`} onClick={(e) => {
            e.preventDefault();
            setOpen(false);
          }}>Keep the current time</a>
        </div>
      </form>
    </section>
  );
}
