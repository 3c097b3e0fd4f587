/**
 * The Team tab's words and the member it lists, apart from the form's zod rules (team.ts re-exports them):
 * the tab's table and delete dialog need these, and fetch the rules only with the add or edit form.
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

/** What the add or edit form's rules say (contracts/team.ts), kept here so the tab can say them in the page's language. */
export const TEAM_FIELD_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email.',
  firstNameRequired: 'First name is required',
  firstNameInvalid: 'Please enter the first name using letters only.',
  lastNameRequired: 'Last name is required',
  lastNameInvalid: 'Please enter the last name using letters only.',
  mobileInvalid: 'Please enter a 10-digit mobile number.',
  mobileRequired: 'Mobile is required',
} as const;

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
