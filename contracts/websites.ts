import { z } from 'zod';
// Our words for what a check says nothing of (zod's global config): loaded with every schema.
import './zod-words.ts';
import { SECTION_MAX, WEBSITE_MESSAGES } from './website-words.ts';

// The settings tabs' words and domain rules live apart (website-words.ts), so the Domains tab carries no zod.
export * from './website-words.ts';

/** What the Website tab sends (the sections are HTML from the editor; the server sanitizes them). */
export const websiteInputSchema = z.object({
  name: z.string({ error: WEBSITE_MESSAGES.brandRequired }).trim().min(1, WEBSITE_MESSAGES.brandRequired).max(120, 'At most 120 characters'),
  /** A confirmed upload of the clinic's (brand_logo), or null to remove the logo; absent keeps it. */
  logoFileId: z.number().int().positive().nullable().optional(),
  headerSection: z.string().max(SECTION_MAX, WEBSITE_MESSAGES.htmlTooLong).default(''),
  bodySection: z.string().max(SECTION_MAX, WEBSITE_MESSAGES.htmlTooLong).default(''),
});
export type WebsiteInput = z.input<typeof websiteInputSchema>;
