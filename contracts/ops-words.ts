/**
 * The operator console's words that its tables (the `ops-table` island) show, zod-free so the island stays small;
 * `contracts/ops.ts` re-exports them with the console's schemas.
 */

/** Clinic standings as the console names them. */
export const CLINIC_STANDING_LABELS = {
  open: 'Live',
  unverified: 'Email not verified',
  unapproved: 'Waiting for approval',
  suspended: 'Suspended',
} as const;
export type ClinicStandingKey = keyof typeof CLINIC_STANDING_LABELS;
