import { NAME_MAX, NAME_PATTERN } from './account-rules.ts';
import { tooLongMessage } from './limit-words.ts';

/**
 * My Profile (owners at /app/my-profile, clinic logins at /app/settings/profile): names and picture are the
 * person's to change; email and phone are read-only here; the password changes with the current one.
 */

export const PROFILE_MESSAGES = {
  saved: 'Saved Successfully',
  tokenRevoked: 'The token has been revoked.',
  tokenNotFound: 'Token not found.',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  lettersOnly: 'Please use letters only.',
  avatarFailed: 'The picture could not be uploaded. Please try again.',
} as const;

/** The avatar editor's numbers (spec section 9): zoom between 0.1 and 2, a 20 px border, cropped to 150x150. */
export const AVATAR = { minZoom: 0.1, maxZoom: 2, border: 20, size: 150 } as const;

export interface ProfileView {
  kind: 'user' | 'vendor';
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  pic: string | null;
}

export interface ProfileInput {
  firstName: string;
  lastName: string;
  /** A confirmed user_avatar upload of the person's; null removes the picture; absent keeps it. */
  avatarFileId?: number | null;
}

/**
 * The names' problems as the server's schema finds them (server/domain/accounts/profile-service.ts, on
 * personName), checked in the island before sending without loading zod: required, at most NAME_MAX
 * characters, letters only.
 */
export function profileNameProblems(names: { firstName: string; lastName: string }): Record<string, string> {
  const problems: Record<string, string> = {};
  const fields = [['firstName', 'First name', PROFILE_MESSAGES.firstNameRequired], ['lastName', 'Last name', PROFILE_MESSAGES.lastNameRequired]] as const;
  for (const [key, label, required] of fields) {
    const value = names[key].trim();
    if (!value) problems[key] = required;
    else if (value.length > NAME_MAX) problems[key] = tooLongMessage(label, NAME_MAX, value);
    else if (!NAME_PATTERN.test(value)) problems[key] = PROFILE_MESSAGES.lettersOnly;
  }
  return problems;
}

/**
 * An API client's bearer token as its person sees it on their profile: never the token itself, which is shown
 * once, to the client that asked for it at login.
 */
export interface ApiTokenView {
  id: number;
  /** What the client called itself when it asked (`token_name` at login). */
  name: string;
  createdAt: string;
  expiresAt: string;
  lastUsedAt: string | null;
  status: 'active' | 'revoked' | 'expired';
}

/** Deleting an owner's account (My Profile): confirmed with the password; personal data is erased after ERASURE_DAYS. */
export const ERASURE_DAYS = 14;

export const ACCOUNT_DELETION = {
  passwordRequired: 'Please enter your password to confirm.',
  wrongPassword: 'That password is not right. Your account was not deleted.',
  ownersOnly: 'Only a pet owner can delete their account here.',
  deleted: `Your account is deleted. You have been signed out; your personal data will be erased within ${ERASURE_DAYS} days.`,
  cancelReason: 'The owner deleted their account.',
} as const;
