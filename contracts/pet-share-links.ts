/**
 * Share links of a pet's record (they replace the spec's `/3*?pid&uid` page, which read guessable ids):
 * an owner makes a link for one pet, optionally expiring, sees the links that still work and revokes any.
 */

/** The expiry choices, in days; null never expires (until revoked). */
export const SHARE_EXPIRY_DAYS = [1, 7, 30, 90] as const;
export type ShareExpiryDays = (typeof SHARE_EXPIRY_DAYS)[number];

export const SHARE_MESSAGES = {
  invalid: 'Invalid link',
  /** A link of ours that its owner revoked, or that ran out. */
  gone: 'This link was revoked or has expired',
  goneHint: 'Ask the pet\'s owner to share the record again.',
  fileNotFound: 'File not found',
  expiry: 'Please choose when the link expires',
  created: 'Link created. Anyone with it can see this pet\'s record until it expires or you revoke it.',
  revoked: 'Link revoked.',
  revokeQuestion: 'Revoke this share link?',
  revokeDetail: 'Anyone who has it will no longer be able to open this pet\'s record.',
  notFound: 'Link not found',
} as const;

/** A working share link as its owner sees it. */
export interface ShareLink {
  id: number;
  petId: number;
  /** The full address to hand out. */
  url: string;
  createdAt: string;
  /** ISO, or null: works until revoked. */
  expiresAt: string | null;
}
