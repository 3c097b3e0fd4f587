/**
 * The pet form's words and limits, without zod: the booking wizard shows them
 * and checks a new pet's name and type without loading the schema library.
 */
export const PET_MESSAGES = {
  name: 'Please enter the pet\'s name',
  type: 'Please select the pet type',
  customer: 'Please select the pet\'s owner',
  form: 'Please correct the highlighted fields.',
} as const;

/** Every form that names one of the owner's pets (booking, second opinion) asks with these words. */
export const SELECT_PET = 'Please select a pet';

export const PET_LIMITS = { name: 100, breed: 100, notes: 2000 } as const;
