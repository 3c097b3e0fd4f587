import { useIntl } from 'react-intl';
import { usePageContext, type SiteView } from '../page-context.tsx';
import { PawIcon } from './paw-icon.tsx';
import { SERVICES } from './service-catalog.ts';
import { serviceText } from './service-text.ts';
import { AccountLinks, AccountMenu, Avatar, SignedInAs } from './account-menu.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { ShellWordsFromIntl } from './shell-words-intl.tsx';
import { MemoElement } from '../subtree-memo.tsx';

/*
 * The header must work with no JavaScript at all (most pages ship none), so
 * its menus are HTML popovers: a <button popovertarget> opens the panel by
 * click, Enter or Space; the browser closes it on Escape (returning focus to
 * the button) and on a click outside, and exposes the button's expanded
 * state. The panels stay lists of plain links, the disclosure-navigation
 * pattern (no menu roles, so no arrow-key contract). The desktop nav and the
 * mobile menu are two renderings of the same links; CSS shows exactly one of
 * them (display:none also hides the other from assistive technology).
 */

/** The product's name: a name, the same in every language. */
export const PRODUCT_NAME = 'Petcare';

function isCurrent(path: string, href: string): boolean {
  return path === href || path === href.replace(/\/$/, '');
}

function currentProps(path: string, href: string) {
  return isCurrent(path, href) ? { 'aria-current': 'page' as const } : {};
}

/** The site's name or logo, linking home: the header's, and the one pages without a header (checkout) keep. */
export function Brand({ site }: { site: SiteView }) {
  if (site.kind === 'vendor') {
    return (
      <a className="brand brand-vendor" href="/">
        {site.logo ? (
          <>
            <img className="brand-logo" src={site.logo} alt={site.name} width={160} height={40} />
            {/* The logo's alt text already names the practice for screen readers. */}
            <span className="brand-name" aria-hidden="true">{site.name}</span>
          </>
        ) : (
          <span className="brand-name">{site.name}</span>
        )}
      </a>
    );
  }
  return (
    <a className="brand" href="/">
      <PawIcon />
      <span className="brand-name">{PRODUCT_NAME}</span>
    </a>
  );
}

/**
 * Outside the service pages (every signed-in page among them) the services menus read nothing but the page's
 * language, so the server renders them once per language and reuses their HTML (views/subtree-memo.tsx): the two
 * menus are most of the header's elements. On a service page its link is marked current, so they render as usual.
 */
const OUTSIDE_SERVICES = { desktop: {}, mobile: {} };
const inServices = (path: string) => SERVICES.some((s) => isCurrent(path, s.href));

function ServicesDropdown({ path }: { path: string }) {
  if (inServices(path)) return <div className="dropdown"><ServicesDropdownBody path={path} /></div>;
  return <MemoElement tag="div" of={OUTSIDE_SERVICES.desktop} attrs={{ className: 'dropdown' }}><ServicesDropdownBody path="" /></MemoElement>;
}

function ServicesDropdownBody({ path }: { path: string }) {
  const intl = useIntl();
  return (
    <>
      <button type="button" className={inServices(path) ? 'nav-link menu-button is-active' : 'nav-link menu-button'} popoverTarget="services-menu">
        {intl.formatMessage({ id: 'layout.nav.services' })} <span className="chevron" aria-hidden="true" />
      </button>
      <div id="services-menu" className="dropdown-panel dropdown-panel-services" popover="auto">
        <ul className="dropdown-list">
          {SERVICES.map((s) => (
            <li key={s.slug}>
              <a href={s.href} {...currentProps(path, s.href)}>
                <span className="dropdown-title">{serviceText(intl, s).name}</span>
                <span className="dropdown-hint">{serviceText(intl, s).price}</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}

/** The phone menu's services (see ServicesDropdown). */
function MobileServices({ path }: { path: string }) {
  if (inServices(path)) return <ul className="mobile-menu-list" aria-labelledby="mobile-services-heading"><MobileServicesBody path={path} /></ul>;
  return (
    <MemoElement tag="ul" of={OUTSIDE_SERVICES.mobile} attrs={{ className: 'mobile-menu-list', 'aria-labelledby': 'mobile-services-heading' }}>
      <MobileServicesBody path="" />
    </MemoElement>
  );
}

function MobileServicesBody({ path }: { path: string }) {
  const intl = useIntl();
  return SERVICES.map((s) => (
    <li key={s.slug}>
      <a href={s.href} {...currentProps(path, s.href)}>
        {serviceText(intl, s).name}
      </a>
    </li>
  ));
}

function LoginOrAccount() {
  const intl = useIntl();
  const { viewer } = usePageContext();
  if (!viewer) {
    return (
      <a className="btn btn-secondary btn-small" href="/login/">
        {intl.formatMessage({ id: 'layout.nav.login' })}
      </a>
    );
  }
  return <AccountMenu viewer={viewer} />;
}

/** Desktop navigation (850px and wider). */
function DesktopNav({ site, path }: { site: SiteView; path: string }) {
  const intl = useIntl();
  const { viewer } = usePageContext();
  return (
    <nav className="site-nav site-nav-desktop" aria-label={intl.formatMessage({ id: 'layout.nav.main' })}>
      <ul className="nav-list">
        {site.kind === 'main' && (
          <>
            <li>
              <ServicesDropdown path={path} />
            </li>
            <li>
              <a className="nav-link" href="/for-vet/" {...currentProps(path, '/for-vet/')}>
                {intl.formatMessage({ id: 'layout.nav.forVets' })}
              </a>
            </li>
          </>
        )}
        <li>
          <LanguageSwitch othersOnly />
        </li>
        <li data-account-slot={viewer ? undefined : 'menu'}>
          <LoginOrAccount />
        </li>
      </ul>
    </nav>
  );
}

/**
 * Mobile navigation (under 850px): one "Menu" button revealing every link. For a signed-in person the button
 * shows their avatar and the panel starts with their dashboard's pages, which replace the dashboard's side
 * menu on a phone.
 */
function MobileNav({ site, path }: { site: SiteView; path: string }) {
  const intl = useIntl();
  const { viewer, features } = usePageContext();
  return (
    <div className="mobile-menu">
      <button type="button" className="mobile-menu-button" popoverTarget="mobile-menu">
        {/* An island that signs someone in without leaving the page fills the account slots (client/lib/signed-in-header.tsx). */}
        <span className="mobile-menu-badge" data-account-slot={viewer ? undefined : 'badge'}>
          {viewer && <Avatar viewer={viewer} size={28} decorative />}
        </span>
        <span className="hamburger" aria-hidden="true" />
        {intl.formatMessage({ id: 'layout.nav.menu' })}
      </button>
      <nav id="mobile-menu" className="site-nav site-nav-mobile" aria-label={intl.formatMessage({ id: 'layout.nav.main' })} popover="auto">
        {viewer && (
          <>
            <SignedInAs viewer={viewer} />
            <ul className="mobile-menu-list" aria-label={intl.formatMessage({ id: 'layout.nav.yourAccount' })}>
              <AccountLinks viewer={viewer} features={features} path={path} />
            </ul>
          </>
        )}
        {site.kind === 'main' && (
          <>
            <p className="mobile-menu-heading" id="mobile-services-heading">
              {intl.formatMessage({ id: 'layout.nav.services' })}
            </p>
            <MobileServices path={path} />
            <ul className="mobile-menu-list">
              <li>
                <a href="/for-vet/" {...currentProps(path, '/for-vet/')}>
                  {intl.formatMessage({ id: 'layout.nav.forVets' })}
                </a>
              </li>
            </ul>
          </>
        )}
        {!viewer && (
          <div data-account-slot="links" data-pets={features.pets ? '1' : '0'}>
            <ul className="mobile-menu-list">
              <li>
                <a href="/login/">{intl.formatMessage({ id: 'layout.nav.login' })}</a>
              </li>
            </ul>
          </div>
        )}
        <LanguageSwitch className="language-switch-mobile" />
      </nav>
    </div>
  );
}

/** The site header: brand, services menu, For Vets and the login or account menu. */
export function SiteHeader() {
  const { site, path } = usePageContext();
  return (
    <header className="site-header">
      <div className="container header-inner">
        <Brand site={site} />
        {/* The account menu and the dashboard's pages in the page's language. */}
        <ShellWordsFromIntl>
          <DesktopNav site={site} path={path} />
          <MobileNav site={site} path={path} />
        </ShellWordsFromIntl>
      </div>
    </header>
  );
}
