import { CORRECT_FIELDS } from './forms.ts';

/*
 * The pet form's words and limits, apart from its rules (contracts/pets.ts) so an island that only says
 * them (the booking wizard's pet step) does not carry the rules' library.
 */

/** The pet form's words and limits. */
export const PET_MESSAGES = {
  name: 'Please enter the pet\'s name',
  type: 'Please select the pet type',
  customer: 'Please select the pet\'s owner',
  form: CORRECT_FIELDS,
} as const;

/** Every form that names one of the owner's pets (booking, second opinion) asks with these words. */
export const SELECT_PET = 'Please select a pet';

export const PET_LIMITS = { name: 100, breed: 100, notes: 2000 } as const;

/** The spec's words on the pet form's success. */
export const PET_SAVED = 'Submitted successfully!';
export const PET_DELETED = 'Deleted successfully!';
