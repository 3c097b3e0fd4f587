import { z } from 'zod';
// Our words for what a check says nothing of (zod's global config): loaded with every schema.
import './zod-words.ts';

/**
 * Co-owners: an owner shares one pet, or all their pets, with someone by email at one of three levels. The
 * invitee accepts by a link (signed in with the invited address), and the pets then appear in their dashboard
 * marked "Shared by <owner>". What each level allows is the one rule of server/domain/pets/pet-access.ts.
 */

/** The access levels, least first. */
export const SHARE_LEVELS = ['view', 'manage', 'full'] as const;
export type ShareLevel = (typeof SHARE_LEVELS)[number];

/** What each level means, as the invite form and the owner's list say it. */
export const SHARE_LEVEL_LABELS: Record<ShareLevel, string> = {
  view: 'See records',
  manage: 'See records, book and manage appointments and records',
  full: 'Everything but sharing and deleting',
};

/** How long an invitation link works. */
export const INVITE_DAYS = 7;

export const CO_OWNER_MESSAGES = {
  email: 'Please enter a valid email address.',
  self: 'You cannot invite yourself.',
  level: 'Please choose what they may do.',
  pet: 'Please choose a pet.',
  duplicate: 'This person already has access to these pets, or an invitation waiting.',
  notFound: 'Access not found',
  invalidLink: 'This invitation link is invalid, has been used or has expired. Ask the pet\'s owner to invite you again.',
  wrongAccount: (email: string) => `This invitation was sent to ${email}. Sign in with that address to accept it.`,
  ownerOnly: 'Only the pet\'s owner can share or delete it.',
  /** A co-owner whose level does not allow the change. */
  notAtYourLevel: 'Your access to this pet does not allow this. Ask its owner.',
  invited: (email: string) => `Invitation sent to ${email}.`,
  levelChanged: 'Access changed.',
  revoked: 'Access revoked.',
  /** A co-owner who gave up a share. */
  left: 'You no longer have access to these pets.',
  accepted: 'The shared pets are now in your dashboard.',
} as const;

/** The invite form: an email, all pets ('all') or one pet's id, and a level. */
export const inviteInputSchema = z.object({
  email: z.string().trim().toLowerCase().max(254).pipe(z.email({ error: CO_OWNER_MESSAGES.email })),
  pet: z.union([z.literal('all'), z.coerce.number({ error: CO_OWNER_MESSAGES.pet }).int(CO_OWNER_MESSAGES.pet).positive(CO_OWNER_MESSAGES.pet)], { error: CO_OWNER_MESSAGES.pet }),
  level: z.enum(SHARE_LEVELS, { error: CO_OWNER_MESSAGES.level }),
});
export type InviteInput = z.infer<typeof inviteInputSchema>;

export const levelInputSchema = z.object({ level: z.enum(SHARE_LEVELS, { error: CO_OWNER_MESSAGES.level }) });

/** One person with access (or invited), as the owner sees it. */
export interface CoOwnerShare {
  id: number;
  email: string;
  /** Their name once they accepted. */
  name: string | null;
  /** The pet shared, or null: all the owner's pets. */
  petId: number | null;
  petName: string | null;
  level: ShareLevel;
  status: 'invited' | 'active' | 'expired';
  createdAt: string;
}

/** An owner who shares pets with the viewer. */
export interface SharedWithMe {
  shareId: number;
  ownerName: string;
  petName: string | null;
  level: ShareLevel;
}

/** What an invitation link shows before it is accepted. */
export interface InvitationView {
  ownerName: string;
  email: string;
  petName: string | null;
  level: ShareLevel;
}
