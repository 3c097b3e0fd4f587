import { z } from 'zod';
import './zod-words.ts';
import { boundedText } from './text-fields.ts';
import { tooLongMessage } from './limit-words.ts';

/*
 * Shelter partners: a shelter keeps the animals in its care as pets of its own account, adopts one out to an
 * adopter's email (an invite the adopter accepts by signing up or in), then keeps a read-only view of the pet
 * for SHELTER_VIEW_DAYS and may send its adopters announcements and care reminders.
 */

/** How long an adoption invite works. */
export const ADOPTION_INVITE_DAYS = 14;
/** How long after the adoption the shelter may still read the pet's record (read-only), then nothing. */
export const SHELTER_VIEW_DAYS = 30;

export const ANNOUNCEMENT_KINDS = ['announcement', 'care_reminder'] as const;
export type AnnouncementKind = (typeof ANNOUNCEMENT_KINDS)[number];
export const ANNOUNCEMENT_KIND_LABELS: Record<AnnouncementKind, string> = {
  announcement: 'Announcement',
  care_reminder: 'Care reminder',
};

export const SHELTER_LIMITS = { email: 254, subject: 120, body: 2000 } as const;

export const SHELTER_MESSAGES = {
  notShelter: 'This is only available to shelter partners.',
  petNotFound: 'Pet not found',
  emailRequired: 'Please enter the adopter\'s email address.',
  emailInvalid: 'Please enter a valid email address.',
  ownEmail: 'Enter the adopter\'s email address, not the shelter\'s.',
  alreadyInvited: 'This pet already has an open adoption invite.',
  invited: 'Invite sent. The pet and its records move to the adopter when they accept.',
  inviteInvalid: 'Invalid link',
  inviteGone: 'This adoption invite was already used, canceled or has expired.',
  inviteGoneHint: 'Ask the shelter to send the invite again.',
  otherEmail: 'This invite was sent to another email address. Sign in with that address to accept it.',
  shelterCannotAdopt: 'A shelter account cannot accept an adoption invite.',
  accepted: 'Welcome home! The pet and its records are now in your account.',
  adoptionNotFound: 'Adoption not found',
  viewEnded: 'The read-only view of this pet ended 30 days after its adoption.',
  kindInvalid: 'Please choose what you are sending.',
  subjectRequired: 'Please enter a subject.',
  bodyRequired: 'Please enter a message.',
  noAdopters: 'No adopter receives updates yet.',
  sent: (count: number) => `Sent to ${count} ${count === 1 ? 'adopter' : 'adopters'}.`,
  optedOut: 'You will no longer receive updates from this shelter.',
  optedIn: 'You will receive updates from this shelter again.',
  canceled: 'Invite canceled.',
} as const;

/** The adopt-out form: the adopter's email. */
export const adoptionInviteSchema = z.object({
  email: z.string({ error: SHELTER_MESSAGES.emailRequired }).trim().toLowerCase()
    .min(1, SHELTER_MESSAGES.emailRequired)
    .max(SHELTER_LIMITS.email, { error: (i) => tooLongMessage('Email', SHELTER_LIMITS.email, i.input) })
    .pipe(z.email(SHELTER_MESSAGES.emailInvalid)),
});

/** An announcement or care reminder to the shelter's adopters. */
export const announcementSchema = z.object({
  kind: z.enum(ANNOUNCEMENT_KINDS, { error: SHELTER_MESSAGES.kindInvalid }),
  subject: boundedText('Subject', SHELTER_LIMITS.subject).min(1, SHELTER_MESSAGES.subjectRequired),
  body: boundedText('Message', SHELTER_LIMITS.body).min(1, SHELTER_MESSAGES.bodyRequired),
});
export type AnnouncementInput = z.output<typeof announcementSchema>;

/** An animal in the shelter's care, with its open invite if any. */
export interface ShelterPet {
  id: number;
  name: string;
  typeName: string;
  breed: string | null;
  invite: { id: number; email: string; expiresAt: string } | null;
}

/** An adoption the shelter made, as its page lists it. */
export interface ShelterAdoption {
  id: number;
  petName: string;
  adopterEmail: string;
  acceptedAt: string;
  /** Until when the shelter may open the read-only record; null once that ended. */
  viewableUntil: string | null;
}

/** The shelter's own page. */
export interface ShelterOverview {
  name: string;
  pets: ShelterPet[];
  adoptions: ShelterAdoption[];
  /** Invites sent, adopters who accepted (activated their records), and who receive updates. */
  stats: { invited: number; activated: number; receivingUpdates: number };
  announcements: { kind: AnnouncementKind; subject: string; recipients: number; sentAt: string }[];
}

/** What an invite link opens, before it is accepted. */
export type AdoptionInviteView =
  | { status: 'open'; shelterName: string; petName: string; email: string }
  | { status: 'gone' }
  | { status: 'invalid' };

/** A shelter an owner adopted from, with their choice of updates (My Profile). */
export interface AdopterShelter {
  adoptionId: number;
  shelterName: string;
  petName: string;
  receivesUpdates: boolean;
}
