import { Router } from 'express';
import { createElement } from 'react';
import { ValidationError } from '../../errors.ts';
import type { Services } from '../../services.ts';
import { renderPage } from '../../render/render-page.ts';
import { requireVendor } from '../../domain/accounts/viewer.ts';
import { VET_LIST_PAGE_SIZE } from '../../domain/listings/vet-list.ts';
import { LISTINGS_PAGE_SIZE } from '../../../contracts/listings.ts';
import { SPECIALIZATIONS } from '../../../contracts/reference.ts';
import { translate } from '../../i18n/server-intl.ts';
import { VetListPage } from '../../../views/pages/listings/vet-list-page.tsx';
import { MyListingsPage } from '../../../views/pages/listings/my-listings-page.tsx';
import { ListingEditorPage } from '../../../views/pages/listings/listing-editor-page.tsx';
import { SchedulePage } from '../../../views/pages/listings/schedule-page.tsx';

const one = (v: unknown) => (typeof v === 'string' ? v : '');

/** The public vet list, the vendor's listing pages and the spec's booked-slots call. */
export function listingsRoutes(services: Services): Router {
  const router = Router();

  router.post('/api/gql/fetch_booked_slots', async (req, res) => {
    const id = Number(req.body?.id);
    if (!Number.isSafeInteger(id) || id <= 0) throw new ValidationError('Invalid id', { fields: { id: 'Invalid id' } });
    const slots = await services.availability.bookedSlots(id, new Date());
    res.json({ data: { bookings: slots.map((slot) => ({ details: { slot } })) } });
  });

  router.get('/vet-appointments/list', async (req, res) => {
    const query = {
      search: one(req.query.q), zipcode: one(req.query.zip), type: one(req.query.type) || 'clinic', sort: one(req.query.sort) === 'rating' ? 'rating' : '',
    };
    const items = await services.vetList.vendorServices({ ...query, limit: VET_LIST_PAGE_SIZE }, new Date());
    const filtered = !!(query.search || query.zipcode);
    await renderPage(req, res, createElement(VetListPage, { query, items, pageSize: VET_LIST_PAGE_SIZE }), {
      title: filtered
        ? translate(req.locale, 'vetList.searchTitle', {
          hasSearch: query.search ? 'yes' : 'no', search: query.search, hasZipcode: query.zipcode ? 'yes' : 'no', zipcode: query.zipcode,
        })
        : translate(req.locale, 'vetList.title'),
      description: translate(req.locale, 'vetList.description'),
    });
  });

  router.get('/app/listings', async (req, res) => {
    const [items, onboarding] = await Promise.all([
      services.listingAdmin.list(req.viewer ?? null, { limit: LISTINGS_PAGE_SIZE }), services.onboarding.checklist(req.viewer ?? null),
    ]);
    const canChangeState = req.viewer?.kind === 'vendor' && req.viewer.subrole === 'root_admin';
    await renderPage(req, res, createElement(MyListingsPage, { items, pageSize: LISTINGS_PAGE_SIZE, canChangeState, onboarding }), { title: translate(req.locale, 'dash.title.myListings'), noindex: true });
  });

  router.get('/app/listings/item', async (req, res) => {
    requireVendor(req.viewer);
    const id = one(req.query.id);
    const listing = id ? await services.listingAdmin.get(req.viewer ?? null, Number(id) || 0) : null;
    const team = await services.listingAdmin.team(req.viewer ?? null);
    const intakeQuestions = listing ? await services.intake.questions(req.viewer ?? null, listing.id) : null;
    await renderPage(req, res, createElement(ListingEditorPage, {
      listing, team, intakeQuestions, ownerRequired: req.viewer?.kind === 'vendor' && req.viewer.subrole === 'root_admin' && team.length > 1, specializations: SPECIALIZATIONS.map((s) => ({ code: s.code, name: s.name })),
    }), { title: listing ? translate(req.locale, 'listingEd.docTitle.edit', { title: listing.title }) : translate(req.locale, 'listingEd.title.new'), noindex: true });
  });

  router.get('/app/listings/schedule', async (req, res) => {
    const week = await services.availability.scheduleWeek(req.viewer ?? null, {
      listingId: Number(one(req.query.id)) || 0, type: one(req.query.type) || 'clinic', date: one(req.query.date) || null,
    }, new Date());
    await renderPage(req, res, createElement(SchedulePage, { week }), { title: translate(req.locale, 'schedule.title', { title: week.title }), noindex: true });
  });

  return router;
}
