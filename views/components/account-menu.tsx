import type { ViewerView } from '../page-context.tsx';

/** Up to two capital letters from the viewer's names, for the avatar fallback. */
export function initialsOf(firstName: string, lastName: string): string {
  const letters = [firstName, lastName].map((n) => n.trim().charAt(0).toUpperCase()).join('');
  return letters || '?';
}

/** The viewer's picture, or their initials on a coloured disc. */
export function Avatar({ viewer, size = 36 }: { viewer: ViewerView; size?: number }) {
  const fullName = `${viewer.firstName} ${viewer.lastName}`.trim();
  if (viewer.pic) {
    return <img className="avatar" src={viewer.pic} alt={fullName} width={size} height={size} />;
  }
  return (
    <span className="avatar avatar-initials" aria-hidden="true">
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
  const fullName = `${viewer.firstName} ${viewer.lastName}`.trim();
  return (
    <div className="dropdown account-menu">
      <button type="button" className="account-button menu-button" popoverTarget="account-menu">
        <Avatar viewer={viewer} />
        <span className="visually-hidden">
          {viewer.pic ? 'Account menu' : `Account menu for ${fullName}`}
        </span>
        <span className="chevron" aria-hidden="true" />
      </button>
      <div id="account-menu" className="dropdown-panel dropdown-panel-end" popover="auto">
        <p className="dropdown-meta">
          Signed in as <strong>{fullName}</strong>
        </p>
        <ul className="dropdown-list">
          <SignedInLinks />
        </ul>
      </div>
    </div>
  );
}

/** The signed-in person's two destinations, as list items for the avatar menu and the mobile menu. */
export function SignedInLinks() {
  return (
    <>
      <li>
        <a href="/app">Dashboard</a>
      </li>
      <li>
        <a href="/app/logout">Logout</a>
      </li>
    </>
  );
}
