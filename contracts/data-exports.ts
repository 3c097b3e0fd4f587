import { z } from 'zod';
import './zod-words.ts';

/** How long an export's download link works, and how often a person may ask for one. */
export const EXPORT_LINK_DAYS = 7;
export const EXPORTS_PER_DAY = 1;

/** Whose data an export holds: an owner's own, or a clinic's (its root admin asks). */
export type ExportKind = 'owner' | 'clinic';
export type ExportStatus = 'queued' | 'ready' | 'failed' | 'expired';

/** What the profile (or the clinic's Data tab) shows of the latest export. */
export interface DataExportView {
  id: number;
  status: ExportStatus;
  requestedAt: string;
  readyAt: string | null;
  expiresAt: string | null;
  sizeBytes: number | null;
  /** Where the signed-in person downloads it while it is ready. */
  downloadUrl: string | null;
}

export const EXPORT_MESSAGES = {
  requested: 'We are preparing your data. We will email you a link when it is ready.',
  oncePerDay: 'You can ask for one export a day. Please try again tomorrow.',
  ownersOnly: 'Only a pet owner can export their data here.',
  rootOnly: "Only the clinic's root admin can export the clinic's data.",
  notFound: 'This export is not available. Ask for a new one from your profile.',
  expired: 'This download link has expired. Ask for a new export from your profile.',
  failedSubject: 'Your data export could not be prepared',
  failedText: (askedAt: string) => `We tried several times but could not prepare the export you asked for on ${askedAt}. Nothing was sent anywhere. Please ask for a new one: it does not count towards the one export a day.`,
  askAgain: 'Ask again',
} as const;

/** The status line under "Download my data". */
export function exportStatusText(view: DataExportView | null, format: (iso: string) => string): string {
  if (!view) return 'You have not asked for an export yet.';
  if (view.status === 'queued') return `Preparing your export (asked ${format(view.requestedAt)}). We will email you a link when it is ready.`;
  if (view.status === 'ready') return `Your export is ready. The link works until ${format(view.expiresAt!)}.`;
  if (view.status === 'failed') return 'Your last export could not be prepared. Please ask again.';
  return 'Your last export has expired. Ask for a new one.';
}

export const CLOSURE_DAYS = 14;

export const CLINIC_CLOSURE = {
  passwordRequired: 'Please enter your password to confirm.',
  confirmRequired: 'Please type CLOSE to confirm.',
  wrongPassword: 'That password is not right. The clinic was not closed.',
  rootOnly: "Only the clinic's root admin can close the clinic.",
  alreadyClosed: 'This clinic is already closed.',
  closed: `The clinic is closed. Its logins are signed out and its upcoming appointments canceled; its data will be erased within ${CLOSURE_DAYS} days.`,
  cancelReason: 'The clinic closed.',
  siteNotice: 'This clinic has closed and no longer takes appointments.',
} as const;

export const closeClinicSchema = z.object({
  password: z.string({ error: (issue) => (issue.input === undefined ? CLINIC_CLOSURE.passwordRequired : undefined) })
    .min(1, CLINIC_CLOSURE.passwordRequired).max(1000),
  confirm: z.string({ error: CLINIC_CLOSURE.confirmRequired }).trim().refine((v) => v === 'CLOSE', CLINIC_CLOSURE.confirmRequired),
});
