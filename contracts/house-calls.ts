import { z } from 'zod';
import './zod-words.ts';

/**
 * Where a practice makes house calls (Settings, House calls) and what the house-call order says when an address is
 * outside every practice's area. A practice serves a list of zip codes, a radius around one zip code, or both.
 */

export const HOUSE_CALL_LIMITS = { maxZipcodes: 200, minRadiusMiles: 1, maxRadiusMiles: 100 } as const;

export interface HouseCallAreaView {
  zipcodes: string[];
  radiusMiles: number | null;
  /** The zip code the radius is measured from (the practice's own, as a rule). */
  centerZipcode: string | null;
}

const ZIP = /^\d{5}$/;

export const HOUSE_CALL_MESSAGES = {
  saved: 'House-call area saved.',
  badZipcodes: 'Enter 5-digit zip codes, separated by commas or spaces',
  tooManyZipcodes: `Enter at most ${HOUSE_CALL_LIMITS.maxZipcodes} zip codes`,
  badRadius: `Enter a whole number of miles from ${HOUSE_CALL_LIMITS.minRadiusMiles} to ${HOUSE_CALL_LIMITS.maxRadiusMiles}`,
  centerRequired: 'Enter the 5-digit zip code the radius is measured from',
  unknownZipcode: 'Please enter a valid US zipcode',
  wrongState: (zipcode: string, state: string, actual: string) => `Zipcode ${zipcode} is in ${actual}, not ${state}.`,
  notServed: (zipcode: string) => `Sorry, no practice makes house calls to ${zipcode} yet. Please check the zipcode, or book a video consultation instead.`,
} as const;

const blank = (v: unknown) => (v === null || v === undefined || (typeof v === 'string' && v.trim() === '') ? undefined : v);

/** The House calls settings form (a plain form: zip codes as one text, the radius and its centre). */
export const houseCallAreaSchema = z.object({
  zipcodes: z.preprocess(
    (v) => (typeof v === 'string' ? v.split(/[\s,;]+/).map((x) => x.trim()).filter(Boolean) : Array.isArray(v) ? v : []),
    // One message for the field, not one per zip code: the form shows it under the one text box.
    z.array(z.string()).refine((zips) => zips.every((zip) => ZIP.test(zip)), HOUSE_CALL_MESSAGES.badZipcodes)
      .refine((zips) => zips.length <= HOUSE_CALL_LIMITS.maxZipcodes, HOUSE_CALL_MESSAGES.tooManyZipcodes),
  ).transform((zips) => [...new Set(zips)].sort()),
  radiusMiles: z.preprocess(blank, z.coerce.number(HOUSE_CALL_MESSAGES.badRadius).int(HOUSE_CALL_MESSAGES.badRadius)
    .min(HOUSE_CALL_LIMITS.minRadiusMiles, HOUSE_CALL_MESSAGES.badRadius).max(HOUSE_CALL_LIMITS.maxRadiusMiles, HOUSE_CALL_MESSAGES.badRadius).optional()),
  centerZipcode: z.preprocess(blank, z.string().trim().regex(ZIP, HOUSE_CALL_MESSAGES.centerRequired).optional()),
}).superRefine((area, ctx) => {
  if (area.radiusMiles !== undefined && !area.centerZipcode) {
    ctx.addIssue({ code: 'custom', path: ['centerZipcode'], message: HOUSE_CALL_MESSAGES.centerRequired });
  }
});
