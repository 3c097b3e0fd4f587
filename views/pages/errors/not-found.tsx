import { MainLayout } from '../../layouts/main-layout.tsx';
import { Illustration } from '../../components/illustrations/scenes.tsx';

/** 404 page: the spec's heading and a way back home. */
export function NotFoundPage() {
  return (
    <MainLayout>
      <section className="container error-page" aria-labelledby="not-found-title">
        <Illustration name="not-found" width={320} className="error-illustration" />
        <p className="error-code" aria-hidden="true">
          404
        </p>
        <h1 id="not-found-title">Oops! Sorry page not found</h1>
        <p className="error-text">
          The page you asked for has moved, or the link had a typo. Everything else is still here.
        </p>
        <div className="error-actions">
          <a className="btn btn-primary" href="/">
            Go Home
          </a>
          <a className="btn btn-secondary" href="/faqs/">
            Read the FAQs
          </a>
        </div>
      </section>
    </MainLayout>
  );
}
