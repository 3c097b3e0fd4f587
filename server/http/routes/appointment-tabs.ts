import type { ParsedQs } from 'qs';
import type { Services } from '../../services.ts';
import type { Viewer } from '../../domain/accounts/viewer.ts';
import { isAppError } from '../../errors.ts';
import type { AppointmentDetail } from '../../../contracts/appointments.ts';
import type { AppointmentState } from '../../../contracts/appointments.ts';
import type { Locale } from '../../../contracts/locale.ts';
import { translate } from '../../i18n/server-intl.ts';
import { appointmentTabs, videoTab, type AppointmentTabName } from '../../domain/consultations/video-tab.ts';
import type { AppointmentDetailView } from '../../../views/pages/appointments/appointment-detail-page.tsx';
import { isKnownZone } from '../../domain/availability/slots.ts';
import { CONSULTATION_KINDS } from '../../../contracts/consultations.ts';

/**
 * The detail page's tabs (`?tab=messages|video|records`): which this booking has for this viewer, and the content
 * of the one asked for: the thread with its latest messages, the video room or its countdown, or the booked
 * pet's records (a pet since deleted, or none named, shows none).
 */
export async function appointmentTabsView(
  services: Services, viewer: Viewer, d: AppointmentDetail, query: ParsedQs, now: Date, locale: Locale,
): Promise<AppointmentDetailView['tabs']> {
  const available = appointmentTabs(d.type, viewer.kind);
  const asked = String(query.tab ?? 'details') as AppointmentTabName;
  const current = available.includes(asked) ? asked : 'details';
  // The Messages tab names the viewer's unread messages, on whichever tab is open.
  const unread = (await services.threads.unreadCounts(viewer, [d.id])).total;
  const tabs = { available, current, unreadMessages: unread };
  return { ...tabs, ...(await tabContent(services, viewer, d, query, now, current, locale)) };
}

/** The detail page's line after an action (`?canceled=1`, `?marked=1` ...), in the page's language; null without one. */
export function detailNotice(locale: Locale, query: ParsedQs, state: AppointmentState): string | null {
  const flag = (name: string) => query[name] === '1';
  if (flag('canceled')) return translate(locale, 'appt.notice.canceled');
  if (flag('rescheduled')) return translate(locale, 'appt.notice.rescheduled');
  if (flag('marked')) return translate(locale, 'appt.notice.marked', { status: translate(locale, `dash.appts.state.${state}`) });
  if (flag('unmarked')) return translate(locale, 'appt.notice.undone');
  if (flag('reviewed')) return translate(locale, 'appt.notice.reviewSaved');
  if (flag('replied')) return translate(locale, 'appt.notice.replied');
  if (flag('reported')) return translate(locale, 'appt.notice.reported');
  return null;
}

async function tabContent(
  services: Services, viewer: Viewer, d: AppointmentDetail, query: ParsedQs, now: Date, current: AppointmentTabName, locale: Locale,
): Promise<Omit<NonNullable<AppointmentDetailView['tabs']>, 'available' | 'current' | 'unreadMessages'>> {
  if (current === 'video') return { video: videoTab(d, now, (id) => services.consultations.roomUrl(id)) };
  if (current === 'messages') {
    const thread = await services.threads.thread(viewer, d.id, now);
    const page = await services.threads.messages(viewer, d.id, {}, now);
    // The zone the cards linked here with (the viewer's chosen or guessed one), else the listing's; the island moves to the browser's.
    const zone = typeof query.tz === 'string' && isKnownZone(query.tz) ? query.tz : d.listingTZ;
    return {
      messages: { thread, messages: page.items, cursor: page.cursor, hasMore: page.hasMore, zone, chat: CONSULTATION_KINDS[d.type].hasChatThread, viewerKind: viewer.kind,
        petName: d.petName,
      },
    };
  }
  if (current !== 'records') return {};
  let record = null;
  if (d.petId !== null) {
    try {
      record = await services.healthRecords.petRecord(viewer, d.petId, now);
    } catch (err) {
      if (!isAppError(err) || err.status !== 404) throw err;
    }
  }
  return {
    records: {
      bookingId: d.id, petName: record?.pet.name ?? null, records: record?.records ?? [], due: record?.due ?? [],
      canAddNote: viewer.kind === 'vendor' && record !== null,
      // The booking names a pet the clinic may not read: its owner has not shared with the clinic (yet).
      notShared: viewer.kind === 'vendor' && d.petId !== null && record === null ? translate(locale, 'appt.records.notShared') : null,
      ownerRecordsHref: viewer.kind === 'user' && record ? `/app/medical-records?pet=${record.pet.id}` : null,
      notice: query.notice === 'note' ? translate(locale, 'appt.notice.noteSaved') : null,
    },
  };
}
