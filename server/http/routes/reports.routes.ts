import { Router, type Request } from 'express';
import { createElement } from 'react';
import type { AppDeps } from '../../app-deps.ts';
import { REPORT_MESSAGES, reportExportQuerySchema } from '../../../contracts/reports.ts';
import { parseInput } from '../../../contracts/forms.ts';
import { isAppError, ValidationError } from '../../errors.ts';
import { renderPage } from '../../render/render-page.ts';
import { ReportsPage } from '../../../views/pages/reports/reports-page.tsx';
import { translate } from '../../i18n/server-intl.ts';

const PRESETS = [7, 30, 90, 365];

const one = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);
const queryOf = (req: Request) => {
  const days = Number(one(req.query.days));
  return { from: one(req.query.from), to: one(req.query.to), days: PRESETS.includes(days) ? days : null };
};

/** /app/reports and its CSV exports; the page registry admits root admins only, the service checks again. */
export function reportsRoutes({ services, config }: Pick<AppDeps, 'services' | 'config'>): Router {
  const router = Router();

  router.get('/app/reports', async (req, res) => {
    const now = new Date();
    const query = queryOf(req);
    let report;
    let error: { message: string; fields: Record<string, string> } | null = null;
    try {
      report = await services.reports.report(req.viewer ?? null, query, now);
    } catch (err) {
      if (!(err instanceof ValidationError)) throw err;
      // A bad period is shown at its field, over the default period's report.
      error = { message: err.message, fields: err.fields ?? {} };
      report = await services.reports.report(req.viewer ?? null, {}, now);
    }
    const current = query.days ?? (!query.from && !query.to ? 30 : null);
    const embedUrl = config.reportsEmbedUrl ? await services.reports.embedUrl(req.viewer ?? null, config.reportsEmbedUrl, now) : null;
    await renderPage(req, res, createElement(ReportsPage, {
      report, embedUrl, error,
      query: { from: error ? query.from ?? report.period.from : report.period.from, to: error ? query.to ?? report.period.to : report.period.to },
      presets: PRESETS.map((days) => ({ days, href: `/app/reports?days=${days}`, current: current === days })),
    }), { title: translate(req.locale, 'dash.title.appointmentsReport'), noindex: true, status: error ? 400 : 200 });
  });

  router.get('/api/reports/export.csv', async (req, res) => {
    const { chart } = parseInput(reportExportQuerySchema, { chart: req.query.chart }, REPORT_MESSAGES.unknownChart);
    try {
      const { filename, body } = await services.reports.csv(req.viewer ?? null, queryOf(req), chart, new Date());
      res.set('Content-Disposition', `attachment; filename="${filename}"`).set('Cache-Control', 'no-store').type('text/csv').send(body);
    } catch (err) {
      if (isAppError(err) && err.status === 400) return void res.status(400).type('text/plain').send(err.message);
      throw err;
    }
  });

  return router;
}
