import { MainLayout } from '../../layouts/main-layout.tsx';
import { CONTACT } from '../../components/service-catalog.ts';

/** A heading that says, in plain words, what kind of failure this is. */
function headingFor(status: number): string {
  if (status === 401) return 'Please log in to continue';
  if (status === 403) return 'You do not have access to this page';
  if (status === 429) return 'Too many attempts';
  if (status >= 400 && status < 500) return 'We could not process that request';
  return 'Something went wrong on our side';
}

/**
 * Error page for any non-404 failure. `message` is already safe to show: the
 * error handler replaces internal errors with a generic sentence.
 */
export function ErrorPage({ status, message }: { status: number; message: string }) {
  return (
    <MainLayout>
      <section className="container error-page" aria-labelledby="error-title">
        <p className="error-code">Error {status}</p>
        <h1 id="error-title">{headingFor(status)}</h1>
        <p className="error-text">{message}</p>
        <div className="error-actions">
          {status === 401 ? (
            <a className="btn btn-primary" href="/login/">
              Login
            </a>
          ) : (
            <a className="btn btn-primary" href="/">
              Go Home
            </a>
          )}
          <a className="btn btn-secondary" href="/contact-us/">
            Contact us
          </a>
        </div>
        <p className="error-help">
          Still stuck? Call <a href={CONTACT.phoneHref}>{CONTACT.phoneDisplay}</a> or write to{' '}
          <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a>.
        </p>
      </section>
    </MainLayout>
  );
}
