import { expect } from 'chai';
import {
  bookedSentence, customerCanceledSentence, pricesSentence, rescheduledSentence, slotWords,
} from '../../../../server/domain/audit/audit-words.ts';
import { managerChanges, priceChanges } from '../../../../server/domain/listings/listing-audit.ts';

const NY = 'America/New_York';
const slot = new Date('2026-11-30T15:00:00Z');

describe('the activity log\'s sentences', () => {
  it('says a slot in the listing\'s zone with plain spaces', () => {
    expect(slotWords(slot, NY)).to.equal('Nov 30, 10:00 AM');
    expect(slotWords(slot, 'Asia/Kolkata')).to.equal('Nov 30, 8:30 PM');
  });

  it('says who booked what and what was paid', () => {
    const base = { customer: 'Maria Lopez', type: 'video', slot, zone: NY, amountCents: 4500, gateway: 'test', atDesk: false };
    expect(bookedSentence(base)).to.equal('Maria Lopez booked a video consultation for Nov 30, 10:00 AM; paid $45.00');
    expect(bookedSentence({ ...base, atDesk: true, gateway: 'waived', amountCents: 0 }))
      .to.equal('Booked a video consultation for Nov 30, 10:00 AM at the desk for Maria Lopez; payment waived');
    expect(bookedSentence({ ...base, amountCents: 0, type: 'odd' })).to.equal('Maria Lopez booked a consultation for Nov 30, 10:00 AM; no charge');
  });

  it('says a customer\'s cancel with its refund, or why there was none', () => {
    const base = { customer: 'Maria Lopez', type: 'video', slot, zone: NY, refundCents: 4500, paid: true, windowHours: 24 };
    expect(customerCanceledSentence(base)).to.equal('Maria Lopez canceled the video consultation of Nov 30, 10:00 AM; refunded $45.00');
    expect(customerCanceledSentence({ ...base, refundCents: null })).to.equal('Maria Lopez canceled the video consultation of Nov 30, 10:00 AM; no refund (less than 24 hours ahead)');
    expect(customerCanceledSentence({ ...base, refundCents: null, windowHours: 1 })).to.contain('(less than 1 hour ahead)');
    expect(customerCanceledSentence({ ...base, refundCents: null, paid: false })).to.contain('; nothing was paid');
  });

  it('says a reschedule from when to when, by the customer or the clinic', () => {
    const to = new Date('2026-12-01T19:00:00Z');
    expect(rescheduledSentence({ by: null, customer: 'Maria Lopez', type: 'clinic', from: slot, to, zone: NY }))
      .to.equal('Maria Lopez moved the clinic visit from Nov 30, 10:00 AM to Dec 1, 2:00 PM');
    expect(rescheduledSentence({ by: 'Vera Vet', customer: 'Maria Lopez', type: 'clinic', from: slot, to, zone: NY }))
      .to.equal('Moved Maria Lopez\'s clinic visit from Nov 30, 10:00 AM to Dec 1, 2:00 PM');
  });
});

describe('a listing save\'s price and manager changes', () => {
  const c = (type: 'clinic' | 'video' | 'phone', price: number, enabled = true) => ({ type, price, enabled, duration: 30, schedule: [] });

  it('lists each offered type whose price changed, was added or was withdrawn; nothing when none did', () => {
    expect(priceChanges([c('clinic', 60), c('video', 40)], [c('clinic', 60), c('video', 40)])).to.deep.equal([]);
    expect(priceChanges([c('clinic', 60), c('video', 40)], [c('clinic', 65), c('video', 40, false), c('phone', 30)])).to.deep.equal([
      { type: 'clinic', from: 60, to: 65 }, { type: 'video', from: 40, to: null }, { type: 'phone', from: null, to: 30 },
    ]);
    // A disabled type's price is not a price anyone pays.
    expect(priceChanges([c('video', 40, false)], [c('video', 50, false)])).to.deep.equal([]);
    expect(priceChanges(null, [c('video', 40)])).to.deep.equal([{ type: 'video', from: null, to: 40 }]);
  });

  it('reads the changes in the clinic\'s words', () => {
    expect(pricesSentence('Main St', [{ type: 'clinic', from: 60, to: 65 }, { type: 'video', from: 40, to: null }, { type: 'phone', from: null, to: 30 }]))
      .to.equal('Main St: Clinic visit $60.00 -> $65.00; Video consultation no longer offered (was $40.00); Phone consultation offered at $30.00');
  });

  it('tells the managers assigned from those removed (stored ids may be strings)', () => {
    expect(managerChanges(['3', 4], [4, 5])).to.deep.equal({ added: [5], removed: [3] });
    expect(managerChanges(null, [])).to.deep.equal({ added: [], removed: [] });
  });
});
