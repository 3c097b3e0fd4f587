import { FOLLOW_UP_HOURS, RESPONSE_TARGET_HOURS } from './listing-messages.ts';
import { z } from 'zod';
import './zod-words.ts';
import { CONSULTATION_TYPES } from './consultations.ts';
import { canonicalZone, isZone } from './time-zone.ts';
import { CANCELLATION_HOURS, DURATION, firstOverlap, LISTING_LABELS, minutesOf, WEEKDAYS } from './listings.ts';
import { checkInput } from './forms.ts';

/**
 * The listing editor's rules, written once: the editor checks a form with them before it sends it, and
 * the server checks whatever reaches saveListing with the same schema (listing-service.ts), so a value
 * the editor cannot produce (a 7-minute visit, an avatar that is not our upload) is refused either way.
 */

export { DURATION } from './listings.ts';

const time = z.string().refine((v) => !Number.isNaN(minutesOf(v)), 'Enter a time as HH:mm')
  .refine((v) => Number.isNaN(minutesOf(v)) || minutesOf(v) % 15 === 0, 'Times go in 15-minute steps');

/** The editor's schedule row as zod checks it. */
export const scheduleRowSchema = z.object({
  days: z.array(z.enum(WEEKDAYS, 'Unknown day')).min(1, 'Days are required'),
  from: time,
  to: time,
});

const text = (max: number) => z.string().trim().max(max, `At most ${max} characters`);
const optionalText = (max: number) => text(max).nullish().transform((v) => (v ? v : null));
const codes = z.array(z.number().int('Must be a whole number')).max(100).default([]);

const consultation = z.object({
  type: z.enum(CONSULTATION_TYPES, 'Consultation type is required'),
  enabled: z.boolean().default(true),
  duration: z.number('Duration is required').int('Duration must be a whole number of minutes')
    .min(DURATION.min, `Duration must be at least ${DURATION.min} minutes`).max(DURATION.max, `Duration must be at most ${DURATION.max} minutes`)
    .multipleOf(DURATION.step, `Duration goes in ${DURATION.step}-minute steps`),
  price: z.number('Price is required').int('Price must be a whole number of dollars')
    .min(0, 'Price cannot be negative').max(100_000, 'Price is too high'),
  schedule: z.array(scheduleRowSchema).min(1, 'The first schedule row cannot be removed').max(50),
});

/** What the listing editor sends (GraphQL SaveListingInput). Messages are what the form shows. */
export const listingInputSchema = z.object({
  id: z.coerce.number().int().positive().nullish(),
  title: text(200).min(1, `${LISTING_LABELS.title} is required`),
  line1: text(200).min(1, `${LISTING_LABELS.line1} are required`),
  line2: optionalText(300),
  address: optionalText(300),
  /** A confirmed vendor_services_avatar upload of the vendor's (an image), or null to remove the picture; absent keeps it. */
  avatarFileId: z.coerce.number().int().positive().nullable().optional(),
  // Stored by its canonical IANA name, whichever alias the editor sent ('Asia/Calcutta' -> 'Asia/Kolkata').
  timezone: z.string().trim().refine(isZone, 'Unknown time zone').transform(canonicalZone),
  vendorLoginId: z.coerce.number().int().positive().nullish(),
  managers: z.array(z.coerce.number().int().positive()).max(200).default([]),
  profile: z.object({
    specializations: codes,
    categories: codes,
    pets: codes,
    education: optionalText(1000),
    city: optionalText(100),
    state: optionalText(100),
    zipcode: optionalText(10),
    country: optionalText(100),
    pics: z.array(z.string().max(2000)).max(20).default([]),
  }).default({ specializations: [], categories: [], pets: [], education: null, city: null, state: null, zipcode: null, country: null, pics: [] }),
  consultations: z.array(consultation).min(1, 'At least one consultation is required').max(4),
  cancellationHours: z.preprocess((v) => (v === null || v === undefined || v === '' ? CANCELLATION_HOURS.default : v), z.coerce.number()
    .int('Whole hours only')
    .min(CANCELLATION_HOURS.min, `From ${CANCELLATION_HOURS.min} to ${CANCELLATION_HOURS.max} hours`)
    .max(CANCELLATION_HOURS.max, `From ${CANCELLATION_HOURS.min} to ${CANCELLATION_HOURS.max} hours`)),
  followUpHours: z.preprocess((v) => (v === null || v === undefined || v === '' ? FOLLOW_UP_HOURS.default : v), z.coerce.number()
    .int('Whole hours only')
    .min(FOLLOW_UP_HOURS.min, `From ${FOLLOW_UP_HOURS.min} to ${FOLLOW_UP_HOURS.max} hours`)
    .max(FOLLOW_UP_HOURS.max, `From ${FOLLOW_UP_HOURS.min} to ${FOLLOW_UP_HOURS.max} hours`)),
  // Left out: the listing's target stays as it is (the default for a new one); empty or null: no target.
  responseTargetHours: z.preprocess((v) => (v === '' ? null : v), z.coerce.number()
    .int('Whole hours only')
    .min(RESPONSE_TARGET_HOURS.min, `From ${RESPONSE_TARGET_HOURS.min} to ${RESPONSE_TARGET_HOURS.max} hours, or empty for no target`)
    .max(RESPONSE_TARGET_HOURS.max, `From ${RESPONSE_TARGET_HOURS.min} to ${RESPONSE_TARGET_HOURS.max} hours, or empty for no target`)
    .nullable().optional()),
}).superRefine((listing, ctx) => {
  const seen = new Set<string>();
  listing.consultations.forEach((c, ci) => {
    if (seen.has(c.type)) ctx.addIssue({ code: 'custom', path: ['consultations', ci, 'type'], message: 'Each consultation type can appear once' });
    seen.add(c.type);
    c.schedule.forEach((row, ri) => {
      const from = minutesOf(row.from);
      const to = minutesOf(row.to);
      if (from >= to) ctx.addIssue({ code: 'custom', path: ['consultations', ci, 'schedule', ri, 'to'], message: 'To must be after From' });
    });
    const overlap = firstOverlap(c.schedule);
    if (overlap !== null) {
      ctx.addIssue({ code: 'custom', path: ['consultations', ci, 'schedule', overlap, 'from'], message: 'This row overlaps another row on the same day' });
    }
  });
});

export type ListingInput = z.infer<typeof listingInputSchema>;

/**
 * The team's rules for a listing: its owner and managers are logins of the clinic (`logins`), and the owner is
 * required when `ownerRequired` (a root admin of a clinic with several logins; a sub-user owns what they leave
 * unowned). The editor checks them before sending, the service again before saving.
 */
export function listingTeamProblems(
  team: { owner: number | null; managers: readonly number[] }, logins: readonly number[], ownerRequired: boolean,
): Record<string, string> {
  const fields: Record<string, string> = {};
  if (team.owner === null && ownerRequired) fields.vendorLoginId = 'Listing owner is required';
  if (team.owner !== null && !logins.includes(team.owner)) fields.vendorLoginId = 'Unknown listing owner';
  if (team.managers.some((m) => !logins.includes(m))) fields.managers = 'Managers must be users of your account';
  return fields;
}

/**
 * Checks editor input: the input, or every field's message at once, keyed by dotted path
 * ('consultations.0.duration'), as the form marks its fields.
 */
export function checkListingInput(raw: unknown): { input: ListingInput; fields: null } | { input: null; fields: Record<string, string> } {
  const checked = checkInput(listingInputSchema, raw);
  return checked.fields ? { input: null, fields: checked.fields } : { input: checked.data, fields: null };
}
