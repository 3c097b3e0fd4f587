import { FOLLOW_UP_HOURS, RESPONSE_TARGET_HOURS } from '../../../contracts/listing-messages.ts';
import type { Conn, Db } from '../../db/knex.ts';
import {
  CANCELLATION_HOURS, LISTING_STATE_CHANGES, LISTING_STATE_MESSAGES, LISTING_STATES, LISTING_STATUS, LISTINGS_PAGE_SIZE, NO_LISTING,
  type ListingState, type ListingView,
} from '../../../contracts/listings.ts';
import { inTransaction } from '../../db/transaction.ts';
import { listingsChanged } from '../../db/cache-versions.ts';
import { recordListingChanges } from './listing-audit.ts';
import { ForbiddenError, NotFoundError, ValidationError } from '../../errors.ts';
import { requireRootAdmin, requireVendor, type Viewer } from '../accounts/viewer.ts';
import { canManageListing, managerScope } from './listing-policy.ts';
import { checkListingInput, type ListingInput } from './listing-input.ts';
import { listingTeamProblems } from '../../../contracts/listing-input.ts';
import type { ConfirmedFile } from '../files/file-confirmation.ts';
import type { FileService } from '../files/file-service.ts';
import { CORRECT_FIELDS } from '../../../contracts/forms.ts';
import {
  findListing, insertListing, listingsForVendor, setListingStatus, updateListing, vendorLoginChoices, type ListingRow, type ListingWrite,
} from './listings.queries.ts';

/** The state a stored status stands for (an unknown one reads as archived: never public). */
export function listingState(status: number): ListingState {
  return LISTING_STATES.find((state) => LISTING_STATUS[state] === Number(status)) ?? 'archived';
}

/**
 * A listing as the dashboard and GraphQL see it. Its picture shows only when `ownFile` says the URL is one of
 * our own stored files (pictures saved as URLs before they were uploads may be anything).
 */
export function toListingView(row: ListingRow, ownFile: (url: string | null) => string | null): ListingView {
  return {
    id: Number(row.id),
    vendorId: Number(row.vendor_id),
    vendorLoginId: row.vendor_login_id === null ? null : Number(row.vendor_login_id),
    managers: (row.managers ?? []).map(Number),
    title: row.title,
    line1: row.line1,
    line2: row.line2,
    address: row.address,
    avatar: ownFile(row.avatar),
    timezone: row.timezone,
    profile: row.profile ?? {},
    consultations: row.consultations ?? [],
    cancellationHours: Number(row.cancellation_hours ?? CANCELLATION_HOURS.default),
    followUpHours: Number(row.follow_up_hours ?? FOLLOW_UP_HOURS.default),
    responseTargetHours: row.response_target_hours === undefined ? RESPONSE_TARGET_HOURS.default
      : row.response_target_hours === null ? null : Number(row.response_target_hours),
    state: listingState(row.status),
  };
}

/** Loads a listing the viewer may manage: NOT_FOUND when missing, FORBIDDEN when another's. */
export async function manageableListing(db: Conn, viewer: Viewer | null, id: number, forUpdate = false): Promise<ListingRow> {
  requireVendor(viewer);
  const row = await findListing(db, id, { forUpdate });
  if (!row) throw new NotFoundError(NO_LISTING);
  if (!canManageListing(viewer, row)) throw new ForbiddenError('You cannot manage this listing.');
  return row;
}

export interface ListingServiceDeps {
  files: Pick<FileService, 'confirmUploads' | 'recordUploads' | 'ownPublicFileUrl' | 'readUrl'>;
  /** The vendor's site shows its listings: its stored pages go once a change is committed. */
  publicContentChanged?: (vendorId: number) => void;
}

/** The vendor-side listing use cases; authorization lives here, not in routes. */
export function listingService(db: Db, deps: ListingServiceDeps) {
  const toView = (row: ListingRow) => toListingView(row, (url) => deps.files.ownPublicFileUrl(url));

  /**
   * The picture a save writes: the public address of a confirmed image upload of the vendor's (its bytes
   * checked), null to remove it, undefined to keep it. Checked before the transaction; recorded inside it.
   */
  async function avatarOf(viewer: Viewer, fileId: number | null | undefined): Promise<{ file: ConfirmedFile | null; avatar: string | null | undefined }> {
    if (fileId === undefined || fileId === null) return { file: null, avatar: fileId };
    try {
      const [file] = await deps.files.confirmUploads(viewer, [fileId], 'vendor_services_avatar');
      return { file, avatar: await deps.files.readUrl({ key: file.key, access: 'public', contentType: file.contentType }) };
    } catch (err) {
      // The editor shows an upload's problem at its picture field.
      if (err instanceof ValidationError) throw new ValidationError(err.message, { fields: { avatar: err.message } });
      throw err;
    }
  }

  return {
    /**
     * My Listings, in every state (live, awaiting approval, archived): all of the vendor's for a root admin,
     * only those naming a sub-user for a sub-user.
     */
    async list(viewer: Viewer | null, page: { limit?: number; offset?: number } = {}): Promise<ListingView[]> {
      const vendor = requireVendor(viewer);
      const limit = Math.min(Math.max(Math.trunc(page.limit ?? LISTINGS_PAGE_SIZE), 1), 50);
      const offset = Math.max(Math.trunc(page.offset ?? 0), 0);
      const rows = await listingsForVendor(db, vendor.vendorId, managerScope(vendor), limit, offset, { allStates: true });
      return rows.map(toView);
    },

    /**
     * The root admin approves a listing awaiting approval or restores an archived one (`live`), or archives one
     * (hidden from the site, the vet list and booking; its appointments stay and can still be seen, canceled or
     * kept). Any other move is refused.
     */
    async setState(viewer: Viewer | null, id: number, to: unknown): Promise<ListingView> {
      const admin = requireRootAdmin(viewer);
      const changed = await inTransaction(db, async (tx) => {
        const row = await manageableListing(tx, admin, id, true);
        const target = LISTING_STATES.find((state) => state === to);
        if (!target || !LISTING_STATE_CHANGES[listingState(row.status)].includes(target)) {
          throw new ValidationError(LISTING_STATE_MESSAGES.notAllowed, { fields: { state: LISTING_STATE_MESSAGES.notAllowed } });
        }
        await setListingStatus(tx, admin.vendorId, id, [row.status], LISTING_STATUS[target]);
        await listingsChanged(tx, admin.vendorId, [id], { content: true });
        return toView((await findListing(tx, id))!);
      });
      deps.publicContentChanged?.(admin.vendorId);
      return changed;
    },

    async get(viewer: Viewer | null, id: number): Promise<ListingView> {
      return toView(await manageableListing(db, viewer, id));
    },

    /** Owner and manager choices for the editor. */
    async team(viewer: Viewer | null) {
      const vendor = requireVendor(viewer);
      const rows = await vendorLoginChoices(db, vendor.vendorId);
      return rows.map((r) => ({ id: Number(r.id), name: `${r.first_name} ${r.last_name}`.trim(), subrole: r.subrole }));
    },

    /**
     * Creates (no id) or updates (id) a listing after validation (the editor's rules, the team, then the
     * picture's upload); nothing is written on any error.
     */
    async save(viewer: Viewer | null, raw: unknown): Promise<ListingView> {
      const vendor = requireVendor(viewer);
      const subUserId = vendor.subrole === 'root_admin' ? null : vendor.id;
      const choices = await vendorLoginChoices(db, vendor.vendorId);
      const logins = choices.map((l) => Number(l.id));
      // The form's own rules and the team's, reported together: one submit shows every problem.
      const checked = checkListingInput(raw);
      const team = teamFields(checked.input ? toWrite(checked.input, subUserId, undefined) : rawTeam(raw, subUserId), logins);
      const fields = { ...team, ...(checked.fields ?? {}) };
      if (Object.keys(fields).length) throw new ValidationError(CORRECT_FIELDS, { fields });
      const input = checked.input!;
      const picture = await avatarOf(vendor, input.avatarFileId);
      const write = toWrite(input, subUserId, picture.avatar);
      if (write.vendor_login_id === null && logins.length === 1) write.vendor_login_id = logins[0];
      const saved = await inTransaction(db, async (tx) => {
        if (picture.file) await deps.files.recordUploads(tx, [picture.file]);
        if (input.id) {
          const existing = await findListing(tx, input.id, { forUpdate: true });
          if (!existing) throw new NotFoundError(NO_LISTING);
          if (!canManageListing(vendor, existing)) throw new ForbiddenError('You cannot manage this listing.');
          await updateListing(tx, vendor.vendorId, input.id, write);
          await listingsChanged(tx, vendor.vendorId, [input.id], { content: true });
          await recordListingChanges(tx, vendor, { id: input.id, title: write.title }, existing, write,
            new Map(choices.map((l) => [Number(l.id), `${l.first_name} ${l.last_name}`.trim()])));
          return toView((await findListing(tx, input.id))!);
        }
        // A sub-user's new listing waits for the root admin, so nothing reaches the clinic's site unseen.
        const id = await insertListing(tx, vendor.vendorId, write, LISTING_STATUS[subUserId === null ? 'live' : 'awaitingApproval']);
        await listingsChanged(tx, vendor.vendorId, [id], { content: true });
        return toView((await findListing(tx, id))!);
      });
      deps.publicContentChanged?.(vendor.vendorId);
      return saved;
    },
  };
}

/** The columns a save writes; `avatar` undefined keeps the listing's picture. */
function toWrite(input: ListingInput, subUserId: number | null, avatar: string | null | undefined): ListingWrite {
  // A sub-user saving a listing stays one of its managers, or they would lock themselves out.
  const managers = [...new Set(subUserId === null ? input.managers : [...input.managers, subUserId])];
  return {
    vendor_login_id: input.vendorLoginId ?? subUserId ?? null,
    managers,
    title: input.title,
    line1: input.line1,
    line2: input.line2,
    address: input.address,
    ...(avatar === undefined ? {} : { avatar }),
    timezone: input.timezone,
    profile: input.profile,
    consultations: input.consultations,
    cancellation_hours: input.cancellationHours,
    follow_up_hours: input.followUpHours,
    // Left out of the input: the listing keeps its target (a new one gets the default).
    ...(input.responseTargetHours === undefined ? {} : { response_target_hours: input.responseTargetHours }),
    zipcode: input.profile.zipcode,
  };
}

/** The owner and managers of input that failed its own rules, read as leniently as the schema would. */
function rawTeam(raw: unknown, subUserId: number | null): Pick<ListingWrite, 'vendor_login_id' | 'managers'> {
  const r = (raw ?? {}) as { vendorLoginId?: unknown; managers?: unknown };
  const id = (v: unknown) => (Number.isSafeInteger(Number(v)) && Number(v) > 0 ? Number(v) : null);
  const managers = Array.isArray(r.managers) ? r.managers.map(id).filter((m): m is number => m !== null) : [];
  return { vendor_login_id: id(r.vendorLoginId) ?? subUserId, managers };
}

/** Owner and managers must be logins of this vendor; the owner is required when there are several. */
function teamFields(write: Pick<ListingWrite, 'vendor_login_id' | 'managers'>, logins: number[]): Record<string, string> {
  return listingTeamProblems({ owner: write.vendor_login_id, managers: write.managers }, logins, logins.length > 1);
}

export type ListingService = ReturnType<typeof listingService>;
