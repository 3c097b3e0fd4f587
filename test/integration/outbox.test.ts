import { expect } from 'chai';
import { startTestApp, type TestApp } from '../setup/app.ts';

describe('outbox (embedded mail and SMS)', () => {
  let t: TestApp;
  before(async () => { t = await startTestApp(); });
  after(() => t.close());

  it('stores mail and SMS and lists them newest first at /dev/outbox.json and /dev/outbox', async () => {
    await t.deps.adapters.mail.send({ to: 'a@example.test', subject: 'Reset your password', text: 'Link: /reset?code=abc', html: '<p>Link</p>' });
    await t.deps.adapters.sms.send({ to: '2125550100', text: 'Your code is 1234' });
    const res = await t.fetch('/dev/outbox.json');
    expect(res.status).to.equal(200);
    const messages = await res.json();
    expect(messages.map((m: { channel: string }) => m.channel)).to.deep.equal(['sms', 'email']);
    expect(messages[0]).to.include({ channel: 'sms', to: '2125550100', text: 'Your code is 1234', subject: null });
    expect(messages[1]).to.include({ channel: 'email', to: 'a@example.test', subject: 'Reset your password', html: '<p>Link</p>' });
    expect(messages[1].created_at).to.be.a('string');

    const page = await (await t.fetch('/dev/outbox', { headers: { accept: 'text/html' } })).text();
    expect(page).to.contain('Your code is 1234');
  });

  it('escapes message text on the outbox page', async () => {
    await t.deps.adapters.sms.send({ to: '2125550111', text: '<img src=x onerror=alert(1)>' });
    const page = await (await t.fetch('/dev/outbox', { headers: { accept: 'text/html' } })).text();
    expect(page).to.contain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('does not exist in production', async () => {
    const prod = await startTestApp({ NODE_ENV: 'production', SESSION_SECRET: 'production-secret-for-tests' });
    try {
      const res = await prod.fetch('/dev/outbox.json');
      expect(res.status).to.equal(404);
    } finally {
      await prod.close();
    }
  });
});
