import { Router, type Request, type Response } from 'express';
import { createElement, type ReactElement } from 'react';
import type { AppDeps } from '../../app-deps.ts';
import type { Viewer } from '../../domain/accounts/viewer.ts';
import { NotFoundError, ValidationError } from '../../errors.ts';
import { renderPage } from '../../render/render-page.ts';
import { SettingsPage, type SettingsTab } from '../../../views/pages/settings/settings-page.tsx';
import { DomainsTab, TeamTab, WebsiteTab } from '../../../views/pages/settings/settings-tabs.tsx';
import { ClinicProfileTab, ProfilePage } from '../../../views/pages/profile/profile-page.tsx';
import { RemindersTab, type RemindersTabProps } from '../../../views/pages/settings/reminders-tab.tsx';
import { ActivityTab } from '../../../views/pages/settings/activity-tab.tsx';
import { HouseCallsTab } from '../../../views/pages/settings/house-calls-tab.tsx';
import { ONBOARDING_DISMISS_PATH } from '../../../contracts/onboarding.ts';
import { CLINIC_CLOSURE, EXPORT_MESSAGES, type ExportKind } from '../../../contracts/data-exports.ts';
import { DataTab, ClinicClosedNotice, type DataTabProps } from '../../../views/pages/settings/data-tab.tsx';
import { RateLimitError } from '../../errors.ts';
import { logOut } from './accounts.shared.ts';
import { checkRateLimit } from '../middleware/rate-limit.ts';
import { RATE_LIMITS } from '../rate-limits.ts';
import { translate } from '../../i18n/server-intl.ts';
import type { MessageId } from '../../../contracts/messages/en.ts';


const NOT_FOUND = 'Oops! Sorry page not found';
const rootAdmin = (v: Viewer) => v.kind === 'vendor' && v.subrole === 'root_admin';
const anyVendor = (v: Viewer) => v.kind === 'vendor';
/** A tab's page title in the request's language ("Settings: Website"). */
const settingsTitle = (req: Request, tab: MessageId) => `${translate(req.locale, 'settings.nav')}: ${translate(req.locale, tab)}`;

interface Tab extends SettingsTab {
  access: (viewer: Viewer) => boolean;
  body: (req: Request) => Promise<ReactElement>;
}

/**
 * Settings: Website, Domains and Team for the root admin, My Profile for everyone (the spec's tabs). An
 * unmatched path selects the first tab the viewer may open; a root-only tab is 404 for a sub-user, here and
 * in every service behind it.
 */
/** What My Profile says after one of its plain forms (English: contracts' PUSH_MESSAGES.saved, SHELTER_MESSAGES.optedOut/optedIn), in the page's language. */
const PROFILE_NOTICES: Record<string, MessageId> = {
  notifications: 'sent.profile.notifications', 'updates-off': 'sent.profile.updatesOff', 'updates-on': 'sent.profile.updatesOn',
};

export function settingsRoutes({ services, config, rateLimits }: Pick<AppDeps, 'services' | 'config' | 'rateLimits'>): Router {
  const router = Router();
  /** My Profile's props: the person's own profile and API tokens, and a clinic login's calendar subscription. */
  const profileProps = async (viewer: Viewer | null) => ({
    profile: await services.profiles.get(viewer), tokens: await services.apiTokens.list(viewer),
    calendarFeed: viewer?.kind === 'vendor' ? await services.calendarFeeds.get(viewer) : null,
  });
  const base = new URL(config.publicUrl);
  const siteBase = { protocol: config.isProduction ? 'https:' : base.protocol, port: base.port };

  const TABS: Tab[] = [
    {
      href: '/app/settings/site', label: 'settings.tab.website', access: rootAdmin,
      body: async (req) => createElement(WebsiteTab, { settings: await services.websites.get(req.viewer ?? null) }),
    },
    {
      href: '/app/settings/domains', label: 'settings.tab.domains', access: rootAdmin,
      body: async (req) => createElement(DomainsTab, {
        settings: await services.websites.get(req.viewer ?? null), mainDomain: config.mainDomain, siteBase, exampleHost: 'yourclinic.com',
        dnsTargets: config.domainTargets,
      }),
    },
    {
      href: '/app/settings/users', label: 'settings.tab.team', access: rootAdmin,
      body: async (req) => createElement(TeamTab, { members: await services.team.list(req.viewer ?? null) }),
    },
    {
      href: '/app/settings/reminders', label: 'settings.tab.reminders', access: rootAdmin,
      body: async (req) => createElement(RemindersTab, {
        settings: await services.clinicReminders.get(req.viewer ?? null), notice: req.query.saved === '1' ? translate(req.locale, 'settings.reminders.saved') : null,
      }),
    },
    {
      href: '/app/settings/house-calls', label: 'settings.tab.houseCalls', access: rootAdmin,
      body: async (req) => createElement(HouseCallsTab, {
        area: await services.houseCallAreas.get(req.viewer ?? null), notice: req.query.saved === '1' ? translate(req.locale, 'settings.houseCalls.saved') : null,
      }),
    },
    {
      href: '/app/settings/activity', label: 'settings.tab.activity', access: rootAdmin,
      body: async (req) => {
        const before = Number(req.query.before);
        return createElement(ActivityTab, { page: await services.auditLog.page(req.viewer ?? null, Number.isSafeInteger(before) && before > 0 ? before : null, req.locale) });
      },
    },
    {
      href: '/app/settings/data', label: 'settings.tab.data', access: rootAdmin,
      body: async (req) => createElement(DataTab, {
        latest: await services.dataExports.latest(req.viewer ?? null, 'clinic', new Date()),
        notice: req.query.notice === 'export' ? { kind: 'ok', text: EXPORT_MESSAGES.requested } : null,
      }),
    },
    {
      href: '/app/settings/profile', label: 'settings.tab.myProfile', access: anyVendor,
      body: async (req) => {
        const [props, push, publicKey] = await Promise.all([
          profileProps(req.viewer ?? null), services.push.settings(req.viewer ?? null), services.push.publicKey(),
        ]);
        return createElement(ClinicProfileTab, { ...props, notifications: { publicKey, devices: push.devices } });
      },
    },
  ];

  /** The owner's profile; `dataNotice` (and `status`) when the export form was just refused. */
  async function ownerProfile(req: Request, res: Response, dataNotice: { kind: 'ok' | 'error'; text: string } | null = null, status = 200) {
    const viewer = req.viewer ?? null;
    const [props, push, shelters, publicKey, latest] = await Promise.all([
      profileProps(viewer), services.push.settings(viewer), services.shelters.adopterShelters(viewer), services.push.publicKey(),
      services.dataExports.latest(viewer, 'owner', new Date()),
    ]);
    const noticeId = Object.hasOwn(PROFILE_NOTICES, String(req.query.notice ?? '')) ? PROFILE_NOTICES[String(req.query.notice)] : undefined;
    const notice = noticeId ? translate(req.locale, noticeId) : null;
    const data = { latest, notice: dataNotice ?? (req.query.notice === 'export' ? { kind: 'ok' as const, text: EXPORT_MESSAGES.requested } : null) };
    await renderPage(req, res, createElement(ProfilePage, { ...props, notifications: { publicKey, ...push, shelters, notice }, data }), {
      title: translate(req.locale, 'dash.title.myProfile'), noindex: true, status,
    });
  }

  router.get('/app/my-profile', (req, res) => ownerProfile(req, res));

  /** "Download my data" (the plain form): queued, and back to the profile saying so; a second one the same day is refused (429). */
  router.post('/app/my-profile/export', async (req, res, next) => {
    const viewer = req.viewer;
    if (!viewer || viewer.kind !== 'user') return next(new NotFoundError(NOT_FOUND));
    try {
      await services.dataExports.request(viewer, 'owner', new Date());
    } catch (err) {
      if (!(err instanceof RateLimitError)) throw err;
      return ownerProfile(req, res, { kind: 'error', text: err.message }, 429);
    }
    res.redirect(303, '/app/my-profile?notice=export#your-data');
  });

  /** The emailed link: the signed-in person's own export, sent on to a short-lived signed address of the ZIP. */
  const download = (kind: ExportKind) => async (req: Request, res: Response) => {
    const url = await services.dataExports.downloadUrl(req.viewer ?? null, kind, Number(req.params.exportId), new Date());
    res.set('Cache-Control', 'no-store').redirect(302, url);
  };
  router.get('/app/my-profile/export/:exportId', download('owner'));
  router.get('/app/settings/data/export/:exportId', download('clinic'));

  /** Settings, Data: the page again, with a refusal (its status) or the closure's field errors. */
  async function dataTab(req: Request, res: Response, props: DataTabProps, status: number) {
    const viewer = req.viewer!;
    const tabs = TABS.filter((t) => t.access(viewer)).map(({ href, label }) => ({ href, label }));
    await renderPage(req, res, createElement(SettingsPage, { tabs, currentTab: '/app/settings/data', children: createElement(DataTab, props) }),
      { title: settingsTitle(req, 'settings.tab.data'), noindex: true, status });
  }

  router.post('/app/settings/data/export', async (req, res, next) => {
    const viewer = req.viewer;
    if (!viewer || !rootAdmin(viewer)) return next(new NotFoundError(NOT_FOUND));
    try {
      await services.dataExports.request(viewer, 'clinic', new Date());
    } catch (err) {
      if (!(err instanceof RateLimitError)) throw err;
      const latest = await services.dataExports.latest(viewer, 'clinic', new Date());
      return dataTab(req, res, { latest, notice: { kind: 'error', text: err.message } }, 429);
    }
    res.redirect(303, '/app/settings/data?notice=export#your-data');
  });

  /** Closes the clinic (password and the word CLOSE): the session ends with every other of its logins. */
  router.post('/app/settings/data/close', async (req, res, next) => {
    const viewer = req.viewer;
    if (!viewer || !rootAdmin(viewer)) return next(new NotFoundError(NOT_FOUND));
    await checkRateLimit(rateLimits, RATE_LIMITS.closeClinic, req);
    try {
      await services.clinicClosure.close(viewer, { password: req.body?.password, confirm: req.body?.confirm }, new Date());
    } catch (err) {
      if (!(err instanceof ValidationError)) throw err;
      const latest = await services.dataExports.latest(viewer, 'clinic', new Date());
      return dataTab(req, res, { latest, errors: err.fields ?? { password: err.message } }, 400);
    }
    await logOut(req, res);
    await renderPage(req, res, createElement(ClinicClosedNotice, { text: CLINIC_CLOSURE.closed }), { title: 'The clinic is closed', noindex: true });
  });

  /** "Hide this list" under the dashboard's Get started checklist: back to the page it was on (one of two). */
  router.post(ONBOARDING_DISMISS_PATH, async (req, res, next) => {
    const viewer = req.viewer;
    if (!viewer || !rootAdmin(viewer)) return next(new NotFoundError(NOT_FOUND));
    await services.onboarding.dismiss(viewer, new Date());
    res.redirect(303, req.body?.returnTo === '/app/listings' ? '/app/listings' : '/app/appointments');
  });

  /** Saves the reminder hours (the plain form); a refusal shows the tab again with each problem at its field. */
  router.post('/app/settings/reminders', async (req, res, next) => {
    // A form post passes no page-access check: anyone else, signed in or not, gets the page's 404.
    const viewer = req.viewer;
    if (!viewer || !rootAdmin(viewer)) return next(new NotFoundError(NOT_FOUND));
    const sent = { first: String(req.body?.first ?? ''), second: String(req.body?.second ?? ''), messageSms: req.body?.messageSms === 'on' };
    try {
      await services.clinicReminders.save(viewer, sent);
    } catch (err) {
      if (!(err instanceof ValidationError)) throw err;
      const props: RemindersTabProps = { settings: await services.clinicReminders.get(viewer), sent, errors: err.fields ?? {} };
      const tabs = TABS.filter((t) => t.access(viewer)).map(({ href, label }) => ({ href, label }));
      return renderPage(req, res, createElement(SettingsPage, { tabs, currentTab: '/app/settings/reminders', children: createElement(RemindersTab, props) }),
        { title: settingsTitle(req, 'settings.tab.reminders'), noindex: true, status: 400 });
    }
    res.redirect(303, '/app/settings/reminders?saved=1');
  });

  /** Saves the house-call area (the plain form); a refusal shows the tab again with each problem at its field. */
  router.post('/app/settings/house-calls', async (req, res, next) => {
    const viewer = req.viewer;
    if (!viewer || !rootAdmin(viewer)) return next(new NotFoundError(NOT_FOUND));
    const sent = { zipcodes: String(req.body?.zipcodes ?? ''), radiusMiles: String(req.body?.radiusMiles ?? ''), centerZipcode: String(req.body?.centerZipcode ?? '') };
    try {
      await services.houseCallAreas.save(viewer, sent);
    } catch (err) {
      if (!(err instanceof ValidationError)) throw err;
      const tabs = TABS.filter((t) => t.access(viewer)).map(({ href, label }) => ({ href, label }));
      const tab = createElement(HouseCallsTab, { area: await services.houseCallAreas.get(viewer), sent, errors: err.fields ?? {} });
      return renderPage(req, res, createElement(SettingsPage, { tabs, currentTab: '/app/settings/house-calls', children: tab }),
        { title: settingsTitle(req, 'settings.tab.houseCalls'), noindex: true, status: 400 });
    }
    res.redirect(303, '/app/settings/house-calls?saved=1');
  });

  router.get(['/app/settings', '/app/settings/*tab'], async (req: Request, res: Response, next) => {
    const viewer = req.viewer!;
    const tabs = TABS.filter((t) => t.access(viewer));
    const requested = TABS.find((t) => t.href === req.path.replace(/\/$/, ''));
    if (requested && !requested.access(viewer)) return next(new NotFoundError(NOT_FOUND));
    const current = requested ?? tabs[0]; // an unmatched path selects the first tab
    await renderPage(req, res, createElement(SettingsPage, {
      tabs: tabs.map(({ href, label }) => ({ href, label })), currentTab: current.href, children: await current.body(req),
    }), { title: settingsTitle(req, current.label), noindex: true });
  });

  return router;
}
