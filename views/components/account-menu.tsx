import type { FeaturesView, ViewerView } from '../page-context.tsx';
import { dashboardMenu, isMenuCurrent, type MenuItem } from './dashboard-menu.ts';
import { initialsOf } from './monogram.ts';
import { useShellWords } from './shell-words.ts';

export { initialsOf };

/**
 * The viewer's picture, or their initials on a coloured disc. `decorative` when the text beside it already
 * names the person (the header's Menu button, the menu's 'Signed in as').
 */
export function Avatar({ viewer, size = 36, decorative = false }: { viewer: ViewerView; size?: number; decorative?: boolean }) {
  const fullName = `${viewer.firstName} ${viewer.lastName}`.trim();
  const style = size === 36 ? undefined : { width: size, height: size, fontSize: size * 0.4 };
  if (viewer.pic) {
    return <img className="avatar" src={viewer.pic} alt={decorative ? '' : fullName} width={size} height={size} style={style} />;
  }
  return (
    <span className="avatar avatar-initials" aria-hidden="true" style={style}>
      {initialsOf(viewer.firstName, viewer.lastName)}
    </span>
  );
}

/**
 * Signed-in menu in the header: avatar button with Dashboard and Logout.
 * An HTML popover (see site-header.tsx), so it opens by click or keyboard and
 * closes on Escape or an outside click without JavaScript.
 */
export function AccountMenu({ viewer }: { viewer: ViewerView }) {
  const words = useShellWords();
  const fullName = `${viewer.firstName} ${viewer.lastName}`.trim();
  return (
    <div className="dropdown account-menu">
      <button type="button" className="account-button menu-button" popoverTarget="account-menu">
        <Avatar viewer={viewer} />
        <span className="visually-hidden">
          {viewer.pic ? words.text('dash.shell.accountMenu') : words.accountMenuFor(fullName)}
        </span>
        <span className="chevron" aria-hidden="true" />
      </button>
      <div id="account-menu" className="dropdown-panel dropdown-panel-end" popover="auto">
        <p className="dropdown-meta">
          {words.text('dash.shell.signedInAs')} <strong>{fullName}</strong>
        </p>
        <ul className="dropdown-list">
          <SignedInLinks />
        </ul>
      </div>
    </div>
  );
}

/** The signed-in person's two destinations, as list items for the avatar menu. */
export function SignedInLinks() {
  const words = useShellWords();
  return (
    <>
      <li>
        <a href="/app">{words.text('dash.shell.dashboard')}</a>
      </li>
      <li>
        <a href="/app/logout">{words.text('dash.shell.logout')}</a>
      </li>
    </>
  );
}

/**
 * The dashboard's pages for the viewer's role, then Logout, as list items: the header's Menu on a phone,
 * where the dashboard's side menu does not fit.
 */
export function AccountLinks({ viewer, features, path }: { viewer: ViewerView; features: FeaturesView; path: string }) {
  const words = useShellWords();
  return (
    <>
      {dashboardMenu(viewer, features).map((item) => (
        <li key={item.href}>
          <a href={item.href} aria-current={isMenuCurrent(path, item.href) ? 'page' : undefined}><MenuLabel item={item} /></a>
        </li>
      ))}
      <li>
        <a href="/app/logout">{words.text('dash.shell.logout')}</a>
      </li>
    </>
  );
}

/** A menu entry's label, with its unread count when it has one (the side menu and the header's Menu). */
export function MenuLabel({ item }: { item: MenuItem }) {
  const words = useShellWords();
  const label = words.text(item.labelId);
  if (!item.count) return <>{label}</>;
  const said = ` (${words.unread(item.count)})`;
  return (
    <>
      {label}{' '}
      <span className="records-count menu-count" data-testid="menu-unread" aria-hidden="true">{item.count}</span>
      <span className="visually-hidden">{said}</span>
    </>
  );
}

/** 'Signed in as' with the avatar, heading the account links in the header's Menu. */
export function SignedInAs({ viewer }: { viewer: ViewerView }) {
  const words = useShellWords();
  return (
    <p className="mobile-menu-account">
      <Avatar viewer={viewer} size={40} decorative />
      <span>
        <span className="mobile-menu-account-label">{words.text('dash.shell.signedInAs')}</span> <strong>{`${viewer.firstName} ${viewer.lastName}`.trim()}</strong>
      </span>
    </p>
  );
}
