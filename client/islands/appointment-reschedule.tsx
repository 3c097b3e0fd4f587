import { useRef, useState } from 'react';
import type { MessageId } from '../../contracts/messages/en.ts';
import { useIntl } from 'react-intl';
import { GqlError } from '../lib/graphql-client.ts';
import { FormTokenField } from '../../views/form-token.tsx';
import { FormStatus, type SaveStatus } from '../lib/form-status.tsx';
import { rescheduleAppointment, rescheduleSlots } from './appointments/lifecycle-api.ts';
import { dateParts } from './appointments/appointment-format.ts';
import { dayInZone } from '../../contracts/intl-format.ts';

/** Between a radio button and its words (a sign, no word). */
const SPACE = ' ';

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
  const intl = useIntl();
  const say = (id: MessageId, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  // A refusal's words are the API's (English); anything else is the page's 'something went wrong'.
  const problemOf = (err: unknown) => (err instanceof GqlError && err.code !== 'INTERNAL_SERVER_ERROR' ? err.message : say('appt.common.failed'));
  const fail = (text: string) => setError({ kind: 'error', text });
  const tz = new URLSearchParams(props.query).get('tz');
  const shown = (slots ?? []).filter((s) => dayInZone(new Date(s), props.zone) === date);
  // Opening loads the first day's times; a date picked meanwhile asks again. Only the latest answer is shown: an
  // earlier one arriving late would leave the picked day with no times.
  const latest = useRef(0);

  async function load(day: string) {
    const asked = ++latest.current;
    setDate(day);
    setChosen(null);
    setSlots(null);
    setError(null);
    if (!day) return;
    try {
      const offered = await rescheduleSlots(props.listingId, props.type, day);
      if (asked === latest.current) setSlots(offered);
    } catch (err) {
      if (asked === latest.current) fail(problemOf(err));
    }
  }

  async function confirm() {
    if (!chosen) {
      fail(say('appt.reschedule.selectSlot'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const newId = await rescheduleAppointment(props.id, chosen);
      window.location.replace(`${props.basePath}/${newId}${props.query}${props.query ? '&' : '?'}rescheduled=1`);
    } catch (err) {
      fail(problemOf(err));
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
        <button type="submit" className="btn btn-light" data-testid="reschedule-appointment">{say('appt.reschedule.button')}</button>
      </form>
    );
  }

  return (
    <section className="reschedule-panel" aria-labelledby={`reschedule-title-${props.id}`}>
      <h3 id={`reschedule-title-${props.id}`}>{say('appt.reschedule.title')}</h3>
      <form method="get" action={props.detailPath} onSubmit={(e) => {
        e.preventDefault();
        void load(date);
      }}>
        {tz && <input type="hidden" name="tz" value={tz} />}
        <label className="field">
          <span>{say('appt.reschedule.date')}</span>
          <input type="date" name="reschedule" min={props.minDate} max={props.maxDate} value={date} data-testid="reschedule-date"
            onChange={(e) => void load(e.target.value)} />
        </label>
        <noscript><button type="submit" className="btn btn-light">{say('appt.reschedule.showTimes')}</button></noscript>
      </form>
      <form method="post" action={`${props.detailPath}/reschedule${props.query}`} onSubmit={(e) => {
        e.preventDefault();
        void confirm();
      }}>
        <FormTokenField />
        {slots === null && !error ? <p>{say('appt.reschedule.loading')}</p> : shown.length === 0 ? <p>{say('appt.reschedule.none')}</p> : (
          <fieldset>
            <legend>{say('appt.reschedule.times', { zone: props.zone })}</legend>
            <ul className="slot-list">
              {shown.map((s) => (
                <li key={s}>
                  <label className="btn btn-light">
                    <input type="radio" name="slot" value={s} checked={chosen === s} data-testid="reschedule-slot" onChange={() => {
                      setChosen(s);
                      setError(null);
                    }} />
                    {SPACE}{dateParts(s, props.zone, intl.locale).time}
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        )}
        <FormStatus status={error} testId="reschedule-error" />
        <div className="form-actions">
          <button type="submit" className="btn btn-primary" data-testid="reschedule-confirm" disabled={busy || (slots !== null && shown.length === 0)}>
            {busy ? say('appt.common.wait') : say('appt.reschedule.confirm')}
          </button>
          <a className="btn btn-light" href={`${props.detailPath}${props.query}`} onClick={(e) => {
            e.preventDefault();
            setOpen(false);
          }}>{say('appt.reschedule.keep')}</a>
        </div>
      </form>
    </section>
  );
}
