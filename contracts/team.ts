import { z } from 'zod';
// Our words for what a check says nothing of (zod's global config): loaded with every schema.
import './zod-words.ts';
import { personName, phoneNumber } from './person-fields.ts';

/**
 * A clinic's team (the Team settings tab): its sub-users, created with the `user` sub-role. The form's
 * rules are the server's; the island checks them before sending.
 */

export const TEAM_MESSAGES = {
  saved: 'Saved Successfully',
  deleted: 'Deleted successfully!',
  deleteQuestion: 'Are you sure you want to delete this item?',
  duplicateEmail: 'This email already exists in our System.',
  notYourself: 'You cannot delete or change the role of your own account.',
  rootAdmins: 'An account administrator cannot be deleted here.',
  notFound: 'Team member not found',
  passwordTooShort: 'Password must be at least 8 characters.',
  invited: 'We emailed them a link to choose their password.',
} as const;

const email = z.string({ error: 'Email is required' }).trim().min(1, 'Email is required').toLowerCase().pipe(z.email('Please enter a valid email.'));

/** Create (no id) or update (id). A password is optional: without one, a new member gets an email to choose theirs. */
export const teamMemberSchema = z.object({
  id: z.number().int().positive().optional(),
  firstName: personName({ label: 'First name', required: 'First name is required', invalid: 'Please enter the first name using letters only.', max: 60 }),
  lastName: personName({ label: 'Last name', required: 'Last name is required', invalid: 'Please enter the last name using letters only.', max: 60 }),
  email,
  phone: phoneNumber('Please enter a 10-digit mobile number.', 'Mobile is required'),
  password: z.string().max(200).optional().transform((v) => v || undefined)
    .refine((v) => v === undefined || v.length >= 8, TEAM_MESSAGES.passwordTooShort),
});
export type TeamMemberInput = z.input<typeof teamMemberSchema>;

export interface TeamMember {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  subrole: 'root_admin' | 'user';
  /** The signed-in root admin's own row (never deletable). */
  isYou: boolean;
}
