import { MainLayout } from '../../layouts/main-layout.tsx';
import { usePageContext } from '../../page-context.tsx';
import { loginUrl } from '../../../contracts/session.ts';

const NEEDS = {
  user: {
    title: 'This needs a pet-owner account',
    have: 'a clinic account',
    text: 'Orders, bookings and pet records belong to pet owners. Log out, then log in or sign up as a pet owner to continue.',
    action: 'Log out and continue as a pet owner',
  },
  vendor: {
    title: 'This needs a clinic account',
    have: 'a pet-owner account',
    text: 'This page is for vets and clinic staff. Log out, then log in with your clinic account to continue.',
    action: 'Log out and log in as a clinic',
  },
} as const;

/**
 * Shown instead of a redirect when the signed-in person holds the other kind of account than a page needs
 * (a vet opening an owner's order form, an owner opening the vet login): it names both and offers to switch,
 * so the login page can never send them straight back where they came from.
 */
export function SwitchAccountPage({ need, continuePath }: { need: 'user' | 'vendor'; continuePath: string }) {
  const { viewer } = usePageContext();
  const copy = NEEDS[need];
  const name = viewer ? `${viewer.firstName} ${viewer.lastName}`.trim() : '';
  const next = loginUrl(need, continuePath);
  return (
    <MainLayout>
      <section className="container error-page" aria-labelledby="switch-title">
        <h1 id="switch-title">{copy.title}</h1>
        <p className="error-text">
          You are signed in as <strong>{name}</strong> with {copy.have}. {copy.text}
        </p>
        <div className="error-actions">
          <a className="btn btn-primary" href={`/app/logout?next=${encodeURIComponent(next)}`} data-testid="switch-account">
            {copy.action}
          </a>
          <a className="btn btn-secondary" href="/app">
            Back to my dashboard
          </a>
        </div>
      </section>
    </MainLayout>
  );
}
