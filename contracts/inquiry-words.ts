/*
 * The shelter partnership and newsletter forms' limits and words, apart from their rules (contracts/inquiries.ts)
 * so the shelter-form island carries no zod until the form is filled in.
 */

/** Length limits: one enquiry stays a readable email. */
export const LIMITS = { name: 200, company: 200, email: 254, number: 40, comments: 5000 } as const;

/** What the shelter form says once an enquiry is stored and mailed. */
export const SHELTER_SUCCESS = 'Thank you! Your message has been sent. Our partnerships team will reply within two working days.';
