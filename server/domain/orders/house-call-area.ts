import type { Conn, Db } from '../../db/knex.ts';
import { ValidationError } from '../../errors.ts';
import { parseInput } from '../../../contracts/forms.ts';
import { HOUSE_CALL_MESSAGES, houseCallAreaSchema, type HouseCallAreaView } from '../../../contracts/house-calls.ts';
import { stateName } from '../../../contracts/us-states.ts';
import { requireRootAdmin, type Viewer } from '../accounts/viewer.ts';
import { areaOfVendor, areasThatMayServe, upsertArea, type HouseCallAreaRow } from './house-call-areas.queries.ts';

/** What the zip code database says of a zip: its state and where it is (lat/long in degrees). */
export interface ZipPlace {
  state: string;
  latitude: number;
  longitude: number;
}

/** Zip code lookups: the `zipcodes` package's US data, loaded on first use (it is a few MB, read once). */
export interface ZipDirectory {
  place(zipcode: string): ZipPlace | null;
}

let directory: Promise<ZipDirectory> | undefined;

/** The US zip code directory, loaded once per process when first asked. */
export function zipDirectory(): Promise<ZipDirectory> {
  directory ??= import('zipcodes').then((m) => {
    const zipcodes = (m as unknown as { default?: typeof m }).default ?? m;
    return {
      place(zipcode: string) {
        const found = zipcodes.lookup(zipcode.slice(0, 5));
        return found && found.country === 'US' ? { state: found.state, latitude: found.latitude, longitude: found.longitude } : null;
      },
    };
  });
  return directory;
}

const EARTH_RADIUS_MILES = 3958.8;

/** Great-circle distance in miles between two places (haversine). */
export function milesBetween(a: Pick<ZipPlace, 'latitude' | 'longitude'>, b: Pick<ZipPlace, 'latitude' | 'longitude'>): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * How far a practice's area reaches `zip` (pure): 0 when it lists the zip code, the distance from its centre when
 * that is within its radius, else null (not served). `place` finds a zip code's coordinates.
 */
export function servedDistance(
  area: Pick<HouseCallAreaRow, 'zipcodes' | 'radius_miles' | 'center_zipcode'>, zip: string, place: (zipcode: string) => ZipPlace | null,
): number | null {
  if ((area.zipcodes ?? []).includes(zip)) return 0;
  if (area.radius_miles == null || !area.center_zipcode) return null;
  const from = place(area.center_zipcode);
  const to = place(zip);
  if (!from || !to) return null;
  const miles = milesBetween(from, to);
  return miles <= Number(area.radius_miles) ? miles : null;
}

/** The practice that makes a house call to an address. */
export interface HouseCallPractice {
  vendorId: number;
  name: string;
}

/**
 * The practice that serves a house-call address, checked before anything is paid: the zip code must be a US zip
 * code of the state given, and some practice's area must reach it (the nearest wins; ties go to the oldest
 * practice). Otherwise a ValidationError at the zipcode field in the order form's words.
 */
export async function houseCallPractice(db: Conn, address: { state: string; zipcode: string }): Promise<HouseCallPractice> {
  const zip = address.zipcode.slice(0, 5);
  const zips = await zipDirectory();
  const refuse = (message: string) => new ValidationError(message, { fields: { zipcode: message } });
  const here = zips.place(zip);
  if (!here) throw refuse(HOUSE_CALL_MESSAGES.unknownZipcode);
  if (here.state !== address.state) throw refuse(HOUSE_CALL_MESSAGES.wrongState(zip, stateName(address.state), stateName(here.state)));
  let best: { area: HouseCallAreaRow; miles: number } | null = null;
  for (const area of await areasThatMayServe(db, zip)) {
    const miles = servedDistance(area, zip, (z) => zips.place(z));
    if (miles !== null && (!best || miles < best.miles)) best = { area, miles };
  }
  if (!best) throw refuse(HOUSE_CALL_MESSAGES.notServed(zip));
  return { vendorId: Number(best.area.vendor_id), name: best.area.vendor_name };
}

/** A clinic's house-call area (Settings, House calls): its root admin reads and sets it. */
export function houseCallAreas(db: Db) {
  return {
    async get(viewer: Viewer | null): Promise<HouseCallAreaView> {
      const vendor = requireRootAdmin(viewer);
      const row = await areaOfVendor(db, vendor.vendorId);
      return { zipcodes: row?.zipcodes ?? [], radiusMiles: row?.radius_miles ?? null, centerZipcode: row?.center_zipcode ?? null };
    },

    /** Saves the area; every problem at its field (a centre that is not a US zip code included), nothing saved then. */
    async save(viewer: Viewer | null, raw: unknown): Promise<HouseCallAreaView> {
      const vendor = requireRootAdmin(viewer);
      const input = parseInput(houseCallAreaSchema, raw);
      if (input.centerZipcode && !(await zipDirectory()).place(input.centerZipcode)) {
        throw new ValidationError(HOUSE_CALL_MESSAGES.unknownZipcode, { fields: { centerZipcode: HOUSE_CALL_MESSAGES.unknownZipcode } });
      }
      const area = { zipcodes: input.zipcodes, radiusMiles: input.radiusMiles ?? null, centerZipcode: input.radiusMiles ? input.centerZipcode ?? null : null };
      await upsertArea(db, vendor.vendorId, { zipcodes: area.zipcodes, radius_miles: area.radiusMiles, center_zipcode: area.centerZipcode });
      return area;
    },
  };
}

export type HouseCallAreas = ReturnType<typeof houseCallAreas>;
