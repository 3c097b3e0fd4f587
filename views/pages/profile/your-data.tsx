import { useIntl, type IntlShape } from 'react-intl';
import { FormTokenField } from '../../form-token.tsx';
import { dateTimeFormat } from '../../../contracts/intl-format.ts';
import { EXPORT_LINK_DAYS, EXPORT_MESSAGES, type DataExportView } from '../../../contracts/data-exports.ts';
import type { MessageId } from '../../../contracts/messages/en.ts';

/** An export's moments as pages print them: the day and time in UTC, said so, in the page's language (`Intl` tag; en-US by default). */
export function exportMoment(iso: string, intlLocale = 'en-US'): string {
  return `${dateTimeFormat(intlLocale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(iso))} UTC`;
}

function megabytes(intl: IntlShape, bytes: number | null): string {
  return bytes === null ? '' : intl.formatMessage({ id: 'dataTab.export.size' }, { mb: intl.formatNumber(Math.max(0.1, Math.round(bytes / 100_000) / 10), { useGrouping: false }) });
}

/** The status line under the export's title, in the page's language. */
function statusText(intl: IntlShape, view: DataExportView | null): string {
  const when = (iso: string) => exportMoment(iso, intl.locale);
  if (!view) return intl.formatMessage({ id: 'dataTab.export.status.none' });
  if (view.status === 'queued') return intl.formatMessage({ id: 'dataTab.export.status.queued' }, { when: when(view.requestedAt) });
  if (view.status === 'ready') return intl.formatMessage({ id: 'dataTab.export.status.ready' }, { when: when(view.expiresAt!) });
  return intl.formatMessage({ id: view.status === 'failed' ? 'dataTab.export.status.failed' : 'dataTab.export.status.expired' });
}

/** The server's English notices this section knows, said in the page's language (others as they come). */
const NOTICE_IDS: Record<string, MessageId> = {
  [EXPORT_MESSAGES.requested]: 'dataTab.text.requested',
  [EXPORT_MESSAGES.oncePerDay]: 'dataTab.text.oncePerDay',
};

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
  const noticeId = notice ? NOTICE_IDS[notice.text] : undefined;
  return (
    <section className="profile-section data-export" id="your-data" aria-labelledby="your-data-title" data-testid="data-export">
      <h2 id="your-data-title">{title}</h2>
      <p>{intro}</p>
      <p className="muted">{intl.formatMessage({ id: 'dataTab.export.linkNote' }, { days: EXPORT_LINK_DAYS })}</p>
      {notice && (
        <p className={`alert ${notice.kind === 'ok' ? 'alert-success' : 'alert-error'}`} role={notice.kind === 'ok' ? 'status' : 'alert'} data-testid="data-export-notice">
          {noticeId ? intl.formatMessage({ id: noticeId }) : notice.text}
        </p>
      )}
      <p data-testid="data-export-status">{statusText(intl, latest)}</p>
      {latest?.downloadUrl && (
        <p><a className="btn btn-secondary" href={latest.downloadUrl} data-testid="data-export-download">{intl.formatMessage({ id: 'dataTab.export.download' }, { size: megabytes(intl, latest.sizeBytes) })}</a></p>
      )}
      <form method="post" action={action}>
        <FormTokenField />
        <button type="submit" className="btn btn-primary" data-testid="data-export-request">{button}</button>
      </form>
    </section>
  );
}
