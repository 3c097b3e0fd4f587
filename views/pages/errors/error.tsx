import { FormattedMessage, useIntl } from 'react-intl';
import { MainLayout } from '../../layouts/main-layout.tsx';
import { CONTACT } from '../../components/service-catalog.ts';
import type { MessageId } from '../../../contracts/messages/en.ts';
import { sayText } from '../../../contracts/messages/fill.ts';
import { usePageContext } from '../../page-context.tsx';
import { errorTexts } from './error-texts.ts';

/** A heading that says, in plain words, what kind of failure this is. */
function headingFor(status: number): MessageId {
  if (status === 401) return 'pub.error.heading.unauthenticated';
  if (status === 403) return 'pub.error.heading.forbidden';
  if (status === 429) return 'pub.error.heading.rateLimited';
  if (status >= 400 && status < 500) return 'pub.error.heading.badRequest';
  return 'pub.error.heading.server';
}

/**
 * Error page for any non-404 failure. `message` is already safe to show: the
 * error handler replaces internal errors with a generic sentence. It comes in
 * English, as the API says it; the page says it in its own language when the
 * text map knows it (error-texts.ts), else as it came.
 */
export function ErrorPage({ status, message }: { status: number; message: string }) {
  const { locale } = usePageContext();
  const intl = useIntl();
  return (
    <MainLayout>
      <section className="container error-page" aria-labelledby="error-title">
        <p className="error-code">{intl.formatMessage({ id: 'pub.error.code' }, { status })}</p>
        <h1 id="error-title"><FormattedMessage id={headingFor(status)} /></h1>
        <p className="error-text">{sayText(message, errorTexts(locale))}</p>
        <div className="error-actions">
          {status === 401 ? (
            <a className="btn btn-primary" href="/login/">
              <FormattedMessage id="pub.error.login" />
            </a>
          ) : (
            <a className="btn btn-primary" href="/">
              <FormattedMessage id="pub.error.home" />
            </a>
          )}
          <a className="btn btn-secondary" href="/contact-us/">
            <FormattedMessage id="pub.error.contact" />
          </a>
        </div>
        <p className="error-help">
          <FormattedMessage
            id="pub.error.help"
            values={{
              phone: CONTACT.phoneDisplay,
              email: CONTACT.email,
              call: (chunks) => <a href={CONTACT.phoneHref}>{chunks}</a>,
              write: (chunks) => <a href={`mailto:${CONTACT.email}`}>{chunks}</a>,
            }}
          />
        </p>
      </section>
    </MainLayout>
  );
}
