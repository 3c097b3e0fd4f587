import { z } from 'zod';
// Our words for what a check says nothing of (zod's global config): loaded with every schema.
import './zod-words.ts';
import { CANCEL_REASON_MAX } from './appointments.ts';
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
