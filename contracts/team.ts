import { z } from 'zod';
// Our words for what a check says nothing of (zod's global config): loaded with every schema.
import './zod-words.ts';
import { personName, phoneNumber } from './person-fields.ts';
import { TEAM_FIELD_MESSAGES as F, TEAM_MESSAGES, type TeamMember } from './team-words.ts';

/**
 * A clinic's team (the Team settings tab): its sub-users, created with the `user` sub-role. The form's
 * rules are the server's; the island checks them before sending.
 */

export { TEAM_MESSAGES };

const email = z.string({ error: F.emailRequired }).trim().min(1, F.emailRequired).toLowerCase().pipe(z.email(F.emailInvalid));

/** Create (no id) or update (id). A password is optional: without one, a new member gets an email to choose theirs. */
export const teamMemberSchema = z.object({
  id: z.number().int().positive().optional(),
  firstName: personName({ label: 'First name', required: F.firstNameRequired, invalid: F.firstNameInvalid, max: 60 }),
  lastName: personName({ label: 'Last name', required: F.lastNameRequired, invalid: F.lastNameInvalid, max: 60 }),
  email,
  phone: phoneNumber(F.mobileInvalid, F.mobileRequired),
  password: z.string().max(200).optional().transform((v) => v || undefined)
    .refine((v) => v === undefined || v.length >= 8, TEAM_MESSAGES.passwordTooShort),
});
export type TeamMemberInput = z.input<typeof teamMemberSchema>;

export type { TeamMember };
