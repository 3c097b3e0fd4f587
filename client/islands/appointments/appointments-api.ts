import { execute } from '../../lib/graphql-client.ts';
import { graphql } from '../../gql/gql.ts';
import type { AppointmentCardFragment } from '../../gql/graphql.ts';
import type { AppointmentItem, AppointmentPage } from '../../../contracts/appointments.ts';
import type { AppointmentFilters } from '../../../contracts/appointments.ts';

export type { AppointmentItem, AppointmentPage };

graphql(`
  fragment AppointmentCard on Appointment {
    id bookingCode slot durationMinutes type typeLabel status state statusLabel
    listing { id title line1 address } customerName petName petOwnerName visitAddress listingTZ createdAt
  }
`);

const APPOINTMENTS = graphql(`
  query Appointments($status: Int, $listingId: ID, $sort: AppointmentSort, $offset: Int, $limit: Int) {
    appointments(status: $status, listingId: $listingId, sort: $sort, offset: $offset, limit: $limit) {
      hasMore items { ...AppointmentCard } waiting { id since }
    }
  }
`);

const CANCEL_APPOINTMENT = graphql(`
  mutation CancelAppointment($id: ID!, $reason: String) { cancelAppointment(id: $id, reason: $reason) { message appointment { statusLabel } } }
`);

// GraphQL IDs come back as strings; the pages' props use numbers.
const toItem = (i: AppointmentCardFragment): AppointmentItem => ({
  ...i, id: Number(i.id), listing: { ...i.listing, id: Number(i.listing.id) },
});

/**
 * One page of the viewer's appointments under the filters, with the clinic's flags on its cards (since when each
 * owner has waited past the response target, by appointment id).
 */
export async function fetchAppointments(f: AppointmentFilters, offset: number, limit: number): Promise<AppointmentPage & { waiting: Record<string, string> }> {
  const data = await execute(APPOINTMENTS, {
      status: f.status, listingId: f.listingId === null ? null : String(f.listingId),
      sort: f.sort === 'created' ? 'CREATED' : 'SLOT', offset, limit,
  });
  return {
    items: data.appointments.items.map(toItem), hasMore: data.appointments.hasMore,
    waiting: Object.fromEntries(data.appointments.waiting.map((w) => [w.id, String(w.since)])),
  };
}

/** Cancels one appointment, with the reason given (or none); throws GqlError with the server's message when it cannot. */
export async function cancelAppointment(id: number, reason: string | null = null): Promise<{ statusLabel: string; message: string }> {
  const data = await execute(CANCEL_APPOINTMENT, { id: String(id), reason });
  return { statusLabel: data.cancelAppointment.appointment.statusLabel, message: data.cancelAppointment.message };
}
