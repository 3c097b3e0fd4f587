/**
 * What an owner is told in their dashboard: plain notices with a line and a link, shown until read. The words
 * of each kind are written here, once, for the dashboard and the email alike.
 */

export const NOTICE_KINDS = { consultationNote: 'consultation_note' } as const;

/** A notice as the dashboard shows it. */
export interface OwnerNotice {
  id: number;
  text: string;
  link: string;
  /** ISO time it was filed. */
  createdAt: string;
}

/** The line of a consultation note (or report) a vet filed on an appointment. */
export function consultationNoteNotice(f: { vetName: string; petName: string; typeLabel: string; bookingCode: string }): string {
  return `${f.vetName} filed a consultation note for ${f.petName} (${f.typeLabel}, ${f.bookingCode}).`;
}

/** Where the owner reads a pet's consultation notes: its history's consultations. */
export function consultationNotesPath(petId: number): string {
  return `/app/medical-records?${new URLSearchParams({ pet: String(petId), category: 'history', sub: 'consultations' })}`;
}

export const NOTICE_MESSAGES = {
  heading: 'New for you',
  markRead: 'Mark as read',
  view: 'View',
} as const;
