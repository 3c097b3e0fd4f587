import type { Conn } from '../../db/knex.ts';

/** A list of status codes as a PostgreSQL array literal (the same on pg and PGlite, whatever each does with JS arrays). */
function statusArray(statuses: readonly number[]): string {
  return `{${statuses.map((s) => Math.trunc(s)).join(',')}}`;
}

/** The rows of a raw query (pg answers `{rows}`, the PGlite adapter may answer the rows themselves). */
function rowsOf(result: unknown): Array<Record<string, unknown>> {
  const r = result as { rows?: Array<Record<string, unknown>> };
  return r.rows ?? (result as Array<Record<string, unknown>>);
}

/**
 * One group of a vendor's appointments in a period: by local day and hour, type, stored status, past or not,
 * and moved or not (the successor of a rescheduled booking).
 */
export interface AppointmentCell {
  day: string;
  hour: number;
  type: string | null;
  status: number;
  past: boolean;
  moved: boolean;
  count: number;
}

export interface MoneyTotals {
  capturedCents: number;
  refundedCents: number;
  paid: number;
  promoUses: number;
  /** List prices of the payments (what the clinic asks), a vendor's waivers aside. */
  listPriceCents: number;
  /** Promo discounts by who funds them. */
  marketplaceDiscountCents: number;
  clinicDiscountCents: number;
  /** Petcare's promo discounts it pays the clinic: those of payments the clinic keeps (not refunded in full). */
  marketplacePaysCents: number;
}

/**
 * The period's appointments grouped in one pass over bookings_vendor_id_slot_index: every figure of the
 * report but money and customers is a sum over these cells (a few hundred rows for a busy month).
 */
export async function appointmentCells(
  db: Conn, vendorId: number, zone: string, start: Date, end: Date, now: Date, statuses: readonly number[],
): Promise<AppointmentCell[]> {
  const result = await db.raw(
    `select to_char(slot at time zone ?, 'YYYY-MM-DD') as day,
            extract(hour from slot at time zone ?)::int as hour,
            consultation_type as type,
            status::int as status,
            slot < ? as past,
            rescheduled_from is not null as moved,
            count(*)::int as count
       from bookings
      where vendor_id = ? and slot >= ? and slot < ? and status = any(?::smallint[])
      group by 1, 2, 3, 4, 5, 6`,
    [zone, zone, now, vendorId, start, end, statusArray(statuses)],
  );
  return rowsOf(result).map((r) => ({
    day: String(r.day), hour: Number(r.hour), type: (r.type as string | null) ?? null, status: Number(r.status), past: r.past === true,
    moved: r.moved === true, count: Number(r.count),
  }));
}

/**
 * Money of the period's appointments: each payment counted once (a rescheduled booking and its new one
 * share a payment). Refunded payments count as captured, then their refunds as refunded, so
 * net = captured - refunded. The refunds are the ones recorded (partial ones too); a payment marked
 * refunded with no refund rows (a refund made in PayPal's own dashboard) counts as refunded in full.
 * A paid appointment (for the average ticket) is one whose payment was captured and kept.
 * Promo discounts are summed by funder; Petcare pays the clinic its part for every payment the clinic keeps
 * (not refunded in full, and, for a promo that left nothing to charge, not canceled).
 */
export async function moneyTotals(db: Conn, vendorId: number, start: Date, end: Date, statuses: readonly number[]): Promise<MoneyTotals> {
  const result = await db.raw(
    `select coalesce(sum(p.amount_cents) filter (where p.status in ('captured', 'refunded')), 0)::bigint as captured,
            coalesce(sum(greatest(coalesce(r.cents, 0), case when p.status = 'refunded' then p.amount_cents else 0 end))
                       filter (where p.status in ('captured', 'refunded')), 0)::bigint as refunded,
            count(*) filter (where p.status = 'captured' and p.amount_cents > 0)::int as paid,
            count(*) filter (where p.plan_id is not null and p.status in ('captured', 'refunded'))::int as promo,
            coalesce(sum(coalesce(p.list_price_cents, p.amount_cents + p.discount_cents))
                       filter (where p.status in ('captured', 'refunded') and coalesce(p.details->>'waived', 'false') <> 'true'), 0)::bigint as list,
            coalesce(sum(p.discount_cents) filter (where p.status in ('captured', 'refunded') and p.discount_funded_by = 'marketplace'), 0)::bigint as marketplace,
            coalesce(sum(p.discount_cents) filter (where p.status in ('captured', 'refunded') and p.discount_funded_by = 'clinic'), 0)::bigint as clinic,
            coalesce(sum(p.discount_cents) filter (where p.discount_funded_by = 'marketplace' and (
              (p.status = 'captured' and p.amount_cents > 0 and coalesce(r.cents, 0) < p.amount_cents)
              or (p.status = 'captured' and p.amount_cents = 0 and not exists (
                select 1 from bookings c where c.payment_id = p.id and c.vendor_id = ? and c.status = 3))
            )), 0)::bigint as marketplace_pays
       from payments p
       left join lateral (select sum(amount_cents) as cents from refunds
                           where refunds.payment_id = p.id and refunds.status = 'succeeded') r on true
      -- An array of ids probes the primary key once each; a join or IN here let the planner scan all payments.
      where p.id = any(array(select distinct payment_id from bookings
                              where vendor_id = ? and slot >= ? and slot < ? and status = any(?::smallint[]) and payment_id is not null))`,
    [vendorId, vendorId, start, end, statusArray(statuses)],
  );
  const row = rowsOf(result)[0];
  return {
    capturedCents: Number(row.captured), refundedCents: Number(row.refunded), paid: Number(row.paid), promoUses: Number(row.promo),
    listPriceCents: Number(row.list), marketplaceDiscountCents: Number(row.marketplace), clinicDiscountCents: Number(row.clinic),
    marketplacePaysCents: Number(row.marketplace_pays),
  };
}

/**
 * Customers with an appointment in the period: new when their first appointment with this vendor
 * (vendor_customers.first_appointment_at, kept by the database) falls in it, returning otherwise.
 */
export async function customerCounts(
  db: Conn, vendorId: number, start: Date, end: Date, statuses: readonly number[],
): Promise<{ newCustomers: number; returningCustomers: number }> {
  const result = await db.raw(
    `select count(*) filter (where vc.first_appointment_at >= ?)::int as new_customers,
            count(*) filter (where vc.first_appointment_at < ?)::int as returning_customers
       from (select distinct user_id from bookings
              where vendor_id = ? and slot >= ? and slot < ? and status = any(?::smallint[])) c
       join vendor_customers vc on vc.vendor_id = ? and vc.user_id = c.user_id`,
    [start, start, vendorId, start, end, statusArray(statuses), vendorId],
  );
  const row = rowsOf(result)[0];
  return { newCustomers: Number(row.new_customers), returningCustomers: Number(row.returning_customers) };
}
