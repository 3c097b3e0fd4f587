import { ForbiddenError, UnauthenticatedError } from '../../errors.ts';
import type { Locale } from '../../../contracts/locale.ts';

/** What every viewer carries besides who they are. */
interface ViewerRequest {
  /** The address the request came from (the activity log records it), when known. */
  address?: string | null;
  /** The person's stored language (users.locale, vendor_logins.locale), or null: not chosen yet. */
  locale?: Locale | null;
}

/** The signed-in person, as every service sees them. Built from a session or a bearer token. */
export type Viewer = ViewerRequest & (
  | {
      kind: 'user'; id: number; email: string; role: 'user'; firstName: string; lastName: string; pic: string | null;
      /** The account is a shelter partner's (its menu shows Shelter); the shelters area checks it again for every call. */
      shelter?: true;
    }
  | {
      kind: 'vendor';
      /** The vendor login's id. */
      id: number;
      vendorId: number;
      subrole: 'root_admin' | 'user';
      email: string;
      role: 'vendor';
      firstName: string;
      lastName: string;
      pic: string | null;
      /** True while the clinic's sign-up address is not verified (no site published, no bookings); absent: verified. */
      clinicEmailPending?: boolean;
      /** The clinic's standing when it cannot take bookings: an operator has not approved it yet, or suspended it; absent: neither. */
      clinicStanding?: 'unapproved' | 'suspended';
    }
);

export type UserViewer = Extract<Viewer, { kind: 'user' }>;
export type VendorViewer = Extract<Viewer, { kind: 'vendor' }>;

export const SUBROLE = { ROOT_ADMIN: 'root_admin', USER: 'user' } as const;
/** The spec's numeric role constants. */
export const ROLE_CODES = { ROOT_ADMIN: 1, ADMIN: 2, USER: 3 } as const;

/** A signed-in pet owner, or UNAUTHENTICATED / FORBIDDEN. */
export function requireUser(viewer: Viewer | null | undefined): UserViewer {
  if (!viewer) throw new UnauthenticatedError('Please sign in to continue.');
  if (viewer.kind !== 'user') throw new ForbiddenError('This is only available to pet owners.');
  return viewer;
}

/** A signed-in vendor login of any sub-role. */
export function requireVendor(viewer: Viewer | null | undefined): VendorViewer {
  if (!viewer) throw new UnauthenticatedError('Please sign in to continue.');
  if (viewer.kind !== 'vendor') throw new ForbiddenError('This is only available to vets and clinics.');
  return viewer;
}

/** A vendor's root admin. */
export function requireRootAdmin(viewer: Viewer | null | undefined): VendorViewer {
  const vendor = requireVendor(viewer);
  if (vendor.subrole !== SUBROLE.ROOT_ADMIN) throw new ForbiddenError('Only the account administrator can do this.');
  return vendor;
}

/** Anyone signed in. */
export function requireViewer(viewer: Viewer | null | undefined): Viewer {
  if (!viewer) throw new UnauthenticatedError('Please sign in to continue.');
  return viewer;
}

/** True when the viewer belongs to the given vendor (the tenant check every vendor-owned read makes). */
export function isVendorOf(viewer: Viewer | null | undefined, vendorId: number): boolean {
  return viewer?.kind === 'vendor' && viewer.vendorId === vendorId;
}
