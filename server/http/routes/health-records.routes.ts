import { Router, type Request, type Response } from 'express';
import { createElement } from 'react';
import type { AppDeps } from '../../app-deps.ts';
import { NotFoundError } from '../../errors.ts';
import { renderPage } from '../../render/render-page.ts';
import { keepLinkPrivate } from '../middleware/consultation-redirect.ts';
import { failureLimit } from '../middleware/rate-limit.ts';
import { RATE_LIMITS } from '../rate-limits.ts';
import { isCategory, RECORD_MESSAGES, subcategoriesOf, subcategoryOf } from '../../../contracts/health-records.ts';
import { SHARE_MESSAGES } from '../../../contracts/pet-share-links.ts';
import { MedicalRecordsPage, type MedicalRecordsView } from '../../../views/pages/records/medical-records-page.tsx';
import { SharedRecordPage, ShareLinkGonePage } from '../../../views/pages/records/shared-record-page.tsx';
import { InvalidLinkPage } from '../../../views/pages/consultation/consultation-page.tsx';
import { translate } from '../../i18n/server-intl.ts';
import type { MessageId } from '../../../contracts/messages/en.ts';

const NOT_FOUND = 'Oops! Sorry page not found';
const NOTICES: Record<string, MessageId> = { saved: 'health.page.saved', deleted: 'health.page.deleted', note: 'health.page.saved' };

const idOf = (value: unknown): number | null => (typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : null);

/**
 * The health records area: the owner's Medical Records page, the record's PDF, a record file's signed
 * link, and the share-link page that replaces the spec's `/3*?pid&uid`. Who may read what is the
 * records service's to decide.
 */
export function healthRecordsRoutes({ services, rateLimits }: Pick<AppDeps, 'services' | 'rateLimits'>): Router {
  const router = Router();
  const guesses = failureLimit(rateLimits, RATE_LIMITS.linkGuess);

  router.get('/app/medical-records', async (req, res, next) => {
    const viewer = req.viewer;
    if (viewer?.kind !== 'user') return next(new NotFoundError(NOT_FOUND));
    const now = new Date();
    const pets = await services.pets.list(viewer);
    const asked = idOf(req.query.pet);
    if (asked !== null && !pets.some((p) => p.id === asked)) return next(new NotFoundError(RECORD_MESSAGES.petNotFound));
    // On a vendor site the owner picks the pet first (the spec); on the main site the first pet opens.
    const petId = asked ?? (req.site.kind === 'vendor' ? null : pets[0]?.id ?? null);
    let selected: MedicalRecordsView['selected'] = null;
    if (petId !== null) {
      const category = isCategory(req.query.category) ? req.query.category : 'history';
      const subcategory = subcategoryOf(category, String(req.query.sub ?? ''))?.key ?? subcategoriesOf(category)[0].key;
      // A shared pet (pets/pet-access.ts): its owner's share links are not the co-owner's; records they may add at `manage`.
      const shared = pets.find((p) => p.id === petId)?.sharedLevel ?? null;
      const [record, links] = await Promise.all([
        services.healthRecords.petRecord(viewer, petId, now), shared ? null : services.petShareLinks.list(viewer, petId, now),
      ]);
      selected = { pet: record.pet, category, subcategory, records: record.records, due: record.due, links, canAdd: shared !== 'view' };
    }
    const noticeId = NOTICES[String(req.query.notice ?? '')];
    const notice = noticeId ? translate(req.locale, noticeId) : null;
    await renderPage(req, res, createElement(MedicalRecordsPage, { view: { pets, selected, notice } }), { title: translate(req.locale, 'dash.title.medicalRecords'), noindex: true });
  });

  router.get('/app/medical-records/:petId/record.pdf', async (req, res, next) => {
    const petId = idOf(req.params.petId);
    if (petId === null) return next(new NotFoundError(NOT_FOUND));
    const pdf = await services.healthRecords.pdf(req.viewer ?? null, petId, new Date(), req.locale);
    res.set('Content-Type', 'application/pdf');
    res.set('Content-Disposition', `attachment; filename="${pdf.fileName}"`);
    res.set('Cache-Control', 'no-store');
    pdf.write(res);
  });

  // Not a page: answers with the file's short-lived signed address, to those who may read its record.
  router.get('/api/health-records/files/:fileId', async (req, res, next) => {
    const fileId = idOf(req.params.fileId);
    if (fileId === null) return next(new NotFoundError('File not found'));
    const url = await services.healthRecords.fileLink(req.viewer ?? null, fileId);
    keepLinkPrivate(res);
    res.redirect(302, url);
  });

  /** The answer to a share link that opens nothing: revoked or expired (410, said so), else 'Invalid link' (404, a counted guess). */
  async function closedLink(req: Request, res: Response, status: 'gone' | 'invalid') {
    if (status === 'gone') {
      await renderPage(req, res, createElement(ShareLinkGonePage), { title: translate(req.locale, 'health.shared.gone'), status: 410, noindex: true });
      return;
    }
    await guesses.missed(req);
    await renderPage(req, res, createElement(InvalidLinkPage), { title: SHARE_MESSAGES.invalid, status: 404, noindex: true });
  }

  // A file of a shared record, for whoever holds the link: a few minutes' signed address while the link works.
  router.get('/3/:token/files/:fileId', async (req, res) => {
    keepLinkPrivate(res);
    await guesses.before(req);
    const fileId = idOf(req.params.fileId);
    const file = fileId === null ? { status: 'invalid' as const } : await services.petShareLinks.fileLink(req.params.token, fileId, new Date());
    if (file.status !== 'open') return closedLink(req, res, file.status);
    res.redirect(302, file.value);
  });

  // `/3/<token>` opens a share link; anything else under /3 (the spec's `?pid&uid` included) is 'Invalid link'.
  router.get('/3{*rest}', async (req: Request, res) => {
    keepLinkPrivate(res);
    await guesses.before(req);
    const rest = (req.params as { rest?: string[] }).rest;
    const token = rest?.length === 2 && rest[0] === '' ? rest[1] : null;
    const shared = token ? await services.petShareLinks.open(token, new Date()) : { status: 'invalid' as const };
    if (shared.status !== 'open') return closedLink(req, res, shared.status);
    await renderPage(req, res, createElement(SharedRecordPage, shared.value), { title: translate(req.locale, 'health.shared.title', { name: shared.value.pet.name }), noindex: true });
  });

  return router;
}
