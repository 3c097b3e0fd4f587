import { FormTokenField } from '../../form-token.tsx';
import { REMINDER_HOURS_MAX, type ReminderSettingsView } from '../../../contracts/reminders.ts';
import { AWAY_NOTICE_MINUTES } from '../../../contracts/thread-words.ts';

export interface RemindersTabProps {
  settings: ReminderSettingsView;
  /** The values sent when a save was refused, so the form shows what was typed. */
  sent?: { first: string; second: string; messageSms: boolean } | null;
  errors?: Record<string, string>;
  notice?: string | null;
}

/**
 * Settings, Reminders: when the clinic's owners are reminded of an appointment by email and SMS
 * (hours before the slot). A plain form: nothing here needs JavaScript.
 */
export function RemindersTab({ settings, sent = null, errors = {}, notice = null }: RemindersTabProps) {
  const field = (name: 'first' | 'second', label: string) => (
    <div className="form-field">
      <label htmlFor={`reminder-${name}`}>{label}</label>
      <input id={`reminder-${name}`} name={name} type="number" min={1} max={REMINDER_HOURS_MAX} step={1}
        defaultValue={sent ? sent[name] : settings[name] ?? ''} aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `reminder-${name}-error` : undefined} />
      {errors[name] && <p className="field-error" id={`reminder-${name}-error`}>{errors[name]}</p>}
    </div>
  );
  return (
    <section aria-labelledby="reminders-title">
      <h2 id="reminders-title">Appointment reminders</h2>
      <p>Owners are reminded by email and, when they gave a mobile number, by SMS. Leave a field empty to send no such reminder.</p>
      {notice && <div className="alert alert-success" role="status">{notice}</div>}
      <form method="post" action="/app/settings/reminders">
        <FormTokenField />
        {field('first', 'First reminder (hours before the appointment)')}
        {field('second', 'Second reminder (hours before the appointment)')}
        <h3>Messages</h3>
        <div className="form-field form-check">
          <label>
            <input type="checkbox" name="messageSms" defaultChecked={sent ? sent.messageSms : settings.messageSms} data-testid="message-sms" />
            {' '}Text the owner too when a message from the clinic waits unread
          </label>
          <p className="muted">{`Owners are emailed when a message waits for them, at most once every ${AWAY_NOTICE_MINUTES} minutes per appointment; this adds an SMS to their verified mobile number, with the first line of the message.`}</p>
        </div>
        <div className="form-actions"><button type="submit" className="btn btn-primary" data-testid="save-reminders">Save</button></div>
      </form>
    </section>
  );
}
