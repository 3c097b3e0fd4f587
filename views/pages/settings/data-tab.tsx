import { FormTokenField } from '../../form-token.tsx';
import { CLOSURE_DAYS, type DataExportView } from '../../../contracts/data-exports.ts';
import { DataExportSection } from '../profile/your-data.tsx';

export interface DataTabProps {
  latest: DataExportView | null;
  notice?: { kind: 'ok' | 'error'; text: string } | null;
  /** A refused closure: each problem at its field. */
  errors?: Record<string, string>;
}

/**
 * Settings, Data (the root admin): the clinic's data exported as a ZIP, and closing the clinic. Closing asks for the
 * password and the word CLOSE, and says before anything is done what happens at once and after 14 days.
 */
export function DataTab({ latest, notice = null, errors = {} }: DataTabProps) {
  const error = (name: string) => errors[name] && <p className="field-error" id={`close-${name}-error`}>{errors[name]}</p>;
  return (
    <>
      <DataExportSection latest={latest} action="/app/settings/data/export" title="Export the clinic's data"
        intro="A ZIP file of everything we keep about your clinic: listings and schedules, appointments, the customers you served, payments and refunds, orders, reviews, your team, the activity log, the reports' rows as CSV, message transcripts and the files your team uploaded."
        button="Export the clinic's data" notice={notice} />
      <section className="profile-section profile-danger" id="close-clinic" aria-labelledby="close-clinic-title">
        <h2 id="close-clinic-title">Close the clinic</h2>
        <p>
          At once: nobody on your team can sign in, your listings leave the vet list, your site shows that the clinic has closed,
          and every appointment still to come is canceled with a full refund and the owner emailed. {`After ${CLOSURE_DAYS} days`} your
          team&apos;s names and contacts, your site, listings and uploaded files are erased; payments keep their amounts and dates.
          Export the clinic&apos;s data first if you need it.
        </p>
        <form method="post" action="/app/settings/data/close" noValidate data-testid="close-clinic">
          <FormTokenField />
          <div className="form-field">
            <label htmlFor="close-password">Your password</label>
            <input id="close-password" name="password" type="password" autoComplete="current-password" required
              aria-invalid={errors.password ? true : undefined} aria-describedby={errors.password ? 'close-password-error' : undefined} />
            {error('password')}
          </div>
          <div className="form-field">
            <label htmlFor="close-confirm">Type CLOSE to confirm</label>
            <input id="close-confirm" name="confirm" type="text" autoComplete="off" required
              aria-invalid={errors.confirm ? true : undefined} aria-describedby={errors.confirm ? 'close-confirm-error' : undefined} />
            {error('confirm')}
          </div>
          <button type="submit" className="btn btn-danger" data-testid="close-clinic-submit">Close the clinic</button>
        </form>
      </section>
    </>
  );
}

/** What the root admin reads once the clinic is closed (signed out). */
export function ClinicClosedNotice({ text }: { text: string }) {
  return (
    <main id="main" className="site-not-found" data-testid="clinic-closed-notice">
      <h1>The clinic is closed</h1>
      <p role="status">{text}</p>
      <p><a href="/">Back to the home page</a></p>
    </main>
  );
}
