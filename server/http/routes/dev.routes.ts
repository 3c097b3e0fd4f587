import { Router } from 'express';
import { createElement } from 'react';
import type { Services } from '../../services.ts';
import { renderPage } from '../../render/render-page.ts';
import { OutboxPage } from '../../../views/pages/dev/outbox.tsx';

/** Outside production only: the outbox where embedded mail and SMS land. */
export function devRoutes(services: Services): Router {
  const router = Router();

  router.get('/dev/outbox.json', async (_req, res) => {
    const rows = await services.outbox.latest(200);
    res.json(rows.map((r) => ({
      id: Number(r.id), channel: r.channel, to: r.to, subject: r.subject, text: r.text, html: r.html, meta: r.meta,
      created_at: r.created_at,
    })));
  });

  router.get('/dev/outbox', async (req, res) => {
    const rows = await services.outbox.latest(100);
    await renderPage(req, res, createElement(OutboxPage, {
      messages: rows.map((r) => ({
        id: Number(r.id), channel: r.channel, to: r.to, subject: r.subject, text: r.text,
        createdAt: new Date(r.created_at).toISOString(),
      })),
    }), { title: 'Outbox', noindex: true });
  });

  return router;
}
