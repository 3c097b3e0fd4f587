import type { AppointmentDetail } from '../../../contracts/appointments.ts';
import { CONSULTATION_KINDS, videoRoom, type ConsultationType } from '../../../contracts/consultations.ts';

export type AppointmentTabName = 'details' | 'messages' | 'video' | 'records';

/**
 * The spec's tabs of an appointment: Details; for video bookings also Video Chat and Medical Records.
 * Other types keep Details, plus Medical Records for the vendor (who may add a consultation note).
 * Every appointment has Messages beside Details (its thread with the clinic, issue 29).
 */
export function appointmentTabs(type: ConsultationType, viewerKind: 'user' | 'vendor'): AppointmentTabName[] {
  if (CONSULTATION_KINDS[type].hasVideoRoom) return ['details', 'messages', 'video', 'records'];
  return viewerKind === 'vendor' ? ['details', 'messages', 'records'] : ['details', 'messages'];
}

export type VideoTabState =
  | { kind: 'room'; roomUrl: string }
  | { kind: 'countdown'; opensAt: string }
  | { kind: 'closed'; reason: string };

/**
 * What the Video Chat tab shows at `now`: a countdown until the room opens (`videoRoom()`), then the room
 * (until the appointment ends and after, so a late joiner still gets in); a canceled or rescheduled
 * booking has no room. Pure: the clock and the room URL are passed in.
 */
export function videoTab(detail: Pick<AppointmentDetail, 'id' | 'slot' | 'state'>, now: Date, roomUrl: (bookingId: number) => string): VideoTabState {
  if (detail.state === 'canceled') return { kind: 'closed', reason: 'This appointment was canceled.' };
  if (detail.state === 'rescheduled') return { kind: 'closed', reason: 'This appointment was rescheduled; open the new appointment for its video room.' };
  const room = videoRoom(detail.slot, now);
  if (!room.open) return { kind: 'countdown', opensAt: room.opensAt };
  return { kind: 'room', roomUrl: roomUrl(detail.id) };
}
