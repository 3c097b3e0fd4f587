import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'chai';
import express, { Router } from 'express';
import { routeTable } from '../../../server/http/route-table.ts';

/** Routers that answer with their name and route, mounted in a row or through the route table. */
function routers(): Router[] {
  const named = (name: string, paths: string[]) => {
    const router = Router();
    for (const path of paths) router.get(path, (req, res) => { res.send(`${name} ${path}`); });
    return router;
  };
  const failing = Router();
  failing.get('/broken/now', () => { throw new Error('broken'); });
  const skipping = Router();
  skipping.get('/app/skip', (_req, _res, next) => next('router'));
  return [
    named('home', ['/']),
    named('pages', ['/faqs', '/about/team']),
    named('appointments', ['/app/appointments', '/app/appointments/:id']),
    skipping,
    named('shell', ['/app/:page']),
    named('lang', ['/:lang/about']),
    named('settings', ['/app/settings{/*tab}']),
    failing,
  ];
}

async function serve(mount: (app: express.Express) => void): Promise<{ get(path: string): Promise<string>; close(): void }> {
  const app = express();
  mount(app);
  app.use((_req, res) => { res.status(404).send('none'); });
  app.use((err: Error, _req: express.Request, res: express.Response, _next: express.NextFunction) => { res.status(500).send(`error ${err.message}`); });
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    get: async (path) => { const res = await fetch(`${base}${path}`); return `${res.status} ${await res.text()}`; },
    close: () => server.close(),
  };
}

describe('the route table (server/http/route-table.ts)', () => {
  const paths = ['/', '/faqs', '/FAQS/', '/about/team', '/app/appointments', '/app/appointments/12', '/App/Appointments/12/', '/app/skip',
    '/app/profile', '/app/settings', '/app/settings/team', '/es/about', '/app', '/nothing/here', '/broken/now', '/%61pp/appointments', '//app/x'];

  it('answers every request as the routers mounted in a row do', async () => {
    const inRow = await serve((app) => { for (const r of routers()) app.use(r); });
    const table = await serve((app) => { app.use(routeTable(routers())); });
    try {
      for (const path of paths) expect(await table.get(path), path).to.equal(await inRow.get(path));
      expect(await table.get('/App/Appointments/12/')).to.equal('200 appointments /app/appointments/:id');
      expect(await table.get('/app/skip')).to.equal('200 shell /app/:page');
      expect(await table.get('/app/settings/team')).to.equal('200 settings /app/settings{/*tab}');
      expect(await table.get('/es/about')).to.equal('200 lang /:lang/about');
      expect(await table.get('/broken/now')).to.equal('500 error broken');
      expect(await table.get('/nothing/here')).to.equal('404 none');
    } finally {
      inRow.close();
      table.close();
    }
  });

  it('lists every router\'s routes in its stack', () => {
    const all = routers();
    expect(routeTable(all).stack).to.have.length(all.reduce((n, r) => n + r.stack.length, 0));
  });
});
