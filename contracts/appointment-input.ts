import { z } from 'zod';
// Our words for what a check says nothing of (zod's global config): loaded with every schema.
import './zod-words.ts';
import { CANCEL_REASON_MAX, STATUS_FILTER_VALUES } from './appointments.ts';
import { boundedText } from './text-fields.ts';

/**
 * What the appointment calls take beyond an id (kept apart from `appointments.ts`, which the list island
 * loads, so that island carries no zod).
 */

/** A cancel's input: an optional reason, trimmed; an empty one is no reason. */
export const cancelInputSchema = z.object({
  reason: z.preprocess((v) => (v === null ? undefined : v), boundedText('The reason', CANCEL_REASON_MAX).optional())
    .transform((v) => v || null),
});
export type CancelInput = z.infer<typeof cancelInputSchema>;

// An empty select sends '' (the cleared filter): read as absent.
const blank = (v: unknown) => (v === '' ? undefined : v);

/** The appointment lists' query (/app/my-appointments, /app/appointments): filters, sort, zone, page. */
export const appointmentListQuerySchema = z.object({
  status: z.preprocess(blank, z.coerce.number().int().refine((v) => STATUS_FILTER_VALUES.includes(v), 'Invalid status').optional()),
  listing: z.preprocess(blank, z.coerce.number().int().positive('Invalid listing').optional()),
  sort: z.preprocess(blank, z.enum(['slot', 'created'], 'Invalid sort').default('slot')),
  tz: z.preprocess(blank, z.string().max(64).optional()),
  offset: z.preprocess(blank, z.coerce.number().int().min(0, 'Invalid offset').max(1_000_000, 'Invalid offset').default(0)),
  // The booking just canceled, after the cancel returned here.
  canceled: z.preprocess(blank, z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional()).catch(undefined),
});
