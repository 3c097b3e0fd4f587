import { Router, type NextFunction, type Request, type Response } from 'express';
import { createElement } from 'react';
import { newAppointmentPage } from './bookings.routes.ts';
import type { AppDeps } from '../../app-deps.ts';
import { isAppError, NotFoundError, ValidationError } from '../../errors.ts';
import { SELECT_SLOT } from '../../../contracts/bookings.ts';
import { appointmentListQuerySchema } from '../../../contracts/appointment-input.ts';
import { parseInput } from '../../../contracts/forms.ts';
import { renderPage } from '../../render/render-page.ts';
import { sendPrivatePage } from '../../render/private-page-cache.ts';
import { unreadCountsOf } from '../../render/menu-counts.ts';
import { clinicScope, ownerScope } from '../../db/cache-versions.ts';
import {
  BOOKING_STATUS, type AppointmentItem,
} from '../../../contracts/appointments.ts';
import { canceledNotice, PAGE_SIZE } from '../../domain/appointments/appointment-service.ts';
import { AppointmentsPage } from '../../../views/pages/appointments/appointments-page.tsx';
import { AppointmentDetailPage, type AppointmentDetailView } from '../../../views/pages/appointments/appointment-detail-page.tsx';
import { canonicalZone, isZone } from '../../../contracts/time-zone.ts';
import { zoneQuery, type AppointmentFilters } from '../../../contracts/appointments.ts';
import { appointmentTabsView, detailNotice } from './appointment-tabs.ts';
import { bookingDates } from '../../domain/availability/slots.ts';
import { checkRateLimit } from '../middleware/rate-limit.ts';
import { RATE_LIMITS } from '../rate-limits.ts';
import { translate } from '../../i18n/server-intl.ts';

const NOT_FOUND = 'Oops! Sorry page not found';

/** Each role's list: owners at /app/my-appointments, vendors at /app/appointments (the other role gets the 404 page). */
const AREAS = [
  { basePath: '/app/my-appointments', kind: 'user' },
  { basePath: '/app/appointments', kind: 'vendor' },
] as const;


/** A valid zone from the query by its canonical name, else null (an unknown zone is ignored, not an error: it only changes how times read). */
const zoneOf = (req: Request): string | null => (isZone(req.query.tz) ? canonicalZone(req.query.tz) : null);

/**
 * Until when a list page reads the same with nothing written: an upcoming booking turns in progress at its
 * start and complete at its end; the Upcoming and Complete filters choose their bookings by the time, so they
 * hold for no time at all.
 */
function listHoldsUntil(filters: AppointmentFilters, items: AppointmentItem[], now: Date): number {
  if (filters.status === BOOKING_STATUS.IN_PROGRESS || filters.status === BOOKING_STATUS.COMPLETE) return now.getTime();
  return Math.min(Infinity, ...items.flatMap((i) => (i.state === 'upcoming' ? [Date.parse(i.slot)]
    : i.state === 'inProgress' ? [Date.parse(i.slot) + i.durationMinutes * 60_000] : [])));
}

function idParam(req: Request): number | null {
  const id = String(req.params.id);
  return /^\d{1,15}$/.test(id) ? Number(id) : null;
}

/**
 * My Appointments: the lists, the detail pages and the no-JavaScript cancel form.
 * Anonymous visits never reach here (the app shell sends them to /404); the wrong
 * role gets the 404 page; which bookings show is decided by services.appointments.
 */
export function appointmentsRoutes({ services, rateLimits }: Pick<AppDeps, 'services' | 'rateLimits'>): Router {
  const router = Router();

  /** The confirmation line for a booking this viewer may see and that is canceled; nothing for any other id. */
  async function canceledLine(req: Request, id: number, now: Date): Promise<string | null> {
    try {
      const d = await services.appointments.detail(req.viewer!, id, now);
      return d.state === 'canceled' ? canceledNotice(d.bookingCode) : null;
    } catch (err) {
      if (isAppError(err) && err.status === 404) return null;
      throw err;
    }
  }

  // New Appointment before the detail pages: /app/appointments/new is not an id.
  router.get('/app/appointments/new', newAppointmentPage({ services }));

  for (const area of AREAS) {
    const allowed = (req: Request) => req.viewer?.kind === area.kind;

    router.get(area.basePath, async (req, res, next) => {
      if (!allowed(req)) return next(new NotFoundError(NOT_FOUND));
      const q = parseInput(appointmentListQuerySchema, req.query);
      const filters: AppointmentFilters = {
        status: q.status ?? null, listingId: area.kind === 'vendor' ? q.listing ?? null : null, sort: q.sort, tz: zoneOf(req),
      };
      // The list people come back to most: kept for this session while nothing it shows changes (private-page-cache.ts):
      // an owner's own bookings and notices, or everything of the clinic's listings.
      const viewer = req.viewer!;
      const scopes = viewer.kind === 'vendor' ? [clinicScope(viewer.vendorId)] : [ownerScope(viewer.id)];
      await sendPrivatePage(req, res, scopes, async () => {
        const now = new Date();
        const [page, listings, notice, ownerNotices, onboarding, unread] = await Promise.all([
          services.appointments.list(req.viewer!, { ...filters, offset: q.offset, limit: PAGE_SIZE }, now),
          area.kind === 'vendor' ? services.appointments.listingChoices(req.viewer!) : Promise.resolve(null),
          q.canceled ? canceledLine(req, q.canceled, now) : Promise.resolve(null),
          services.notices.unread(req.viewer!),
          services.onboarding.checklist(req.viewer!),
          // Each card's unread messages (the same read as the menu's total); a message sent or read moves the scopes above
          // (cache-versions.ts threadsChanged).
          unreadCountsOf(res) ?? services.threads.unreadCounts(req.viewer!),
        ]);
        // The clinic's flags: owners who have waited longer than the listing's response target.
        const waiting = await services.threads.waitingPastTarget(req.viewer!, page.items.map((i) => i.id), now);
        // Vendors always; owners only on a vendor site, where the wizard books with that practice.
        const showNew = area.kind === 'vendor' || req.site.kind === 'vendor';
        return {
          element: createElement(AppointmentsPage, {
            list: {
              role: area.kind, basePath: area.basePath, page, filters, offset: q.offset, pageSize: PAGE_SIZE, listings,
              unread: Object.fromEntries([...unread.byBooking].filter(([, n]) => n > 0).map(([id, n]) => [String(id), n])),
              waiting: Object.fromEntries([...waiting.overdue].map(([id, since]) => [String(id), since])),
            },
            showNew, notice, ownerNotices, onboarding,
          }),
          meta: { title: translate(req.locale, 'dash.title.myAppointments'), noindex: true },
          // The checklist reads tables no version follows (the website, the clinic's verification): not kept while shown.
          // Kept no longer than until the next thread passes its response target.
          holdsUntil: onboarding ? now.getTime() : Math.min(listHoldsUntil(filters, page.items, now), waiting.nextAt?.getTime() ?? Infinity),
        };
      });
    });

    const detail = async (req: Request, res: Response, next: NextFunction, extra: Partial<AppointmentDetailView> = {}, status = 200) => {
      const id = idParam(req);
      if (id === null || !allowed(req)) return next(new NotFoundError(NOT_FOUND));
      const now = new Date();
      const d = await services.appointments.detail(req.viewer!, id, now);
      const zone = zoneOf(req);
      const tabs = await appointmentTabsView(services, req.viewer!, d, req.query, now, req.locale);
      // The reschedule picker without JavaScript: ?reschedule=<date> lists that day's offered starts.
      const day = typeof req.query.reschedule === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(req.query.reschedule) ? req.query.reschedule : null;
      const reschedule = day && d.canReschedule
        ? { date: day, slots: (await services.availability.availableSlots(req.viewer!, { listingId: d.listing.id, type: d.type, date: day }, now)).slots }
        : null;
      const notice = detailNotice(req.locale, req.query, d.state);
      await renderPage(req, res, createElement(AppointmentDetailPage, {
        view: {
          detail: d, zone: zone ?? d.listingTZ, basePath: area.basePath, query: zoneQuery(zone),
          confirming: req.query.confirm === 'cancel', confirmingNoShow: req.query.confirm === 'noShow', notice, error: null, reschedule, tabs,
          bookingDates: bookingDates(now.getTime(), d.listingTZ), review: await services.reviews.panel(req.viewer!, d, now), ...extra,
        },
      }), { title: translate(req.locale, 'appt.title', { code: d.bookingCode }), noindex: true, status });
    };

    /** A no-JavaScript form post: a refusal re-renders the detail with its status and message; NOT_FOUND stays the 404 page. */
    const refusedOn = async (req: Request, res: Response, next: NextFunction, work: () => Promise<void>, view: Partial<AppointmentDetailView> = {}) => {
      try {
        await work();
        return true;
      } catch (err) {
        if (isAppError(err) && err.status !== 404 && err.status < 500) {
          await detail(req, res, next, { error: err.message, ...view }, err.status);
          return false;
        }
        throw err;
      }
    };
    const back = (req: Request, id: number, flag: string) => {
      const zone = zoneOf(req);
      return `${area.basePath}/${id}${zone ? `${zoneQuery(zone)}&` : '?'}${flag}=1`;
    };

    router.post(`${area.basePath}/:id/reschedule`, async (req, res, next) => {
      const id = idParam(req);
      if (id === null || !allowed(req)) return next(new NotFoundError(NOT_FOUND));
      let newId = 0;
      const slot = typeof req.body?.slot === 'string' ? req.body.slot : '';
      const ok = await refusedOn(req, res, next, async () => {
        if (!slot) throw new ValidationError(SELECT_SLOT);
        newId = (await services.appointments.reschedule(req.viewer!, id, slot, new Date())).id;
      });
      if (ok) res.redirect(303, back(req, newId, 'rescheduled'));
    });

    router.post(`${area.basePath}/:id/outcome`, async (req, res, next) => {
      const id = idParam(req);
      if (id === null || !allowed(req)) return next(new NotFoundError(NOT_FOUND));
      const outcome = req.body?.outcome === 'noShow' ? 'noShow' : 'complete';
      const ok = await refusedOn(req, res, next, async () => {
        await services.appointments.markOutcome(req.viewer!, id, outcome, new Date());
      });
      if (ok) res.redirect(303, back(req, id, 'marked'));
    });

    router.post(`${area.basePath}/:id/outcome/undo`, async (req, res, next) => {
      const id = idParam(req);
      if (id === null || !allowed(req)) return next(new NotFoundError(NOT_FOUND));
      const ok = await refusedOn(req, res, next, async () => {
        await services.appointments.undoOutcome(req.viewer!, id, new Date());
      });
      if (ok) res.redirect(303, back(req, id, 'unmarked'));
    });

    // Reviews: the owner writes one of an appointment that took place; the practice replies once and reports.
    const reviewCalls = area.kind === 'user'
      ? [{ path: 'review', flag: 'reviewed', run: (req: Request, id: number) => services.reviews.write(req.viewer!, id, req.body, new Date()) }]
      : [
        { path: 'review/reply', flag: 'replied', run: (req: Request, id: number) => services.reviews.reply(req.viewer!, id, req.body, new Date()) },
        { path: 'review/report', flag: 'reported', run: (req: Request, id: number) => services.reviews.report(req.viewer!, id, req.body, new Date()) },
      ];
    for (const call of reviewCalls) {
      router.post(`${area.basePath}/:id/${call.path}`, async (req, res, next) => {
        const id = idParam(req);
        if (id === null || !allowed(req)) return next(new NotFoundError(NOT_FOUND));
        const sent = { rating: String(req.body?.rating ?? ''), text: String(req.body?.text ?? req.body?.reply ?? '') };
        const ok = await refusedOn(req, res, next, async () => {
          await checkRateLimit(rateLimits, RATE_LIMITS.review, req);
          await call.run(req, id);
        }, { reviewSent: sent });
        if (ok) res.redirect(303, back(req, id, call.flag));
      });
    }

    // Only numeric ids are details (/app/appointments/new, above, is the booking wizard).
    router.get(`${area.basePath}/:id`, async (req, res, next) => {
      if (idParam(req) === null) return next();
      await detail(req, res, next);
    });

    // "Add to calendar" (the confirmation screen, the appointment): the booking's event, for its owner or its clinic.
    router.get(`${area.basePath}/:id/calendar.ics`, async (req, res, next) => {
      const id = idParam(req);
      if (id === null || !allowed(req)) return next(new NotFoundError(NOT_FOUND));
      const ics = await services.appointments.calendarInvite(req.viewer!, id, new Date());
      res.set('Cache-Control', 'private, no-store');
      res.type('text/calendar; charset=utf-8').attachment(`appointment-${id}.ics`).send(ics);
    });

    // "Join": the viewer's own consultation page of a video or phone booking, else the appointment itself.
    router.get(`${area.basePath}/:id/join`, async (req, res, next) => {
      const id = idParam(req);
      if (id === null || !allowed(req)) return next(new NotFoundError(NOT_FOUND));
      const detail = await services.appointments.detail(req.viewer!, id, new Date());
      res.set('Cache-Control', 'private, no-store');
      res.redirect(303, detail.consultationLink ?? `${area.basePath}/${id}`);
    });

    router.post(`${area.basePath}/:id/cancel`, async (req, res, next) => {
      const id = idParam(req);
      if (id === null || !allowed(req)) return next(new NotFoundError(NOT_FOUND));
      try {
        await services.appointments.cancel(req.viewer!, id, new Date(), { reason: req.body?.reason });
      } catch (err) {
        // A refused cancel (already canceled, started) shows on the page with its status; NOT_FOUND stays the 404 page.
        // A reason over its limit asks again, with the message, rather than leaving the question.
        if (isAppError(err) && err.status !== 404 && err.status < 500) {
          return detail(req, res, next, { error: err.message, confirming: err.code === 'BAD_USER_INPUT' }, err.status);
        }
        throw err;
      }
      const zone = zoneOf(req);
      res.redirect(303, `${area.basePath}${zone ? `${zoneQuery(zone)}&` : '?'}canceled=${id}`);
    });
  }

  return router;
}
