import { FormattedMessage, useIntl } from 'react-intl';
import type { ReactNode } from 'react';
import { MainLayout } from '../../layouts/main-layout.tsx';
import { usePageContext } from '../../page-context.tsx';
import { loginUrl } from '../../../contracts/session.ts';

/** The page's words for each kind of account needed (ids `accountMsg.switch.`). */
const NEEDS = {
  user: { title: 'accountMsg.switch.user.title', text: 'accountMsg.switch.user.text', action: 'accountMsg.switch.user.action' },
  vendor: { title: 'accountMsg.switch.vendor.title', text: 'accountMsg.switch.vendor.text', action: 'accountMsg.switch.vendor.action' },
} as const;

/**
 * Shown instead of a redirect when the signed-in person holds the other kind of account than a page needs
 * (a vet opening an owner's order form, an owner opening the vet login): it names both and offers to switch,
 * so the login page can never send them straight back where they came from.
 */
export function SwitchAccountPage({ need, continuePath }: { need: 'user' | 'vendor'; continuePath: string }) {
  const { viewer } = usePageContext();
  const intl = useIntl();
  const copy = NEEDS[need];
  const name = viewer ? `${viewer.firstName} ${viewer.lastName}`.trim() : '';
  const next = loginUrl(need, continuePath);
  return (
    <MainLayout>
      <section className="container error-page" aria-labelledby="switch-title">
        <h1 id="switch-title">{intl.formatMessage({ id: copy.title })}</h1>
        <p className="error-text">
          <FormattedMessage id={copy.text} values={{ name, strong: (chunks: ReactNode[]) => <strong>{chunks}</strong> }} />
        </p>
        <div className="error-actions">
          <a className="btn btn-primary" href={`/app/logout?next=${encodeURIComponent(next)}`} data-testid="switch-account">
            {intl.formatMessage({ id: copy.action })}
          </a>
          <a className="btn btn-secondary" href="/app">
            {intl.formatMessage({ id: 'accountMsg.switch.back' })}
          </a>
        </div>
      </section>
    </MainLayout>
  );
}
