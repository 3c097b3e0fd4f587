import { expect } from 'chai';
import { AWAY_NOTICE_DELAY_MS, awayNoticeJob, firstLine } from '../../../../server/domain/threads/away-notice.ts';
import type { ThreadEvent } from '../../../../server/domain/threads/thread-service.ts';

describe('the threads\' away notice (pure parts)', () => {
  it('quotes the message\'s first non-empty line, cut to 140 characters', () => {
    expect(firstLine('\n  Rex ate today  \nand slept')).to.equal('Rex ate today');
    const long = firstLine('a'.repeat(300));
    expect(long).to.have.length(140);
    expect(long.endsWith('…')).to.equal(true);
  });

  it('says a file was sent when the message has no words', () => {
    expect(firstLine('')).to.equal('Sent a file.');
  });

  it('queues the notice for the side that did not send, a minute later, under one key per thread and side', () => {
    const now = new Date('2026-12-01T15:00:00.000Z');
    const event: ThreadEvent = { kind: 'message', vendorId: 3, threadId: 9, bookingId: 40, userId: 7, listingId: 2, messageId: 11, by: { kind: 'user', id: 7 } };
    expect(awayNoticeJob(event, now)).to.deep.equal({
      data: { vendorId: 3, threadId: 9, side: 'vendor' }, singletonKey: '3:9:vendor', startAfter: new Date(now.getTime() + AWAY_NOTICE_DELAY_MS),
    });
    expect(awayNoticeJob({ ...event, by: { kind: 'vendor', id: 5 } }, now).singletonKey).to.equal('3:9:user');
  });
});
