import { Router, type Request, type Response } from 'express';
import { createElement, type ReactElement } from 'react';
import QRCode from 'qrcode';
import type { AppDeps } from '../../app-deps.ts';
import { isAppError } from '../../errors.ts';
import { translate } from '../../i18n/server-intl.ts';
import type { MessageId } from '../../../contracts/messages/en.ts';
import { renderPageHtml, sendSignedInPage } from '../../render/render-page.ts';
import { checkRateLimit } from '../middleware/rate-limit.ts';
import { RATE_LIMITS } from '../rate-limits.ts';
import { pageQuery } from '../page-query.ts';
import {
  endOpsSession, loadOperator, OPS_PATH, opsSessionMiddleware, regenerateOps, takeFlash, type OpsFlash,
} from '../middleware/ops-session.ts';
import { checkInput, parseInput } from '../../../contracts/forms.ts';
import {
  OPS_MESSAGES, opsApprovalSettingSchema, opsCodeSchema, opsIdSchema, opsLoginSchema, opsSearchSchema, planCreateSchema, planLimitSchema,
} from '../../../contracts/ops.ts';
import { OpsLoginPage, OpsVerifyPage } from '../../../views/pages/ops/ops-login-page.tsx';
import { OpsClinicsPage } from '../../../views/pages/ops/ops-clinics-page.tsx';
import { OpsMoneyPage } from '../../../views/pages/ops/ops-money-page.tsx';
import { OpsQueuesPage } from '../../../views/pages/ops/ops-queues-page.tsx';
import { OpsHealthPage } from '../../../views/pages/ops/ops-health-page.tsx';
import { OpsAuditPage } from '../../../views/pages/ops/ops-audit-page.tsx';

const LOGIN = `${OPS_PATH}/login`;
const VERIFY = `${OPS_PATH}/login/verify`;
const HOME = `${OPS_PATH}/clinics`;

/**
 * Sends a console page, titled in the request's language (an operator has no stored language): never cached (an
 * operator's page holds the whole marketplace), never indexed.
 */
async function sendOps(req: Request, res: Response, element: ReactElement, titleId: MessageId, status = 200): Promise<void> {
  const title = translate(req.locale, 'ops.titleSuffix', { title: translate(req.locale, titleId) });
  const html = await renderPageHtml(req, res, element, { title, noindex: true, status });
  sendSignedInPage(res, html, status);
}

function flash(req: Request, value: OpsFlash): void {
  if (req.session) req.session.opsFlash = value;
}

/** The route id of `/:id` paths, or NOT_FOUND. */
const idOf = (req: Request) => Number(parseInput(opsIdSchema, { id: String(req.params.id ?? '') }).id);

/**
 * The marketplace operator's console at /ops: its own session (ops-session.ts), a two-step sign-in (password, then
 * a TOTP or recovery code), and server-rendered pages whose tables are islands (sorted and searched in the browser,
 * their addresses answered here without script) and whose forms post and come back (post, redirect, get) with the outcome. Nobody but an operator gets past the sign-in: an owner's or clinic's session is never read here.
 * Every service call takes `req.operator` and checks it itself (signed in with both factors).
 */
export function opsRoutes(deps: AppDeps): Router {
  const { services, rateLimits } = deps;
  const ops = services.ops;
  const router = Router();
  // Each route reads the console's own session (routers of the table hold routes only, no router-wide middleware).
  const session = [opsSessionMiddleware(deps.config, deps.sessions.consoleStore), loadOperator(ops.operators)];
  const get = (path: string, handler: (req: Request, res: Response) => unknown) => router.get(path, ...session, handler);
  const post = (path: string, handler: (req: Request, res: Response) => unknown) => router.post(path, ...session, handler);

  /** A console page: anyone without a session goes to sign in; an operator between the two steps to the second. */
  const page = (handler: (req: Request, res: Response) => Promise<void>) => async (req: Request, res: Response) => {
    if (!req.operator) return res.redirect(302, req.opsSessionEnded ? `${LOGIN}?ended=1` : LOGIN);
    if (!req.operator.twoFactor) return res.redirect(302, VERIFY);
    await handler(req, res);
  };

  /**
   * A console action: without a console session, to sign in; otherwise the service decides (an operator without
   * two-step verification is refused with 403). Its outcome, or a refusal of the input, comes back on `back`.
   */
  const action = (back: string, run: (req: Request) => Promise<string>) => async (req: Request, res: Response) => {
    if (!req.operator) return res.redirect(303, LOGIN);
    try {
      flash(req, { kind: 'success', text: await run(req) });
    } catch (err) {
      if (!isAppError(err) || err.status === 401 || err.status === 403 || err.status >= 500) throw err;
      flash(req, { kind: 'error', text: err.message, fields: err.fields });
    }
    res.redirect(303, back);
  };

  get(OPS_PATH, (req, res) => res.redirect(302, req.operator?.twoFactor ? HOME : LOGIN));

  get(LOGIN, async (req, res) => {
    if (req.operator?.twoFactor) return res.redirect(302, HOME);
    const ended = req.query.ended === '1' ? { kind: 'error' as const, text: OPS_MESSAGES.sessionEnded } : null;
    await sendOps(req, res, createElement(OpsLoginPage, { email: '', flash: takeFlash(req) ?? ended }), 'ops.login.title');
  });

  post(LOGIN, async (req, res) => {
    const body = req.body as Record<string, unknown>;
    const email = typeof body.email === 'string' ? body.email.slice(0, 254) : '';
    const checked = checkInput(opsLoginSchema, body as never);
    const refuse = (status: number, text: string, fields?: Record<string, string>) =>
      sendOps(req, res, createElement(OpsLoginPage, { email, flash: { kind: 'error', text, fields } }), 'ops.login.title', status);
    if (checked.fields) return refuse(400, checked.message, checked.fields);
    try {
      await checkRateLimit(rateLimits, RATE_LIMITS.opsLoginAddress, req);
      await checkRateLimit(rateLimits, RATE_LIMITS.opsLogin, req);
      const operatorId = await ops.operators.checkPassword(checked.data.email, checked.data.password);
      const now = Date.now();
      await regenerateOps(req, { operatorId, passed: false, startedAt: now, seenAt: now });
      res.redirect(303, VERIFY);
    } catch (err) {
      if (isAppError(err) && err.status < 500) return refuse(err.status, err.message);
      throw err;
    }
  });

  get(VERIFY, async (req, res) => {
    if (!req.operator) return res.redirect(302, LOGIN);
    if (req.operator.twoFactor) return res.redirect(302, HOME);
    const enrolment = await ops.operators.enrolment(req.operator.id);
    const qrSvg = enrolment ? await QRCode.toString(enrolment.otpauthUrl, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }) : null;
    await sendOps(req, res, createElement(OpsVerifyPage, {
      enrolment: enrolment && qrSvg ? { qrSvg, secret: enrolment.secret } : null, flash: takeFlash(req),
    }), enrolment ? 'ops.enrol.title' : 'ops.verify.title');
  });

  post(VERIFY, async (req, res) => {
    const pending = req.session?.ops;
    if (!req.operator || !pending) return res.redirect(303, LOGIN);
    if (req.operator.twoFactor) return res.redirect(303, HOME);
    try {
      await checkRateLimit(rateLimits, RATE_LIMITS.opsSecondFactor, req);
      const { code } = parseInput(opsCodeSchema, req.body);
      const outcome = await ops.operators.checkSecondFactor(req.operator.id, code, new Date(), req.ip ?? null);
      const now = Date.now();
      await regenerateOps(req, { operatorId: req.operator.id, passed: true, startedAt: pending.startedAt, seenAt: now });
      if (outcome.via === 'recovery') flash(req, { kind: 'success', text: OPS_MESSAGES.recoveryUsed(outcome.left) });
      res.redirect(303, HOME);
    } catch (err) {
      if (!isAppError(err) || err.status >= 500) throw err;
      flash(req, { kind: 'error', text: err.message, fields: err.fields ?? { code: err.message } });
      res.redirect(303, VERIFY);
    }
  });

  post(`${OPS_PATH}/logout`, async (req, res) => {
    if (req.operator?.twoFactor) await ops.operators.signedOut(req.operator, new Date());
    await endOpsSession(req);
    res.redirect(303, LOGIN);
  });

  get(HOME, page(async (req, res) => {
    const { q = '', page: n = 1 } = parseInput(opsSearchSchema, req.query);
    const [list, approvalRequired] = await Promise.all([
      ops.clinics.list(req.operator!, q || null, n), ops.clinics.approvalRequired(req.operator!),
    ]);
    await sendOps(req, res, createElement(OpsClinicsPage, {
      operator: req.operator!, rows: list.rows, more: list.more, page: n, approvalRequired, flash: takeFlash(req), query: pageQuery(req.query),
    }), 'ops.nav.clinics');
  }));
  post(`${OPS_PATH}/clinics/:id/approve`, action(HOME, (req) => ops.clinics.approve(req.operator!, idOf(req), new Date())));
  post(`${OPS_PATH}/clinics/:id/suspend`, action(HOME, (req) => ops.clinics.setSuspended(req.operator!, idOf(req), true, new Date())));
  post(`${OPS_PATH}/clinics/:id/unsuspend`, action(HOME, (req) => ops.clinics.setSuspended(req.operator!, idOf(req), false, new Date())));
  post(`${OPS_PATH}/settings/clinic-approval`, action(HOME, (req) =>
    ops.clinics.setApprovalRequired(req.operator!, parseInput(opsApprovalSettingSchema, req.body).required === 'on', new Date())));

  const MONEY = `${OPS_PATH}/money`;
  get(MONEY, page(async (req, res) => {
    const { q = '', page: n = 1 } = parseInput(opsSearchSchema, req.query);
    const now = new Date();
    const [payments, refunds, plans] = await Promise.all([
      ops.money.payments(req.operator!, q || null, n), ops.money.refunds(req.operator!), ops.money.plans(req.operator!, now),
    ]);
    await sendOps(req, res, createElement(OpsMoneyPage, {
      operator: req.operator!, payments: payments.rows, more: payments.more, refunds, plans, page: n, flash: takeFlash(req), query: pageQuery(req.query),
    }), 'ops.nav.money');
  }));
  post(`${OPS_PATH}/payments/:id/refund`, action(MONEY, (req) => ops.money.refund(req.operator!, idOf(req), new Date())));
  post(`${OPS_PATH}/plans`, action(MONEY, (req) => ops.money.createPlan(req.operator!, parseInput(planCreateSchema, req.body), new Date())));
  post(`${OPS_PATH}/plans/:id/limit`, action(MONEY, (req) => {
    const input = parseInput(planLimitSchema, { ...req.body, id: String(req.params.id ?? '') });
    return ops.money.limitPlan(req.operator!, Number(input.id), input.maxUses, new Date());
  }));
  post(`${OPS_PATH}/plans/:id/expire`, action(MONEY, (req) => ops.money.expirePlan(req.operator!, idOf(req), new Date())));

  const QUEUES = `${OPS_PATH}/queues`;
  get(QUEUES, page(async (req, res) => {
    const queues = await ops.queues.all(req.operator!, new Date());
    await sendOps(req, res, createElement(OpsQueuesPage, { operator: req.operator!, queues, flash: takeFlash(req), query: pageQuery(req.query) }), 'ops.nav.queues');
  }));
  post(`${OPS_PATH}/shelter-inquiries/:id/approve`, action(QUEUES, (req) => ops.queues.approveShelter(req.operator!, idOf(req), new Date())));
  post(`${OPS_PATH}/reviews/:id/hide`, action(QUEUES, (req) => ops.queues.hideReview(req.operator!, idOf(req), new Date())));

  get(`${OPS_PATH}/health`, page(async (req, res) => {
    const health = await ops.health.read(req.operator!, new Date());
    await sendOps(req, res, createElement(OpsHealthPage, { operator: req.operator!, health, flash: takeFlash(req), query: pageQuery(req.query) }), 'ops.nav.health');
  }));

  get(`${OPS_PATH}/audit`, page(async (req, res) => {
    const before = typeof req.query.before === 'string' && /^[1-9][0-9]{0,15}$/.test(req.query.before) ? Number(req.query.before) : null;
    const log = await ops.audit.page(req.operator!, before);
    await sendOps(req, res, createElement(OpsAuditPage, {
      operator: req.operator!, rows: log.rows, nextBefore: log.nextBefore, flash: takeFlash(req), query: pageQuery(req.query),
    }), 'ops.nav.audit');
  }));

  return router;
}
