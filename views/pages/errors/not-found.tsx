import { FormattedMessage } from 'react-intl';
import { MainLayout } from '../../layouts/main-layout.tsx';
import { Illustration } from '../../components/illustrations/scenes.tsx';

/** 404 page: the spec's heading and a way back home. */
export function NotFoundPage() {
  return (
    <MainLayout>
      <section className="container error-page" aria-labelledby="not-found-title">
        <Illustration name="not-found" width={320} className="error-illustration" />
        <p className="error-code" aria-hidden="true">
          {404}
        </p>
        <h1 id="not-found-title"><FormattedMessage id="pub.notFound.heading" /></h1>
        <p className="error-text">
          <FormattedMessage id="pub.notFound.text" />
        </p>
        <div className="error-actions">
          <a className="btn btn-primary" href="/">
            <FormattedMessage id="pub.error.home" />
          </a>
          <a className="btn btn-secondary" href="/faqs/">
            <FormattedMessage id="pub.notFound.faqs" />
          </a>
        </div>
      </section>
    </MainLayout>
  );
}
