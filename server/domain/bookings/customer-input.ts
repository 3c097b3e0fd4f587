import { z } from 'zod';
import { personName, phoneNumber } from '../accounts/person-fields.ts';

/**
 * A vendor registering an owner at the desk: the same name and phone rules as
 * an owner's own sign-up (accented names, formatted numbers stored as 10
 * digits). Pure, so the booking wizard checks it before sending.
 */
export const newCustomerSchema = z.object({
  firstName: personName({ required: 'First name is required', invalid: 'Letters only', max: 50 }),
  lastName: personName({ required: 'Last name is required', invalid: 'Letters only', max: 50 }),
  email: z.string().trim().toLowerCase().max(254).pipe(z.email('Please enter a valid email')),
  phone: phoneNumber('Mobile number must be 10 digits'),
});
export type NewCustomerInput = z.infer<typeof newCustomerSchema>;
