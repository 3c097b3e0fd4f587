import { useEffect, useState } from 'react';
import { fetchBookingWindow, fetchSlots } from './api.ts';
import { failureText } from '../../lib/graphql-client.ts';
import { canonicalZone } from '../../../contracts/time-zone.ts';
import type { ConsultationType, WizardListing } from './types.ts';
import { NO_SLOTS, NOT_AVAILABLE } from '../../../contracts/booking-words.ts';
import { useSay } from './words.tsx';
import { ORDER_FAILED } from '../../../contracts/errors.ts';
import { CONSULTATION_OFFER_LABEL } from '../../../contracts/consultations.ts';
import { dayInZone } from '../../../contracts/intl-format.ts';

/** The date as the listing's zone reads a slot: slots of the selected day only. */
const dateIn = (iso: string, timeZone: string) => dayInZone(new Date(iso), timeZone);

/**
 * Stage 2: type, date and time, from the availability engine. The date picker runs from today to the
 * last day of the booking window, both in the listing's zone as the server counts them (not the
 * browser's clock or UTC), so an evening in Los Angeles can still book today.
 */
export function SlotStage({ listing, fixedType, onPick }: {
  listing: WizardListing; fixedType: ConsultationType | null; onPick: (type: ConsultationType, slot: string, timezone: string) => void;
}) {
  const say = useSay();
  const types = listing.consultations.filter((c) => !fixedType || c.type === fixedType);
  const [type, setType] = useState<ConsultationType | null>(types.length === 1 ? types[0].type : null);
  const [date, setDate] = useState('');
  const [state, setState] = useState<{ slots: string[]; timezone: string } | 'loading' | 'error' | null>(null);
  const [error, setError] = useState(ORDER_FAILED);
  const [dates, setDates] = useState<{ firstDate: string; lastDate: string } | null>(null);

  useEffect(() => {
    let live = true;
    setDates(null);
    // Without the window the picker is simply unbounded: the lookup still answers for any date.
    fetchBookingWindow(listing.id).then((w) => live && setDates(w)).catch(() => undefined);
    return () => { live = false; };
  }, [listing.id]);

  useEffect(() => {
    if (!type || !date) return setState(null);
    let live = true;
    setState('loading');
    fetchSlots(listing.id, type, date)
      .then((r) => live && setState({ timezone: r.timezone, slots: r.slots.filter((s) => dateIn(s, r.timezone) === date) }))
      .catch((err) => {
        if (!live) return;
        setError(failureText(err, ORDER_FAILED));
        setState('error');
      });
    return () => { live = false; };
  }, [listing.id, type, date]);

  if (types.length === 0) return <p className="booking-empty">{say.text(NOT_AVAILABLE)}</p>;
  return (
    <div className="slot-stage">
      <fieldset className="type-choices">
        <legend>{say('booking.slot.type')}</legend>
        {types.map((c) => (
          <button key={c.type} type="button" className="type-choice" aria-pressed={type === c.type} onClick={() => setType(c.type)}>
            {say('booking.slot.choice', { consultation: say.text(CONSULTATION_OFFER_LABEL[c.type]), minutes: c.duration, price: say.price(c.price) })}
          </button>
        ))}
      </fieldset>
      {type && (
        <div className="form-field">
          <label htmlFor="wizard-date">{say('booking.slot.date')}</label>
          <input id="wizard-date" type="date" value={date} min={dates?.firstDate} max={dates?.lastDate}
            onChange={(e) => setDate(e.target.value)} />
        </div>
      )}
      {type && !date && <p className="booking-hint">{say('booking.slot.selectDate')}</p>}
      {state === 'loading' && <p className="booking-hint">{say('booking.loading')}</p>}
      {state === 'error' && <p className="alert alert-error">{say.text(error)}</p>}
      {state && typeof state === 'object' && (state.slots.length === 0
        ? <p className="booking-empty">{say.text(NO_SLOTS)}</p>
        : (
          <>
            <p className="slot-zone">{say('booking.slot.timesIn', { zone: canonicalZone(state.timezone) })}</p>
            <ul className="slot-list">
              {state.slots.map((s) => (
                <li key={s}>
                  <button type="button" className="slot" data-slot={s} onClick={() => onPick(type!, s, state.timezone)}>
                    {say.time(s, state.timezone)}
                  </button>
                </li>
              ))}
            </ul>
          </>
        ))}
    </div>
  );
}
