import { expect } from 'chai';
import { LocalStorage, isSafeKey } from '../../../server/adapters/storage.ts';
import { CARD_DECLINED, CARD_EXPIRED_DECLINE, TEST_CARDS, TestGateway } from '../../../server/adapters/payments.ts';
import { VideoRooms } from '../../../server/adapters/video.ts';

describe('adapters', () => {
  describe('local storage signed URLs', () => {
    let now = Date.UTC(2026, 10, 21, 12);
    const storage = new LocalStorage('/tmp/petcare-test-uploads', 'secret-one', () => now);

    it('signs an upload URL that verifies for PUT only, with its content type and size limit', async () => {
      const { uploadUrl, fileUrl } = await storage.presignUpload({ key: 'private/u1/scan.pdf', contentType: 'application/pdf', access: 'private', maxBytes: 1000 });
      const query = Object.fromEntries(new URL(uploadUrl, 'http://x').searchParams);
      expect(storage.verify('private/u1/scan.pdf', query, 'put')).to.deep.equal({ contentType: 'application/pdf', maxBytes: 1000 });
      expect(storage.verify('private/u1/scan.pdf', query, 'get')).to.equal(null);
      expect(storage.verify('private/u1/other.pdf', query, 'put')).to.equal(null);
      expect(fileUrl).to.match(/^\/files\/private\/u1\/scan\.pdf\?op=get&exp=\d+&sig=/);
    });

    it('refuses tampered parameters and expired links', async () => {
      const { uploadUrl } = await storage.presignUpload({ key: 'private/a.png', contentType: 'image/png', access: 'private', maxBytes: 10 });
      const query = Object.fromEntries(new URL(uploadUrl, 'http://x').searchParams);
      expect(storage.verify('private/a.png', { ...query, max: '999999' }, 'put')).to.equal(null);
      expect(storage.verify('private/a.png', { ...query, ct: 'text/html' }, 'put')).to.equal(null);
      expect(new LocalStorage('/tmp/x', 'another-secret', () => now).verify('private/a.png', query, 'put')).to.equal(null);
      now += 16 * 60 * 1000;
      expect(storage.verify('private/a.png', query, 'put')).to.equal(null);
    });

    it('accepts only safe keys', () => {
      expect(isSafeKey('public/brand_logo/1/logo.png')).to.equal(true);
      for (const key of ['../etc/passwd', 'public/../../x', '/abs', '', 'a b']) expect(isSafeKey(key), key).to.equal(false);
    });
  });

  describe('test payment gateway', () => {
    const card = (number: string) => ({ number, name: 'Olive Owner', expiry: '2030-01', securityCode: '123' });

    it('approves 4242 4242 4242 4242 and declines 4000 0000 0000 0002', async () => {
      const gateway = new TestGateway();
      const ok = await gateway.charge({ amountCents: 2500, currency: 'USD', description: 'x', idempotencyKey: 'a', card: card(TEST_CARDS.approve) });
      expect(ok.status).to.equal('captured');
      const declined = await gateway.charge({ amountCents: 2500, currency: 'USD', description: 'x', idempotencyKey: 'b', card: card(TEST_CARDS.decline) });
      expect(declined).to.deep.equal({ status: 'failed', message: CARD_DECLINED });
    });

    it('declines a card whose expiry month has passed, and charges one expiring this month', async () => {
      const gateway = new TestGateway(() => new Date('2026-06-15T12:00:00Z'));
      const charge = (expiry: string, key: string) => gateway.charge({
        amountCents: 2500, currency: 'USD', description: 'x', idempotencyKey: key, card: { ...card(TEST_CARDS.approve), expiry },
      });
      expect(await charge('2020-01', 'old')).to.deep.equal({ status: 'failed', message: CARD_EXPIRED_DECLINE });
      expect(await charge('2026-05', 'last-month')).to.deep.equal({ status: 'failed', message: CARD_EXPIRED_DECLINE });
      expect((await charge('2026-06', 'this-month')).status).to.equal('captured');
    });

    it('returns the first result for a repeated idempotency key', async () => {
      const gateway = new TestGateway();
      const first = await gateway.charge({ amountCents: 100, currency: 'USD', description: 'x', idempotencyKey: 'same', card: card(TEST_CARDS.approve) });
      const second = await gateway.charge({ amountCents: 100, currency: 'USD', description: 'x', idempotencyKey: 'same', card: card(TEST_CARDS.decline) });
      expect(second).to.deep.equal(first);
    });
  });

  describe('video rooms', () => {
    it('builds stable, unguessable room URLs per booking', () => {
      const rooms = new VideoRooms('https://meet.jit.si', 'secret-one');
      expect(rooms.roomUrl(42)).to.equal(rooms.roomUrl(42));
      expect(rooms.roomUrl(42)).to.match(/^https:\/\/meet\.jit\.si\/petcare-42-[A-Za-z0-9_-]{16}$/);
      expect(rooms.roomName(42)).not.to.equal(rooms.roomName(43));
      expect(new VideoRooms('https://meet.jit.si', 'secret-two').roomName(42)).not.to.equal(rooms.roomName(42));
    });
  });
});
