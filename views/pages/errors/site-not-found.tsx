import { Illustration } from '../../components/illustrations/scenes.tsx';

/**
 * Shown when the Host matches neither the main site nor any vendor site. No
 * main-site header or footer: we do not know whose site the visitor expected.
 */
export function SiteNotFoundPage() {
  return (
    <main id="main" className="site-not-found">
      <Illustration name="site-not-found" width={320} className="error-illustration" />
      <h1>Site not found</h1>
      <p>There is no clinic website at this address; please check the link, or ask the practice for its current web address.</p>
    </main>
  );
}
