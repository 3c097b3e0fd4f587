import { FormattedMessage } from 'react-intl';
import { DashboardLayout } from '../../layouts/dashboard-layout.tsx';
import { FormTokenField } from '../../form-token.tsx';
import { WEEKDAYS } from '../../../contracts/listings.ts';
import { WAITLIST_HOLD_MINUTES, WAITLIST_MAX_WINDOWS, WAITLIST_MESSAGES, type WaitlistJoinView } from '../../../contracts/waitlist.ts';
import { useWaitlistWords } from './waitlist-words.ts';

/** The empty choice of a time, not a word. */
const NONE = '-';

export interface WaitlistJoinPageProps {
  view: WaitlistJoinView;
  /** What was sent when the form was refused. */
  sent: Record<string, unknown> | null;
  errors: Record<string, string>;
  message: string | null;
}

/** Half-hour steps of a day, 'HH:mm'. */
const TIMES = Array.from({ length: 48 }, (_, i) => `${String(Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`);

const sentText = (sent: Record<string, unknown> | null, key: string) => (typeof sent?.[key] === 'string' ? (sent[key] as string) : '');
const sentDays = (sent: Record<string, unknown> | null): string[] => {
  const v = sent?.days;
  return v === undefined ? [] : Array.isArray(v) ? v.map(String) : [String(v)];
};

function FieldError({ id, text }: { id: string; text?: string }) {
  const words = useWaitlistWords();
  return text ? <p className="field-error" id={`${id}-error`}>{words.message(text)}</p> : null;
}

/** The join form (plain, works without JavaScript): the consultation, days, up to three windows, or earlier than a booking. */
export function WaitlistJoinPage({ view, sent, errors, message }: WaitlistJoinPageProps) {
  const chosenType = sentText(sent, 'type') || view.type || view.types[0]?.type || '';
  const days = sentDays(sent);
  const words = useWaitlistWords();
  return (
    <DashboardLayout titleId="dash.title.joinWaitlist">
      {message && <p className="alert alert-error" role="alert" data-testid="waitlist-join-error">{words.message(message)}</p>}
      <section className="card" aria-labelledby="waitlist-join-title">
        <h2 id="waitlist-join-title">{view.title}</h2>
        {view.line1 && <p className="order-card-meta">{view.line1}</p>}
        {!view.enabled
          ? <p data-testid="waitlist-off">{words.message(WAITLIST_MESSAGES.off)}</p>
          : (
            <form method="post" action="/app/waitlist" data-testid="waitlist-join-form" className="waitlist-form">
              <FormTokenField />
              <input type="hidden" name="listingId" value={view.listingId} />
              <p><FormattedMessage id="waitlist.join.lead" values={{ minutes: WAITLIST_HOLD_MINUTES, zone: view.timezone }} /></p>
              <div className="form-field">
                <label htmlFor="waitlist-type"><FormattedMessage id="waitlist.join.type" /></label>
                <select id="waitlist-type" name="type" defaultValue={chosenType} {...(errors.type ? { 'aria-invalid': true, 'aria-describedby': 'waitlist-type-error' } : {})}>
                  {view.types.map((t) => <option key={t.type} value={t.type}>{t.label}</option>)}
                </select>
                <FieldError id="waitlist-type" text={errors.type} />
              </div>
              <fieldset className="waitlist-days">
                <legend><FormattedMessage id="waitlist.join.days" /></legend>
                {WEEKDAYS.map((d) => (
                  <label key={d} className="checkbox-label">
                    <input type="checkbox" name="days" value={d} defaultChecked={days.includes(d)} data-testid={`waitlist-day-${d}`} /> {words.day(d)}
                  </label>
                ))}
                <FieldError id="waitlist-days" text={errors.days} />
              </fieldset>
              <fieldset className="waitlist-windows">
                <legend><FormattedMessage id="waitlist.join.hours" /></legend>
                {Array.from({ length: WAITLIST_MAX_WINDOWS }, (_, i) => i + 1).map((n) => (
                  <div key={n} className="waitlist-window">
                    <label htmlFor={`waitlist-from${n}`}><FormattedMessage id="waitlist.join.from" /></label>
                    <select id={`waitlist-from${n}`} name={`from${n}`} defaultValue={sentText(sent, `from${n}`)} data-testid={`waitlist-from${n}`}>
                      <option value="">{NONE}</option>
                      {TIMES.map((t) => <option key={t} value={t}>{t}</option>)}
                    </select>
                    <label htmlFor={`waitlist-to${n}`}><FormattedMessage id="waitlist.join.to" /></label>
                    <select id={`waitlist-to${n}`} name={`to${n}`} defaultValue={sentText(sent, `to${n}`)} data-testid={`waitlist-to${n}`}
                      {...(errors[`to${n}`] ? { 'aria-invalid': true, 'aria-describedby': `waitlist-to${n}-error` } : {})}>
                      <option value="">{NONE}</option>
                      {TIMES.slice(1).concat('23:59').map((t) => <option key={t} value={t}>{t}</option>)}
                    </select>
                    <FieldError id={`waitlist-to${n}`} text={errors[`to${n}`] ?? errors[`from${n}`]} />
                  </div>
                ))}
              </fieldset>
              {view.bookings.length > 0 && (
                <div className="form-field">
                  <label htmlFor="waitlist-before"><FormattedMessage id="waitlist.join.before" /></label>
                  <select id="waitlist-before" name="beforeBookingId" defaultValue={sentText(sent, 'beforeBookingId')}>
                    <option value=""><FormattedMessage id="waitlist.join.beforeNone" /></option>
                    {view.bookings.map((b) => <option key={b.id} value={b.id}>{b.label}</option>)}
                  </select>
                  <FieldError id="waitlist-before" text={errors.beforeBookingId} />
                </div>
              )}
              <div className="form-actions"><button type="submit" className="btn btn-primary" data-testid="waitlist-join"><FormattedMessage id="waitlist.join.submit" /></button></div>
            </form>
          )}
      </section>
    </DashboardLayout>
  );
}
