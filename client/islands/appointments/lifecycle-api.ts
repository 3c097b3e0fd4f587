import { execute } from '../../lib/graphql-client.ts';
import { graphql } from '../../gql/gql.ts';

const RESCHEDULE_SLOTS = graphql(`
  query RescheduleSlots($l: ID!, $t: String!, $d: String!) { availableSlots(listingId: $l, type: $t, date: $d) { slots timezone } }
`);

const RESCHEDULE_APPOINTMENT = graphql(`
  mutation RescheduleAppointment($id: ID!, $slot: DateTime!) { rescheduleAppointment(id: $id, slot: $slot) { message appointment { id } } }
`);

/** Offered starts (ISO) of a date and the next, by the availability engine's rules for this viewer. */
export async function rescheduleSlots(listingId: number, type: string, date: string): Promise<string[]> {
  const data = await execute(RESCHEDULE_SLOTS, { l: String(listingId), t: type, d: date });
  return data.availableSlots.slots;
}

/** Moves the appointment; answers the new booking's id. Throws GqlError with the server's message when refused. */
export async function rescheduleAppointment(id: number, slot: string): Promise<number> {
  const data = await execute(RESCHEDULE_APPOINTMENT, { id: String(id), slot });
  return Number(data.rescheduleAppointment.appointment.id);
}

const MARK_OUTCOME = graphql(`
  mutation MarkAppointmentOutcome($id: ID!, $outcome: AppointmentOutcome!) { markAppointmentOutcome(id: $id, outcome: $outcome) { message } }
`);

/** The practice marks a started appointment Completed or No-show. Throws GqlError with the server's message when refused. */
export async function markOutcome(id: number, outcome: 'complete' | 'noShow'): Promise<void> {
  await execute(MARK_OUTCOME, { id: String(id), outcome: outcome === 'noShow' ? 'NO_SHOW' : 'COMPLETE' });
}
