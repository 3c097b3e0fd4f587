import { expect } from 'chai';
import type { Router } from 'express';
import { startTestApp, type TestApp } from '../setup/app.ts';
import { areaRoutes } from '../../server/http/routes/index.ts';

interface Layer {
  route?: { path: string | string[]; methods: Record<string, boolean> };
  match(path: string): boolean;
}

interface RouteEntry { router: number; path: string; methods: string[]; layer: Layer }

/** Every route of every router in the table, one entry per path. */
function routesOf(routers: Router[]): RouteEntry[] {
  return routers.flatMap((router, i) => (router.stack as unknown as Layer[]).flatMap((layer) => {
    const paths = layer.route ? [layer.route.path].flat() : [];
    return paths.map((path) => ({ router: i, path, methods: Object.keys(layer.route!.methods), layer }));
  }));
}

/** Requests a route pattern answers: its params as an id and as a word, and its other trailing-slash form. */
function samples(pattern: string): string[] {
  const fill = (value: string) => pattern.replace(/:\w+/g, value).replace(/\*\w+/g, `${value}/${value}`);
  return [fill('1'), fill('new')].flatMap((p) => [p, p.endsWith('/') ? p.slice(0, -1) || '/' : `${p}/`]);
}

const sameMethod = (a: string[], b: string[]) => a.some((m) => b.includes(m) || (m === 'get' && b.includes('head')) || (m === 'head' && b.includes('get')));

describe('the routing table', function () {
  this.timeout(60_000);
  let t: TestApp;
  before(async () => { t = await startTestApp(); });
  after(() => t.close());

  it('holds only routes: no router-wide middleware whose place in the table would matter', () => {
    areaRoutes(t.deps).forEach((router, i) => {
      const middleware = (router.stack as unknown as Layer[]).filter((layer) => !layer.route);
      expect(middleware, `router ${i} of areaRoutes()`).to.have.length(0);
    });
  });

  it('serves every request from one router at most, so the order of the table carries no meaning', () => {
    const routes = routesOf(areaRoutes(t.deps));
    expect(routes.length).to.be.greaterThan(50);
    const clashes: string[] = [];
    for (const route of routes) {
      for (const other of routes) {
        if (other.router === route.router || !sameMethod(route.methods, other.methods)) continue;
        for (const url of samples(route.path)) {
          if (other.layer.match(url)) clashes.push(`${route.methods.join(',')} ${url}: ${route.path} and ${other.path}`);
        }
      }
    }
    expect(clashes).to.deep.equal([]);
  });

  it('answers the same with the table mounted in reverse order', async () => {
    const reversed = await startTestApp({}, { reverseRoutes: true });
    try {
      for (const path of ['/', '/faqs/', '/faqs', '/e-consultation/order', '/e-consultation/order/', '/app/appointments/new', '/app/appointments/1',
        '/checkout', '/vet-appointments/list', '/login/', '/robots.txt', '/no-such-page']) {
        const [a, b] = await Promise.all([t.fetch(path), reversed.fetch(path)]);
        expect([path, b.status, b.headers.get('location')]).to.deep.equal([path, a.status, a.headers.get('location')]);
      }
      for (const [path, body] of [['/api/payment', { paymentType: 100 }], ['/api/payment', { paymentType: 300 }], ['/api/orders', {}]] as const) {
        const init = { method: 'POST', headers: { 'content-type': 'application/json', origin: t.baseUrl }, body: JSON.stringify(body) };
        const [a, b] = await Promise.all([t.fetch(path, init), reversed.fetch(path, { ...init, headers: { ...init.headers, origin: reversed.baseUrl } })]);
        expect([path, b.status, await b.json()]).to.deep.equal([path, a.status, await a.json()]);
      }
    } finally {
      await reversed.close();
    }
  });
});
