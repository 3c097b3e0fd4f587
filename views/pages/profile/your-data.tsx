import { useIntl } from 'react-intl';
import { FormTokenField } from '../../form-token.tsx';
import { dateTimeFormat } from '../../../contracts/intl-format.ts';
import { EXPORT_LINK_DAYS, exportStatusText, type DataExportView } from '../../../contracts/data-exports.ts';

/** An export's moments as pages print them: the day and time in UTC, said so, in the page's language (`Intl` tag; en-US by default). */
export function exportMoment(iso: string, intlLocale = 'en-US'): string {
  return `${dateTimeFormat(intlLocale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(iso))} UTC`;
}

function megabytes(bytes: number | null): string {
  return bytes === null ? '' : ` (${Math.max(0.1, Math.round(bytes / 100_000) / 10)} MB)`;
}

export interface DataExportSectionProps {
  latest: DataExportView | null;
  /** Where the form posts (the owner's profile or the clinic's Data tab). */
  action: string;
  title: string;
  intro: string;
  button: string;
  notice?: { kind: 'ok' | 'error'; text: string } | null;
}

/**
 * "Download my data" (and the clinic's export): what the ZIP holds, the latest export's status with its download
 * while the link lasts, and the plain form that asks for a new one. Nothing here needs JavaScript.
 */
export function DataExportSection({ latest, action, title, intro, button, notice = null }: DataExportSectionProps) {
  const { locale } = useIntl();
  return (
    <section className="profile-section data-export" id="your-data" aria-labelledby="your-data-title" data-testid="data-export">
      <h2 id="your-data-title">{title}</h2>
      <p>{intro}</p>
      <p className="muted">{`We email you a link when it is ready; it works for ${EXPORT_LINK_DAYS} days, only when you are signed in. One export a day.`}</p>
      {notice && (
        <p className={`alert ${notice.kind === 'ok' ? 'alert-success' : 'alert-error'}`} role={notice.kind === 'ok' ? 'status' : 'alert'} data-testid="data-export-notice">
          {notice.text}
        </p>
      )}
      <p data-testid="data-export-status">{exportStatusText(latest, (iso) => exportMoment(iso, locale))}</p>
      {latest?.downloadUrl && (
        <p><a className="btn btn-secondary" href={latest.downloadUrl} data-testid="data-export-download">{`Download the ZIP${megabytes(latest.sizeBytes)}`}</a></p>
      )}
      <form method="post" action={action}>
        <FormTokenField />
        <button type="submit" className="btn btn-primary" data-testid="data-export-request">{button}</button>
      </form>
    </section>
  );
}
