import { gql } from '../../lib/listings-gql.ts';
import type { AppointmentItem, AppointmentPage } from '../../../contracts/appointments.ts';
import type { AppointmentFilters } from '../../../contracts/appointments.ts';

export type { AppointmentItem, AppointmentPage };

const ITEM_FIELDS = `id bookingCode slot durationMinutes type typeLabel status state statusLabel
  listing { id title line1 address } customerName petName listingTZ createdAt`;

// GraphQL IDs come back as strings; the pages' props use numbers.
const toItem = (i: AppointmentItem): AppointmentItem => ({ ...i, id: Number(i.id), listing: { ...i.listing, id: Number(i.listing.id) } });

/** One page of the viewer's appointments under the filters. */
export async function fetchAppointments(f: AppointmentFilters, offset: number, limit: number): Promise<AppointmentPage> {
  const data = await gql<{ appointments: AppointmentPage }>(
    `query($status: Int, $listingId: ID, $sort: AppointmentSort, $offset: Int, $limit: Int) {
      appointments(status: $status, listingId: $listingId, sort: $sort, offset: $offset, limit: $limit) { hasMore items { ${ITEM_FIELDS} } }
    }`,
    {
      status: f.status, listingId: f.listingId === null ? null : String(f.listingId),
      sort: f.sort === 'created' ? 'CREATED' : 'SLOT', offset, limit,
    },
  );
  return { items: data.appointments.items.map(toItem), hasMore: data.appointments.hasMore };
}

/** Cancels one appointment; throws GqlError with the server's message when it cannot. */
export async function cancelAppointment(id: number): Promise<{ statusLabel: string; message: string }> {
  const data = await gql<{ cancelAppointment: { message: string; appointment: { statusLabel: string } } }>(
    'mutation($id: ID!) { cancelAppointment(id: $id) { message appointment { statusLabel } } }', { id: String(id) },
  );
  return { statusLabel: data.cancelAppointment.appointment.statusLabel, message: data.cancelAppointment.message };
}
