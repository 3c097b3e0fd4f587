import { expect } from 'chai';
import type { Browser, HTTPRequest, Page } from 'puppeteer-core';
import { startTestApp, type TestApp } from '../setup/app.ts';
import { startPayPalStub } from '../setup/paypal-stub.ts';
import { carriesCardFields, PROVIDER_CAPTURE_PATH, PROVIDER_ORDER_PATH } from '../../contracts/payment-provider.ts';
import { launchBrowser } from './browser.ts';

/**
 * A stand-in for PayPal's JS SDK (the real one cannot load here): the v5 `paypal.Buttons` and
 * `paypal.CardFields` surface @paypal/react-paypal-js drives. Its card inputs stand for PayPal's frames;
 * submitting asks the page for the order (our server creates it), has the buyer approve it at the PayPal
 * stand-in, then reports the approval, as PayPal does.
 */
export const FAKE_SDK = `
  window.paypal = {
    version: '5.0.0',
    Buttons: function (opts) {
      return {
        isEligible: function () { return true; },
        render: function (el) {
          var b = document.createElement('button');
          b.type = 'button'; b.textContent = 'PayPal'; b.setAttribute('data-testid', 'fake-paypal-button');
          b.onclick = function () {
            Promise.resolve(opts.createOrder({}, {})).then(function (id) {
              return window.__buyerApproves(id).then(function () { return opts.onApprove({ orderID: id }, {}); });
            }).catch(function () {});
          };
          el.appendChild(b);
          return Promise.resolve();
        },
        close: function () { return Promise.resolve(); },
        updateProps: function () { return Promise.resolve(); },
      };
    },
    CardFields: function (opts) {
      var field = function (name) {
        return function () {
          return {
            render: function (el) { var i = document.createElement('input'); i.id = 'paypal-' + name; el.appendChild(i); return Promise.resolve(); },
            close: function () { return Promise.resolve(); },
          };
        };
      };
      return {
        isEligible: function () { return true; },
        NameField: field('name'), NumberField: field('number'), ExpiryField: field('expiry'), CVVField: field('cvv'),
        submit: function () {
          return Promise.resolve(opts.createOrder()).then(function (id) {
            return window.__buyerApproves(id).then(function () { opts.onApprove({ orderID: id }); });
          });
        },
      };
    },
  };
`;

/** A request the page sent to our server, with its body ('' when none). */
export interface SentRequest {
  url: string;
  body: string;
}

/** A PayPal browser suite's fixtures, read inside the tests once the hooks have run. */
export interface PayPalSuite {
  browser: Browser;
  /** PayPal's REST endpoints, stood in for (test/setup/paypal-stub.ts). */
  stub: Awaited<ReturnType<typeof startPayPalStub>>;
  /** The app, configured to pay through PayPal (the stub). */
  t: TestApp;
}

/**
 * Registers the hooks of a suite that pays through PayPal in Chromium: launches the browser (or skips the suite, as
 * `launchBrowser` says), starts the PayPal stub and the app configured against it, runs `setUp` (data every test
 * needs) and closes all three after the suite.
 */
export function payPalSuite(setUp?: (t: TestApp) => Promise<void>): PayPalSuite {
  const suite = {} as PayPalSuite;
  before(async function () {
    const browser = await launchBrowser(this);
    if (!browser) return;
    suite.browser = browser;
    suite.stub = await startPayPalStub();
    suite.t = await startTestApp({ PAYPAL_CLIENT_ID: 'public-client-id', PAYPAL_CLIENT_SECRET: 'secret' }, { paypalHttpsAgent: suite.stub.httpsAgent });
    await setUp?.(suite.t);
  });
  after(async () => {
    await suite.browser?.close();
    await suite.t?.close();
    await suite.stub?.close();
  });
  return suite;
}

/**
 * A page in a browser context of its own (no session left by another test) whose PayPal script is `sdk` (the
 * stand-in above; null: PayPal unreachable), whose buyer approves at the stub, and which records every request it
 * sends to our server in `sent`.
 */
export async function standInPage(suite: PayPalSuite, sdk: string | null = FAKE_SDK): Promise<{ page: Page; sent: SentRequest[] }> {
  const page = await (await suite.browser.createBrowserContext()).newPage();
  const sent: SentRequest[] = [];
  await page.setRequestInterception(true);
  page.on('request', (req: HTTPRequest) => {
    if (req.url().startsWith(suite.t.baseUrl)) sent.push({ url: req.url(), body: req.postData() ?? '' });
    if (!req.url().startsWith('https://www.paypal.com/sdk/js')) return void req.continue();
    if (sdk === null) return void req.abort('internetdisconnected');
    void req.respond({ status: 200, contentType: 'application/javascript', body: sdk });
  });
  await page.exposeFunction('__buyerApproves', (id: string) => suite.stub.approve(id));
  return { page, sent };
}

/**
 * The payment went through our server (it created PayPal's order and captured it) and the card never did: no
 * request carried its number, nor PayPal's card fields.
 */
export function expectCardStayedWithPayPal(sent: readonly SentRequest[], card: string): void {
  const posts = sent.filter((s) => s.body);
  expect(posts.map((s) => new URL(s.url).pathname)).to.include.members([PROVIDER_ORDER_PATH, PROVIDER_CAPTURE_PATH]);
  for (const post of posts) {
    expect(post.body, post.url).to.not.include(card);
    if (post.body.startsWith('{')) expect(carriesCardFields(JSON.parse(post.body)), post.url).to.equal(false);
  }
}
