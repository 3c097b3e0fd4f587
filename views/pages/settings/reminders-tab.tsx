import { FormattedMessage, useIntl } from 'react-intl';
import { FormTokenField } from '../../form-token.tsx';
import type { MessageId } from '../../../contracts/messages/en.ts';
import { REMINDER_HOURS_MAX, type ReminderSettingsView } from '../../../contracts/reminders.ts';
import { AWAY_NOTICE_MINUTES } from '../../../contracts/thread-words.ts';

/** The space between the checkbox and its words. */
const GAP = ' ';

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
  const intl = useIntl();
  const field = (name: 'first' | 'second', label: MessageId) => (
    <div className="form-field">
      <label htmlFor={`reminder-${name}`}>{intl.formatMessage({ id: label })}</label>
      <input id={`reminder-${name}`} name={name} type="number" min={1} max={REMINDER_HOURS_MAX} step={1}
        defaultValue={sent ? sent[name] : settings[name] ?? ''} aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `reminder-${name}-error` : undefined} />
      {errors[name] && <p className="field-error" id={`reminder-${name}-error`}>{errors[name]}</p>}
    </div>
  );
  return (
    <section aria-labelledby="reminders-title">
      <h2 id="reminders-title"><FormattedMessage id="settings.reminders.title" /></h2>
      <p><FormattedMessage id="settings.reminders.lead" /></p>
      {notice && <div className="alert alert-success" role="status">{notice}</div>}
      <form method="post" action="/app/settings/reminders">
        <FormTokenField />
        {field('first', 'settings.reminders.first')}
        {field('second', 'settings.reminders.second')}
        <h3><FormattedMessage id="settings.reminders.messages" /></h3>
        <div className="form-field form-check">
          <label>
            <input type="checkbox" name="messageSms" defaultChecked={sent ? sent.messageSms : settings.messageSms} data-testid="message-sms" />
            {GAP}<FormattedMessage id="settings.reminders.messageSms" />
          </label>
          <p className="muted"><FormattedMessage id="settings.reminders.messageSmsNote" values={{ minutes: String(AWAY_NOTICE_MINUTES) }} /></p>
        </div>
        <div className="form-actions"><button type="submit" className="btn btn-primary" data-testid="save-reminders"><FormattedMessage id="settings.save" /></button></div>
      </form>
    </section>
  );
}
