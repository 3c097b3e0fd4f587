import { expect } from 'chai';
import { startTestApp, type TestApp } from '../setup/app.ts';
import { createVendor, createWebsite } from '../factories/index.ts';
import { FORM_COOKIE } from '../../server/http/middleware/form-token.ts';

const VENDOR_HOST = 'errors.petcare.localhost';

/** A styled page: our stylesheet, and (except on the account pages, which hide them) the site header and footer. */
function expectStyled(html: string, chrome = true) {
  expect(html).to.match(/^<!doctype html>/);
  expect(html).to.match(/<link rel="stylesheet"[^>]+href="\/assets\//);
  if (!chrome) return;
  expect(html).to.contain('class="site-header"');
  expect(html).to.contain('<footer');
}

describe('error pages and form posts', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp();
    const vendorId = await createVendor(t.testDb.db, { name: 'Errors Clinic' });
    await createWebsite(t.testDb.db, vendorId, { name: 'Errors Clinic', sub_domain: 'errors' });
  });
  after(() => t.close());

  const formPost = (path: string, headers: Record<string, string>, body: Record<string, string>, host?: string) => t.fetch(path, {
    method: 'POST', host, body: new URLSearchParams(body).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html', ...headers },
  });

  for (const host of [undefined, VENDOR_HOST]) {
    const where = host ? 'on a vendor site' : 'on the main site';

    it(`renders a refused cross-site post as a styled 403 page ${where}`, async () => {
      const res = await formPost('/newsletter', { origin: 'https://evil.test' }, { email: 'a@example.test' }, host);
      expect(res.status).to.equal(403);
      const html = await res.text();
      expectStyled(html);
      expect(html).to.contain('Cross-site request refused.');
      if (host) expect(html).to.contain('Errors Clinic');
    });

    it(`renders 404 and 500-class pages styled ${where}`, async () => {
      const res = await t.fetch('/no-such-page', { host, headers: { accept: 'text/html' } });
      expect(res.status).to.equal(404);
      expectStyled(await res.text());
    });

    it(`accepts our own page's form post arriving with Origin: null ${where}`, async () => {
      const res = await formPost('/newsletter', { origin: 'null', 'sec-fetch-site': 'same-origin' }, { email: `ok${host ? 'v' : 'm'}@example.test` }, host);
      expect(res.status).to.equal(303);
    });
  }

  it('answers a 429 on the login page with the styled page and the limit message', async () => {
    let last: Response | undefined;
    for (let i = 0; i < 12; i += 1) {
      last = await formPost('/login/', { origin: 'null', 'sec-fetch-site': 'same-origin' }, { email: 'same@example.test', password: 'wrong-password' });
    }
    expect(last!.status).to.equal(429);
    const html = await last!.text();
    expectStyled(html, false);
    expect(html).to.match(/Too many/i);
  });

  it('accepts a form post with no usable origin when it carries the page\'s form token, and refuses it without', async () => {
    const page = await t.fetch('/login/', { headers: { accept: 'text/html' } });
    const cookie = page.headers.getSetCookie().find((c) => c.startsWith(`${FORM_COOKIE}=`))!.split(';')[0];
    const html = await page.text();
    const token = /name="_csrf" value="([^"]+)"/.exec(html)![1];
    const without = await formPost('/newsletter', { origin: 'null', cookie }, { email: 'token@example.test' });
    expect(without.status).to.equal(403);
    const withToken = await formPost('/newsletter', { origin: 'null', cookie }, { email: 'token@example.test', _csrf: token });
    expect(withToken.status).to.equal(303);
    const stolen = await formPost('/newsletter', { origin: 'null', cookie: `${FORM_COOKIE}=SomeoneElsesCookieValue1` }, { email: 'x@example.test', _csrf: token });
    expect(stolen.status).to.equal(403);
  });

  it('leaves the form token out of pages kept by the shared page cache', async () => {
    const first = await t.fetch('/faqs/', { headers: { accept: 'text/html' } });
    expect(first.headers.get('x-page-cache')).to.equal('MISS');
    expect(first.headers.getSetCookie().some((c) => c.startsWith(`${FORM_COOKIE}=`))).to.equal(false);
    expect(await first.text()).not.to.contain('name="_csrf"');
  });
});
