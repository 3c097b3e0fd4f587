import { useIntl } from 'react-intl';
import { FormTokenField } from '../../form-token.tsx';
import { dateTimeFormat } from '../../../contracts/intl-format.ts';
import { EXPORT_LINK_DAYS, type DataExportView } from '../../../contracts/data-exports.ts';
import type { MessageId } from '../../../contracts/messages/en.ts';

/** An export's moments as pages print them: the day and time in UTC, said so, in the page's language (`Intl` tag; en-US by default). */
export function exportMoment(iso: string, intlLocale = 'en-US'): string {
  return `${dateTimeFormat(intlLocale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(iso))} UTC`;
}

/** An export's size in MB as people read it (one decimal, at least 0.1), or null when not known. */
function megabytes(bytes: number | null): number | null {
  return bytes === null ? null : Math.max(0.1, Math.round(bytes / 100_000) / 10);
}

/** The export's status in the page's language (contracts/data-exports.ts `exportStatusText` is its English). */
function statusText(view: DataExportView | null, t: (id: MessageId, values?: Record<string, string>) => string, format: (iso: string) => string): string {
  if (!view) return t('profile.data.status.none');
  if (view.status === 'queued') return t('profile.data.status.queued', { when: format(view.requestedAt) });
  if (view.status === 'ready') return t('profile.data.status.ready', { when: format(view.expiresAt!) });
  return t(view.status === 'failed' ? 'profile.data.status.failed' : 'profile.data.status.expired');
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
  const intl = useIntl();
  const t = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const size = megabytes(latest?.sizeBytes ?? null);
  return (
    <section className="profile-section data-export" id="your-data" aria-labelledby="your-data-title" data-testid="data-export">
      <h2 id="your-data-title">{title}</h2>
      <p>{intro}</p>
      <p className="muted">{t('profile.data.linkDays', { days: EXPORT_LINK_DAYS })}</p>
      {notice && (
        <p className={`alert ${notice.kind === 'ok' ? 'alert-success' : 'alert-error'}`} role={notice.kind === 'ok' ? 'status' : 'alert'} data-testid="data-export-notice">
          {notice.text}
        </p>
      )}
      <p data-testid="data-export-status">{statusText(latest, t, (iso) => exportMoment(iso, intl.locale))}</p>
      {latest?.downloadUrl && (
        <p><a className="btn btn-secondary" href={latest.downloadUrl} data-testid="data-export-download">
          {size === null ? t('profile.data.download') : t('profile.data.downloadSize', { size: String(size) })}
        </a></p>
      )}
      <form method="post" action={action}>
        <FormTokenField />
        <button type="submit" className="btn btn-primary" data-testid="data-export-request">{button}</button>
      </form>
    </section>
  );
}
