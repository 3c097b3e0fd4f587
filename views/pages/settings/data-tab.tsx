import { useIntl } from 'react-intl';
import { FormTokenField } from '../../form-token.tsx';
import { CLINIC_CLOSURE, CLOSURE_DAYS, type DataExportView } from '../../../contracts/data-exports.ts';
import type { MessageId } from '../../../contracts/messages/en.ts';
import { DataExportSection } from '../profile/your-data.tsx';

export interface DataTabProps {
  latest: DataExportView | null;
  notice?: { kind: 'ok' | 'error'; text: string } | null;
  /** A refused closure: each problem at its field. */
  errors?: Record<string, string>;
}

/** The closure's English messages (contracts/data-exports.ts) the tab says in the page's language; others as they come. */
const CLOSURE_TEXT_IDS: Record<string, MessageId> = {
  [CLINIC_CLOSURE.passwordRequired]: 'dataTab.text.passwordRequired',
  [CLINIC_CLOSURE.confirmRequired]: 'dataTab.text.confirmRequired',
  [CLINIC_CLOSURE.wrongPassword]: 'dataTab.text.wrongPassword',
  [CLINIC_CLOSURE.closed]: 'dataTab.text.closed',
};

/** A server message in the page's language when the tab knows it. */
function useClosureText(): (text: string) => string {
  const intl = useIntl();
  return (text) => (CLOSURE_TEXT_IDS[text] ? intl.formatMessage({ id: CLOSURE_TEXT_IDS[text] }, { days: CLOSURE_DAYS }) : text);
}

/**
 * Settings, Data (the root admin): the clinic's data exported as a ZIP, and closing the clinic. Closing asks for the
 * password and the word CLOSE, and says before anything is done what happens at once and after 14 days.
 */
export function DataTab({ latest, notice = null, errors = {} }: DataTabProps) {
  const intl = useIntl();
  const text = useClosureText();
  const say = (id: MessageId) => intl.formatMessage({ id });
  const error = (name: string) => errors[name] && <p className="field-error" id={`close-${name}-error`}>{text(errors[name])}</p>;
  return (
    <>
      <DataExportSection latest={latest} action="/app/settings/data/export" title={say('dataTab.export.title')}
        intro={say('dataTab.export.intro')} button={say('dataTab.export.button')} notice={notice} />
      <section className="profile-section profile-danger" id="close-clinic" aria-labelledby="close-clinic-title">
        <h2 id="close-clinic-title">{say('dataTab.close.title')}</h2>
        <p>{intl.formatMessage({ id: 'dataTab.close.text' }, { days: CLOSURE_DAYS })}</p>
        <form method="post" action="/app/settings/data/close" noValidate data-testid="close-clinic">
          <FormTokenField />
          <div className="form-field">
            <label htmlFor="close-password">{say('dataTab.close.password')}</label>
            <input id="close-password" name="password" type="password" autoComplete="current-password" required
              aria-invalid={errors.password ? true : undefined} aria-describedby={errors.password ? 'close-password-error' : undefined} />
            {error('password')}
          </div>
          <div className="form-field">
            <label htmlFor="close-confirm">{say('dataTab.close.confirm')}</label>
            <input id="close-confirm" name="confirm" type="text" autoComplete="off" required
              aria-invalid={errors.confirm ? true : undefined} aria-describedby={errors.confirm ? 'close-confirm-error' : undefined} />
            {error('confirm')}
          </div>
          <button type="submit" className="btn btn-danger" data-testid="close-clinic-submit">{say('dataTab.close.submit')}</button>
        </form>
      </section>
    </>
  );
}

/** What the root admin reads once the clinic is closed (signed out). */
export function ClinicClosedNotice({ text }: { text: string }) {
  const intl = useIntl();
  const say = useClosureText();
  return (
    <main id="main" className="site-not-found" data-testid="clinic-closed-notice">
      <h1>{intl.formatMessage({ id: 'dataTab.closed.title' })}</h1>
      <p role="status">{say(text)}</p>
      <p><a href="/">{intl.formatMessage({ id: 'dataTab.closed.home' })}</a></p>
    </main>
  );
}
