import { TZDate } from '@date-fns/tz';
import { addDays, addMonths } from 'date-fns';
import {
  HOUSE_CALL_PACKAGE, HOUSE_CALL_PACKAGE_INCLUDES, HOUSE_VISIT_MESSAGES, type HouseCallHolderView, type HouseCallPlanView,
  type HouseVisitBookingInput,
} from '../../../contracts/house-call-plan.ts';
import type { MailAdapter, MailMessage } from '../../adapters/mail.ts';
import type { Db } from '../../db/knex.ts';
import { inTransaction } from '../../db/transaction.ts';
import { ConflictError, NotFoundError, sqlState, SQLSTATE, ValidationError } from '../../errors.ts';
import type { Logger } from '../../logger.ts';
import { usersByIds } from '../accounts/index.ts';
import { requireRootAdmin, requireUser, type Viewer } from '../accounts/viewer.ts';
import { mainZoneOfVendor, vendorsByIds } from '../vendors/index.ts';
import { PRODUCT_SENDER, renderMail } from '../notices/mail-layout.ts';
import {
  bookedVisitsOfVendor, cancelVisit, insertVisit, planForUpdate, plansOfUser, plansOfVendor, plansPaidBetweenUnreminded,
  markPackageUsed, recordRenewalNotice, visitOfUser, visitOfUserForUpdate, visitsOfOrders, type HouseCallPlanRow, type HouseVisitRow,
} from './house-call-visits.queries.ts';
import { houseVisitOffers, visitLabel } from './house-visit-slots.ts';
import { localDate } from '../../../contracts/zoned-time.ts';
import { engineInput } from '../availability/availability-service.ts';
import { bookableSlots } from '../availability/slots.ts';
import { holdPackageVisit } from '../bookings/package-visit.ts';
import { listingsForVendor, type ListingRow } from '../listings/index.ts';
import { CONSULTATION_KINDS, isConsultationType, type ConsultationType } from '../../../contracts/consultations.ts';
import type { Conn } from '../../db/knex.ts';
import { bookingCode } from '../../../contracts/appointments.ts';
import { DEFAULT_LOCALE, INTL_LOCALE, isLocale, type Locale } from '../../../contracts/locale.ts';
import { dateTimeFormat, formatDollars } from '../../../contracts/intl-format.ts';
import { CHARGED_CENTS, QUOTED_CENTS } from '../../../contracts/products.ts';
import { translate } from '../../i18n/server-intl.ts';

const HOUR_MS = 3_600_000;
const DEFAULT_ZONE = 'America/New_York';

export interface HouseCallPlanDeps {
  mail: MailAdapter;
  publicUrl: string;
  logger?: Pick<Logger, 'error'>;
  /** After commit: the booked visit's confirmations, as any appointment's (bookings' `notifyPackageVisit`). */
  visitBooked?: (bookingId: number, now: Date) => Promise<void>;
  /**
   * The owner cancels the appointment a visit is (appointments' cancel: the booking, its notices, the waitlist; the
   * appointment's cancel gives the ledger's place back through `cancelVisitOfBooking`).
   */
  cancelAppointment?: (viewer: Viewer, bookingId: number, now: Date) => Promise<unknown>;
}

/** The practice's listing that offers house visits (its first live one with an enabled consultation booked by package). */
export async function houseVisitListing(conn: Conn, vendorId: number): Promise<ListingRow | null> {
  const listings = await listingsForVendor(conn, vendorId, null, 100, 0);
  return listings.find((l) => (l.consultations ?? []).some((c) => c.enabled !== false && isConsultationType(c.type) && CONSULTATION_KINDS[c.type].byPackage)) ?? null;
}

/** The consultation type a house visit is booked as (its row in CONSULTATION_KINDS is `byPackage`). */
const HOUSE: ConsultationType = 'house';

/** A package's year: from its payment, `months` long. */
export function planTerm(paidAt: Date): { from: Date; until: Date } {
  return { from: new Date(paidAt), until: new Date(+addMonths(utc(paidAt), HOUSE_CALL_PACKAGE.months)) };
}

/** Calendar arithmetic on UTC's calendar whatever the server's own zone (a month after Jan 31 is Feb 28). */
const utc = (at: Date) => new TZDate(new Date(at).getTime(), 'UTC');
const day = (at: Date, zone: string) => localDate(new Date(at).getTime(), zone);
/**
 * The renewal reminder (pure), in the owner's stored language (English when none, word for word as before: its date
 * YYYY-MM-DD, the package as `HOUSE_CALL_PACKAGE_INCLUDES`); another language writes the date and prices by `Intl`.
 */
export function renewalReminderMail(f: {
  to: string; name: string; orderId: number; until: string; publicUrl: string; locale?: Locale | null;
}): MailMessage {
  const locale = f.locale ?? DEFAULT_LOCALE;
  const say = (id: Parameters<typeof translate>[1], values?: Record<string, string>) => translate(locale, id, values);
  const english = locale === DEFAULT_LOCALE;
  const price = (cents: number) => formatDollars(INTL_LOCALE[locale], cents / 100).replace(/[.,]00(?=\D*$)/, '');
  const includes = english ? HOUSE_CALL_PACKAGE_INCLUDES : say('mkt.houseCall.includes', {
    houseVisits: String(HOUSE_CALL_PACKAGE.houseVisits), visitMinutes: String(HOUSE_CALL_PACKAGE.visitMinutes),
    houseVisitYear: price(CHARGED_CENTS.HOUSE_VISIT_YEAR), traditionalHouseVisitsYear: price(QUOTED_CENTS.TRADITIONAL_HOUSE_VISITS_YEAR),
  });
  const until = english ? f.until
    : dateTimeFormat(INTL_LOCALE[locale], { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${f.until}T12:00:00Z`));
  return renderMail({
    to: f.to, subject: say('sent.renewal.subject'), sender: PRODUCT_SENDER,
    blocks: [
      { kind: 'heading', text: say('sent.renewal.heading') },
      { kind: 'paragraph', text: say('mail.hello', { name: f.name }) },
      { kind: 'paragraph', text: say('sent.renewal.text', { order: String(f.orderId), day: until, includes }) },
      { kind: 'button', label: say('sent.renewal.button'), url: `${f.publicUrl}/vet-house-call/order` },
    ],
  });
}

const addressOf = (plan: HouseCallPlanRow) => String(plan.details.address ?? '');
const booked = (visits: readonly HouseVisitRow[]) => visits.filter((v) => v.status === 'booked');

/**
 * The house-call package's ledger (product 3000; what it includes is `HOUSE_CALL_PACKAGE`): the owner's packages
 * with visits used and remaining and the times to book, booking a house visit against a package without paying
 * again, cancelling one in time (its place comes back), the practice's package holders, and the renewal
 * reminder 30 days before a package ends (the job, with its clock).
 *
 * A visit is an appointment of the practice: a booking of type `house` on its listing that offers house visits,
 * at the package's address, paid by the package. Booking locks the package's order row, counts its booked visits,
 * takes the lowest free place (1 to 4), books the appointment under the listing's lock and inserts the ledger's
 * visit naming it, in one transaction; the database's partial unique index on the place, the ledger's exclusion
 * constraint on the practice's visits and the bookings' on the listing (travel included in both) are the
 * backstops, so neither a double-spend nor two overlapping visits, nor a visit over a clinic appointment, can be
 * written under any race.
 */
export function houseCallPlans(db: Db, deps: HouseCallPlanDeps) {
  async function zoneOf(vendorId: number | null): Promise<string> {
    return (vendorId ? await mainZoneOfVendor(db, vendorId) : null) ?? DEFAULT_ZONE;
  }

  /**
   * The times the package may book now on the practice's house-visit listing: the slot engine's starts of its house
   * consultation (with `withBookings` false, its grid alone: what the owner may ask for at all), then the package's
   * rules (houseVisitOffers) against the listing's bookings and the practice's booked visits, travel counted.
   */
  async function offersFor(conn: Conn, plan: HouseCallPlanRow, listing: ListingRow | null, now: Date, withBookings = true): Promise<Date[]> {
    if (!plan.vendor_id || !listing) return [];
    const { from, until } = planTerm(plan.paid_at);
    const start = now.getTime();
    const end = start + (HOUSE_CALL_PACKAGE.offerDays + 2) * 24 * HOUR_MS;
    const input = await engineInput(conn, listing, HOUSE, start, end, { now, holderId: Number(plan.user_id) });
    if (!withBookings) return houseVisitOffers({ starts: bookableSlots({ ...input, bookings: [] }, start), now, from, until, taken: [] });
    const visits = await bookedVisitsOfVendor(conn, Number(plan.vendor_id), new Date(start - 24 * HOUR_MS), new Date(end));
    const taken = [
      ...input.bookings.map((b) => ({ startsAt: new Date(b.start), minutes: b.duration, travelMinutes: 0 })),
      ...visits.map((v) => ({ startsAt: new Date(v.starts_at), minutes: v.minutes, travelMinutes: v.travel_minutes })),
    ];
    return houseVisitOffers({ starts: bookableSlots(input, start), now, from, until, taken });
  }

  return {
    /** The owner's packages with their ledgers and what can be booked now. */
    async list(viewer: Viewer | null, now: Date): Promise<HouseCallPlanView[]> {
      const owner = requireUser(viewer);
      const plans = await plansOfUser(db, owner.id);
      const visits = await visitsOfOrders(db, plans.map((p) => Number(p.order_id)));
      const vendors = await vendorsByIds(db, plans.map((p) => Number(p.vendor_id)).filter(Boolean));
      const views: HouseCallPlanView[] = [];
      for (const plan of plans) {
        const listing = plan.vendor_id ? await houseVisitListing(db, Number(plan.vendor_id)) : null;
        const zone = listing?.timezone ?? await zoneOf(plan.vendor_id ? Number(plan.vendor_id) : null);
        const { from, until } = planTerm(plan.paid_at);
        const mine = visits.filter((v) => Number(v.order_id) === Number(plan.order_id));
        const used = booked(mine).length;
        const open = used < HOUSE_CALL_PACKAGE.houseVisits && now < until;
        views.push({
          orderId: Number(plan.order_id), practice: vendors.find((v) => Number(v.id) === Number(plan.vendor_id))?.name ?? 'Petcare',
          address: addressOf(plan), startsOn: day(from, zone), endsOn: day(until, zone), included: HOUSE_CALL_PACKAGE.houseVisits,
          used, remaining: HOUSE_CALL_PACKAGE.houseVisits - used, zone,
          visits: mine.map((v) => ({
            id: Number(v.id), startsAt: new Date(v.starts_at).toISOString(), when: visitLabel(new Date(v.starts_at), zone), status: v.status,
            canCancel: v.status === 'booked' && new Date(v.starts_at).getTime() - now.getTime() >= HOUSE_CALL_PACKAGE.cancelHours * HOUR_MS,
            appointmentPath: v.booking_id ? `/app/my-appointments/${v.booking_id}` : null,
            bookingCode: v.booking_id ? bookingCode(Number(v.booking_id)) : null,
          })),
          offers: open ? (await offersFor(db, plan, listing, now)).map((at) => ({ startsAt: at.toISOString(), label: visitLabel(at, zone) })) : [],
          bookable: Boolean(listing),
        });
      }
      return views;
    },

    /**
     * Books a house visit against the owner's package, with no payment while a place remains: an appointment on the
     * practice's house-visit listing (bookings' `holdPackageVisit`: the listing's lock, the time checked again under it,
     * the booking live at once) and the ledger's visit naming it, in one transaction under the package's row lock.
     * The first visit booked marks the order used (`used_at`: the package is then not refundable).
     */
    async book(viewer: Viewer | null, input: HouseVisitBookingInput, now: Date): Promise<{ visitId: number; bookingId: number }> {
      const owner = requireUser(viewer);
      const startsAt = new Date(input.startsAt);
      const [customer] = await usersByIds(db, [owner.id]);
      const preview = (await plansOfUser(db, owner.id)).find((p) => Number(p.order_id) === input.orderId);
      if (!preview || !preview.vendor_id || !customer) throw new NotFoundError(HOUSE_VISIT_MESSAGES.noPackage);
      const listing = await houseVisitListing(db, Number(preview.vendor_id));
      if (!listing) throw new ConflictError(HOUSE_VISIT_MESSAGES.noListing);
      let result: { visitId: number; bookingId: number };
      try {
        result = await inTransaction(db, async (tx) => {
          const plan = await planForUpdate(tx, owner.id, input.orderId);
          if (!plan || !plan.vendor_id) throw new NotFoundError(HOUSE_VISIT_MESSAGES.noPackage);
          const { until } = planTerm(plan.paid_at);
          if (now >= until) throw new ConflictError(HOUSE_VISIT_MESSAGES.ended);
          const visits = booked(await visitsOfOrders(tx, [Number(plan.order_id)]));
          if (visits.length >= HOUSE_CALL_PACKAGE.houseVisits) throw new ConflictError(HOUSE_VISIT_MESSAGES.allUsed);
          // Only a time the listing's house-visit hours offer, ahead of the lead time and inside the year (else 400);
          // whether it is still free is asked again under the listing's lock (else 409).
          const at = startsAt.getTime();
          if (!(await offersFor(tx, plan, listing, now, false)).some((o) => o.getTime() === at)) {
            throw new ValidationError(HOUSE_VISIT_MESSAGES.chooseTime, { fields: { startsAt: HOUSE_VISIT_MESSAGES.chooseTime } });
          }
          const places = new Set(visits.map((v) => v.visit_no));
          const place = Array.from({ length: HOUSE_CALL_PACKAGE.houseVisits }, (_, i) => i + 1).find((n) => !places.has(n))!;
          const address = addressOf(plan);
          const bookingId = await holdPackageVisit(tx, {
            listing, customer, slot: startsAt, visitMinutes: HOUSE_CALL_PACKAGE.visitMinutes, travelMinutes: HOUSE_CALL_PACKAGE.travelMinutes,
            address, orderId: Number(plan.order_id), place,
          }, async (locked) => (await offersFor(locked, plan, listing, now)).some((o) => o.getTime() === at), now);
          const visitId = await insertVisit(tx, {
            vendor_id: Number(plan.vendor_id), user_id: owner.id, order_id: Number(plan.order_id), visit_no: place, starts_at: startsAt,
            minutes: HOUSE_CALL_PACKAGE.visitMinutes, travel_minutes: HOUSE_CALL_PACKAGE.travelMinutes, address, booking_id: bookingId,
          });
          await markPackageUsed(tx, Number(plan.order_id), now);
          return { visitId, bookingId };
        });
      } catch (err) {
        if (sqlState(err) === SQLSTATE.exclusionViolation) throw new ConflictError(HOUSE_VISIT_MESSAGES.taken);
        if (sqlState(err) === SQLSTATE.uniqueViolation) throw new ConflictError(HOUSE_VISIT_MESSAGES.allUsed);
        throw err;
      }
      await deps.visitBooked?.(result.bookingId, now).catch((err: unknown) => deps.logger?.error({ err, bookingId: result.bookingId }, 'house visit confirmation failed'));
      return result;
    },

    /**
     * Cancels the owner's booked visit at least `cancelHours` ahead: its place goes back to the package. A visit that
     * is an appointment is canceled as one (the appointment's cancel gives the place back in its transaction); one
     * booked before visits were appointments is canceled in the ledger alone.
     */
    async cancel(viewer: Viewer | null, visitId: number, now: Date): Promise<void> {
      const owner = requireUser(viewer);
      const seen = Number.isSafeInteger(visitId) && visitId > 0 ? await visitOfUser(db, owner.id, visitId) : undefined;
      if (!seen || seen.status !== 'booked') throw new NotFoundError(HOUSE_VISIT_MESSAGES.noVisit);
      if (new Date(seen.starts_at).getTime() - now.getTime() < HOUSE_CALL_PACKAGE.cancelHours * HOUR_MS) throw new ConflictError(HOUSE_VISIT_MESSAGES.cancelTooLate);
      if (seen.booking_id !== null && deps.cancelAppointment) {
        await deps.cancelAppointment(owner, Number(seen.booking_id), now);
        return;
      }
      await inTransaction(db, async (tx) => {
        const visit = await visitOfUserForUpdate(tx, owner.id, visitId);
        if (!visit || visit.status !== 'booked') throw new NotFoundError(HOUSE_VISIT_MESSAGES.noVisit);
        await cancelVisit(tx, Number(visit.vendor_id), Number(visit.id), now);
      });
    },

    /** The practice's package holders with their remaining visits and the next one (the root admin's). */
    async holders(viewer: Viewer | null, now: Date): Promise<HouseCallHolderView[]> {
      const admin = requireRootAdmin(viewer);
      const plans = await plansOfVendor(db, admin.vendorId);
      const visits = booked(await visitsOfOrders(db, plans.map((p) => Number(p.order_id))));
      const owners = await usersByIds(db, [...new Set(plans.map((p) => Number(p.user_id)))]);
      const zone = await zoneOf(admin.vendorId);
      return plans.map((plan) => {
        const { from, until } = planTerm(plan.paid_at);
        const mine = visits.filter((v) => Number(v.order_id) === Number(plan.order_id));
        const next = mine.find((v) => new Date(v.starts_at) >= now);
        const o = owners.find((u) => Number(u.id) === Number(plan.user_id));
        return {
          orderId: Number(plan.order_id), owner: o ? `${o.first_name} ${o.last_name}` : '', email: o?.email ?? '', address: addressOf(plan),
          startsOn: day(from, zone), endsOn: day(until, zone), used: mine.length, remaining: HOUSE_CALL_PACKAGE.houseVisits - mine.length,
          next: next ? visitLabel(new Date(next.starts_at), zone) : null,
        };
      });
    },

    /**
     * The renewal reminders due at `now`: packages ending within `renewalReminderDays`, not yet ended and not yet
     * reminded; each is recorded once (a retried pass sends nothing twice) and mailed after commit.
     */
    async sendRenewalReminders(now: Date, limit = 500): Promise<number> {
      const latestPaid = new Date(+addDays(addMonths(utc(now), -HOUSE_CALL_PACKAGE.months), HOUSE_CALL_PACKAGE.renewalReminderDays));
      const earliestPaid = new Date(+addMonths(utc(now), -HOUSE_CALL_PACKAGE.months));
      const due = await plansPaidBetweenUnreminded(db, earliestPaid, latestPaid, limit);
      let sent = 0;
      for (const plan of due) {
        if (!(await inTransaction(db, (tx) => recordRenewalNotice(tx, Number(plan.user_id), Number(plan.order_id), now)))) continue;
        const [owner] = await usersByIds(db, [Number(plan.user_id)]);
        if (!owner) continue;
        const { until } = planTerm(plan.paid_at);
        const zone = await zoneOf(plan.vendor_id ? Number(plan.vendor_id) : null);
        await deps.mail.send(renewalReminderMail({
          to: owner.email, name: `${owner.first_name} ${owner.last_name}`, orderId: Number(plan.order_id), until: day(until, zone),
          publicUrl: deps.publicUrl, locale: isLocale(owner.locale) ? owner.locale : null,
        })).then(() => sent++, (err) => deps.logger?.error({ err, orderId: plan.order_id }, 'house-call renewal reminder failed'));
      }
      return sent;
    },
  };
}

export type HouseCallPlans = ReturnType<typeof houseCallPlans>;
