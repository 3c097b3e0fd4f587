import { MainLayout } from '../../layouts/main-layout.tsx';
import { Island } from '../../island.tsx';
import RecordsUpload from '../../../client/islands/records-upload.tsx';
import type { RecordsUploadView } from '../../../contracts/records-words.ts';

/** The clinic's page behind a records request's private link: who asks, for which pet, and the upload form. */
export function RecordsUploadPage({ view, token }: { view: RecordsUploadView; token: string }) {
  return (
    <MainLayout>
      <section className="container records-upload" aria-labelledby="records-upload-title">
        <h1 id="records-upload-title">{`Medical records for ${view.petName}`}</h1>
        <p>{`${view.ownerName} asks ${view.clinicName} to send ${view.petName}'s medical records. The signed release authorisation is attached to the email that brought you here.`}</p>
        <p className="field-hint">{`This private link works once, until ${view.expiresAt.slice(0, 10)} (UTC). No account is needed.`}</p>
        <Island name="records-upload" component={RecordsUpload} props={{ token }} />
      </section>
    </MainLayout>
  );
}

/** A link that opens nothing now: used, expired or unknown, said plainly. */
export function RecordsLinkRefusedPage({ message }: { message: string }) {
  return (
    <MainLayout>
      <section className="container error-page" aria-labelledby="records-link-title">
        <h1 id="records-link-title" data-testid="records-link-refused">{message}</h1>
        <div className="error-actions"><a className="btn btn-primary" href="/">Go Home</a></div>
      </section>
    </MainLayout>
  );
}
