import { expect } from 'chai';
import { randomBytes } from 'node:crypto';
import { createClient } from 'redis';
import { startTestApp, type TestApp } from '../setup/app.ts';
import { CAPTCHA_TTL_MS } from '../../server/domain/accounts/captcha.ts';
import {
  client, lastOtp, ownerSignup, solvedCaptcha, solveQuestion, uniqueEmail, uniqueMobile, verifiedMobile,
} from './accounts-helpers.ts';

const CAPTCHA_WRONG = 'Please answer the question correctly.';

/**
 * The sign-up captcha is single-use and opaque, on the backend the environment
 * selects: Redis when REDIS_URL is set, else the captcha_challenges table.
 */
describe(`sign-up captcha (${process.env.REDIS_URL ? 'redis' : 'database'})`, function () {
  let t: TestApp;
  before(async () => { t = await startTestApp(); });
  after(async () => { await t?.close(); });

  /** Moves a stored challenge's expiry into the past, as the passing of time would. */
  async function expire(token: string) {
    if (t.deps.captchas.kind === 'database') {
      const n = await t.testDb.db('captcha_challenges').where({ id: token }).update({ expires_at: new Date(Date.now() - 1000) });
      expect(n).to.equal(1);
      return;
    }
    const redis = createClient({ url: process.env.REDIS_URL });
    await redis.connect();
    try {
      expect(await redis.pExpireAt(`petcare:captcha:${token}`, Date.now() - 1000)).to.equal(1);
    } finally {
      await redis.quit();
    }
  }

  async function expectCaptchaRefused(res: Response) {
    expect(res.status).to.equal(400);
    const json = await res.json();
    expect(json.msg).to.equal(CAPTCHA_WRONG);
    expect(json.error.fields).to.deep.equal({ captcha: CAPTCHA_WRONG });
  }

  describe('the store', () => {
    it('uses the backend the environment selects', () => {
      expect(t.deps.captchas.kind).to.equal(process.env.REDIS_URL ? 'redis' : 'database');
    });

    it('gives an answer back once; unknown and expired ids give nothing', async () => {
      const store = t.deps.captchas;
      const id = randomBytes(16).toString('base64url');
      await store.save(id, '7', CAPTCHA_TTL_MS);
      expect(await store.take(id)).to.equal('7');
      expect(await store.take(id)).to.equal(null);
      expect(await store.take(randomBytes(16).toString('base64url'))).to.equal(null);
      const old = randomBytes(16).toString('base64url');
      await store.save(old, '9', CAPTCHA_TTL_MS);
      await expire(old);
      expect(await store.take(old)).to.equal(null);
    });

    it('lets exactly one of many concurrent takes have the answer', async () => {
      const id = randomBytes(16).toString('base64url');
      await t.deps.captchas.save(id, '12', CAPTCHA_TTL_MS);
      const taken = await Promise.all(Array.from({ length: 10 }, () => t.deps.captchas.take(id)));
      expect(taken.filter((a) => a !== null)).to.deep.equal(['12']);
    });
  });

  describe('GET /api/account/captcha', () => {
    it('hands out an opaque token: random, and nothing of the question in it', async () => {
      const seen = new Set<string>();
      for (let i = 0; i < 5; i++) {
        const res = await t.fetch('/api/account/captcha');
        expect(res.status).to.equal(200);
        expect(res.headers.get('cache-control')).to.equal('no-store');
        const { question, token } = (await res.json()) as { question: string; token: string };
        const [, a, b] = /^What is (\d+) \+ (\d+)\?$/.exec(question)!;
        // 128 random bits in base64url: no separators, no "a.b." prefix, no expiry, no signature to read.
        expect(token).to.match(/^[A-Za-z0-9_-]{22}$/);
        expect(token.startsWith(`${a}.${b}`)).to.equal(false);
        seen.add(token);
      }
      expect(seen.size).to.equal(5);
    });

    it('serves a token that sign-up accepts once, and refuses a replay of the same token and answer', async () => {
      const { question, token } = (await (await t.fetch('/api/account/captcha')).json()) as { question: string; token: string };
      const solved = { captcha_token: token, captcha_answer: solveQuestion(question) };
      const first = await ownerSignup(t, client(t), solved);
      expect(first.res.status).to.equal(201);
      const replay = await ownerSignup(t, client(t), solved);
      await expectCaptchaRefused(replay.res);
    });
  });

  describe('POST /api/account/register', () => {
    it('spends the challenge on a wrong answer: the right answer afterwards is refused', async () => {
      const solved = await solvedCaptcha(t);
      const wrong = await ownerSignup(t, client(t), { ...solved, captcha_answer: String(Number(solved.captcha_answer) + 1) });
      await expectCaptchaRefused(wrong.res);
      const right = await ownerSignup(t, client(t), solved);
      await expectCaptchaRefused(right.res);
    });

    it('refuses unknown, expired, missing and old-style readable tokens with the captcha message', async () => {
      const expired = await solvedCaptcha(t);
      await expire(expired.captcha_token);
      const bodies: Array<Record<string, unknown>> = [
        { captcha_token: randomBytes(16).toString('base64url'), captcha_answer: '6' },
        expired,
        { captcha_token: undefined, captcha_answer: '6' },
        { captcha_token: `3.3.${Date.now() + 60_000}.${'a'.repeat(64)}`, captcha_answer: '6' },
      ];
      const before = Number((await t.testDb.db('users').count('* as n'))[0].n);
      for (const body of bodies) await expectCaptchaRefused((await ownerSignup(t, client(t), body)).res);
      expect(Number((await t.testDb.db('users').count('* as n'))[0].n)).to.equal(before);
    });

    it('lets only one of two concurrent sign-ups with the same solved token through', async () => {
      const solved = await solvedCaptcha(t);
      const [a, b] = [client(t), client(t)];
      const bodies = await Promise.all([a, b].map(async (c) => ({
        first_name: 'Twin', last_name: 'Owner', email: uniqueEmail('twin'), phone: await verifiedMobile(t, c), password: 'correct horse', ...solved,
      })));
      const answers = await Promise.all([a.post('/api/account/register', bodies[0]), b.post('/api/account/register', bodies[1])]);
      expect(answers.map((r) => r.status).sort()).to.deep.equal([201, 400]);
      const users = await t.testDb.db('users').whereIn('email', bodies.map((x) => x.email)).count('* as n');
      expect(Number(users[0].n)).to.equal(1);
    });

    it('spends the challenge even when a field is wrong, so each attempt needs a new question', async () => {
      const solved = await solvedCaptcha(t);
      const badName = await ownerSignup(t, client(t), { ...solved, first_name: 'J0hn' });
      expect(badName.res.status).to.equal(400);
      expect((await badName.res.json()).error.fields).to.have.property('first_name');
      await expectCaptchaRefused((await ownerSignup(t, client(t), solved)).res);
    });
  });

  describe('the no-JavaScript sign-up page', () => {
    const tokenIn = (html: string) => /name="captcha_token" value="([^"]+)"/.exec(html)![1];
    const questionIn = (html: string) => /What is \d+ \+ \d+\?/.exec(html)![0];

    it('asks a new question on every render and is never stored by a cache', async () => {
      const first = await t.fetch('/signup/');
      const second = await t.fetch('/signup/');
      expect(first.headers.get('cache-control')).to.equal('no-store');
      const [one, two] = [tokenIn(await first.text()), tokenIn(await second.text())];
      expect(one).to.match(/^[A-Za-z0-9_-]{22}$/);
      expect(one).to.not.equal(two);
    });

    it('refuses a replayed form post and shows a fresh question', async () => {
      const c = client(t);
      const mobile = uniqueMobile();
      const base = { first_name: 'Page', last_name: 'Owner', phone: mobile, password: 'form password' };
      const sent = await c.form('/signup/', { ...base, email: uniqueEmail('pageowner'), intent: 'send_otp' });
      const html = await sent.text();
      const solved = { captcha_token: tokenIn(html), captcha_answer: solveQuestion(questionIn(html)) };
      const ok = await c.form('/signup/', { ...base, email: uniqueEmail('pageowner'), otp: await lastOtp(t, mobile), ...solved });
      expect(ok.status).to.equal(303);

      const again = await client(t).form('/signup/', { ...base, email: uniqueEmail('pageowner'), ...solved });
      expect(again.status).to.equal(400);
      const page = await again.text();
      expect(page).to.contain(CAPTCHA_WRONG);
      expect(tokenIn(page)).to.not.equal(solved.captcha_token);
    });
  });
});
