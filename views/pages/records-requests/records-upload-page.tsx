import { useIntl } from 'react-intl';
import { MainLayout } from '../../layouts/main-layout.tsx';
import { Island } from '../../island.tsx';
import { usePageContext } from '../../page-context.tsx';
import RecordsUpload from '../../../client/islands/records-upload.tsx';
import type { RecordsUploadView } from '../../../contracts/records-words.ts';
import { sayText } from '../../../contracts/messages/fill.ts';
import { readerDay } from '../../../contracts/day-format.ts';
import { recordsUploadWords } from './records-words.ts';

/**
 * The clinic's page behind a records request's private link: who asks, for which pet, and the upload form. The
 * clinic has no account here: the page follows the visitor's language choice (the switch, Accept-Language).
 */
export function RecordsUploadPage({ view, token }: { view: RecordsUploadView; token: string }) {
  const intl = useIntl();
  const { locale } = usePageContext();
  return (
    <MainLayout>
      <section className="container records-upload" aria-labelledby="records-upload-title">
        <h1 id="records-upload-title">{intl.formatMessage({ id: 'recUpload.heading' }, { pet: view.petName })}</h1>
        <p>{intl.formatMessage({ id: 'recUpload.lead' }, { owner: view.ownerName, clinic: view.clinicName, pet: view.petName })}</p>
        <p className="field-hint">{intl.formatMessage({ id: 'recUpload.link' }, { date: readerDay(view.expiresAt, intl.locale) })}</p>
        <Island name="records-upload" component={RecordsUpload} props={{ token, words: recordsUploadWords(locale) }} />
      </section>
    </MainLayout>
  );
}

/** A link that opens nothing now: used, expired or unknown, said plainly (in the visitor's language). */
export function RecordsLinkRefusedPage({ message }: { message: string }) {
  const intl = useIntl();
  const { locale } = usePageContext();
  return (
    <MainLayout>
      <section className="container error-page" aria-labelledby="records-link-title">
        <h1 id="records-link-title" data-testid="records-link-refused">{sayText(message, recordsUploadWords(locale).texts)}</h1>
        <div className="error-actions"><a className="btn btn-primary" href="/">{intl.formatMessage({ id: 'pub.error.home' })}</a></div>
      </section>
    </MainLayout>
  );
}
