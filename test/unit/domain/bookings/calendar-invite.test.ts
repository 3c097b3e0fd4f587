import { expect } from 'chai';
import ICAL from 'ical.js';
import { buildIcs, inviteIdentity, type InviteEvent } from '../../../../server/domain/bookings/calendar-invite.ts';

const NOW = new Date('2026-03-01T12:00:00Z');
const event = (overrides: Partial<InviteEvent> = {}): InviteEvent => ({
  identity: { uid: 'booking-42@petcare', sequence: 0 }, method: 'REQUEST', bookingId: 42, start: new Date('2026-03-10T15:00:00Z'),
  durationMinutes: 30, type: 'video', listingTitle: 'Happy Paws, Clinic; Downtown', listingLine1: 'Dr. Vera Vet', address: '1 Main St',
  listingTZ: 'America/New_York', link: 'https://happy.petcare.localhost/appointments?z=42U.sig', ...overrides,
});

function parsed(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const vevent = calendar.getFirstSubcomponent('vevent')!;
  const e = new ICAL.Event(vevent);
  return { calendar, vevent, e };
}

describe('calendar invites (.ics read back by ical.js)', () => {
  it('writes a REQUEST with the UID, SEQUENCE 0, UTC times and escaped text', () => {
    const { calendar, vevent, e } = parsed(buildIcs(event(), NOW));
    expect(calendar.getFirstPropertyValue('method')).to.equal('REQUEST');
    expect(e.uid).to.equal('booking-42@petcare');
    expect(e.sequence).to.equal(0);
    expect(e.startDate.toJSDate().toISOString()).to.equal('2026-03-10T15:00:00.000Z');
    expect(e.endDate.toJSDate().toISOString()).to.equal('2026-03-10T15:30:00.000Z');
    expect(e.summary).to.equal('Video consultation with Happy Paws, Clinic; Downtown');
    expect(e.location).to.equal('https://happy.petcare.localhost/appointments?z=42U.sig');
    expect(vevent.getFirstPropertyValue('status')).to.equal('CONFIRMED');
    expect(e.description).to.contain('PC-000042').and.contain('(America/New_York) clinic time');
  });

  it('writes an update with the same UID and a higher SEQUENCE, and a CANCEL that withdraws it', () => {
    const update = parsed(buildIcs(event({ identity: { uid: 'booking-42@petcare', sequence: 1 }, bookingId: 57 }), NOW));
    expect(update.e.uid).to.equal('booking-42@petcare');
    expect(update.e.sequence).to.equal(1);
    const cancel = parsed(buildIcs(event({ method: 'CANCEL', identity: { uid: 'booking-42@petcare', sequence: 2 }, link: null }), NOW));
    expect(cancel.calendar.getFirstPropertyValue('method')).to.equal('CANCEL');
    expect(cancel.vevent.getFirstPropertyValue('status')).to.equal('CANCELLED');
    expect(cancel.e.sequence).to.equal(2);
    expect(cancel.e.summary).to.match(/^Canceled: /);
  });

  it('reads a booking\'s identity from its snapshot, its own when it has none', () => {
    expect(inviteIdentity(7, {})).to.deep.equal({ uid: 'booking-7@petcare', sequence: 0 });
    expect(inviteIdentity(9, { ics: { uid: 'booking-7@petcare', sequence: 2 } })).to.deep.equal({ uid: 'booking-7@petcare', sequence: 2 });
  });

  it('folds long lines at 75 octets so parsers read them whole', () => {
    const long = 'A'.repeat(200);
    const ics = buildIcs(event({ listingTitle: long, type: 'clinic', link: null }), NOW);
    expect(ics.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).to.equal(true);
    expect(parsed(ics).e.summary).to.equal(`Clinic visit with ${long}`);
  });
});
