/**
 * What other areas may use of accounts' tables: the owner and clinic-login rows they read or create, and the
 * API tokens a team change revokes. Everything else stays behind accounts' services.
 */
export {
  insertUser, insertVendorLogin, setAccountLocale, userByEmail, usersByIds, vendorLoginsByIds, type UserRow, type VendorLoginRow,
} from './accounts.queries.ts';
export { deleteApiTokensOf, revokeApiTokensOf } from './api-tokens.queries.ts';
export { anonymiseUser, markUserDeleted, pendingErasures, usersDueForErasure } from './accounts.queries.ts';
