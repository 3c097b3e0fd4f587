import type { ReactNode } from 'react';
import { FormTokenField } from '../form-token.tsx';
import type { OpsFlashView } from '../pages/ops/ops-parts.tsx';
import { Flash } from '../pages/ops/ops-parts.tsx';

export const OPS_NAV = [
  { href: '/ops/clinics', label: 'Clinics' },
  { href: '/ops/money', label: 'Money' },
  { href: '/ops/queues', label: 'Queues' },
  { href: '/ops/health', label: 'Health' },
  { href: '/ops/audit', label: 'Audit log' },
] as const;

/**
 * The operator console's frame: its own header (never the owners' or clinics' menus), the console's pages as a
 * row of links that wraps on a phone, who is signed in and Sign out. `operator` is null on the sign-in pages.
 */
export function OpsLayout({ operator, current, flash, children }: {
  operator: { email: string } | null; current?: string; flash?: OpsFlashView | null; children: ReactNode;
}) {
  return (
    <div className="page ops-page">
      <a className="skip-link" href="#main">Skip to content</a>
      <header className="ops-header">
        <div className="container ops-header-row">
          <span className="ops-brand">Petcare operators</span>
          {operator && (
            <form method="post" action="/ops/logout" className="ops-signout">
              <FormTokenField />
              <span className="ops-who" data-testid="ops-operator">{operator.email}</span>
              <button type="submit" className="btn btn-light btn-small" data-testid="ops-logout">Sign out</button>
            </form>
          )}
        </div>
        {operator && (
          <nav className="container ops-nav" aria-label="Console">
            {OPS_NAV.map((item) => (
              <a key={item.href} href={item.href} aria-current={current === item.href ? 'page' : undefined}>{item.label}</a>
            ))}
          </nav>
        )}
      </header>
      <main id="main" className="container ops-main" tabIndex={-1}>
        <Flash flash={flash ?? null} />
        {children}
      </main>
    </div>
  );
}
