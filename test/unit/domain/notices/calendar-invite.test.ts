import { expect } from 'chai';
import ICAL from 'ical.js';
import ical, { ICalCalendarMethod, foldLines } from 'ical-generator';
import { addAppointmentEvent, buildIcs, calendarText, foldIcsLines, PRODUCT_ID, type InviteEvent } from '../../../../server/domain/notices/calendar-invite.ts';
import { inviteIdentity, noticeOf } from '../../../../server/domain/notices/booking-notice.ts';
import { noticeBooking, noticeContext, type NoticeBookingFields } from './notice-booking.ts';

const NOW = new Date('2026-03-01T12:00:00Z');
const links = { owner: 'https://happy.petcare.localhost/appointments?z=42U.sig', vendor: 'https://happy.petcare.localhost/appointments?z=42C.sig' };
/** The owner's invite of a video booking at 'Happy Paws, Clinic; Downtown'. */
const event = (booking: Partial<NoticeBookingFields> = {}, e: Partial<Omit<InviteEvent, 'notice'>> = {}): InviteEvent => ({
  notice: noticeOf(
    noticeBooking({ start: new Date('2026-03-10T15:00:00Z'), title: 'Happy Paws, Clinic; Downtown', ...booking }),
    noticeContext({ links }),
  ),
  side: 'owner', method: 'REQUEST', identity: { uid: 'booking-42@petcare', sequence: 0 }, ...e,
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
    const update = parsed(buildIcs(event({ id: 57 }, { identity: { uid: 'booking-42@petcare', sequence: 1 } }), NOW));
    expect(update.e.uid).to.equal('booking-42@petcare');
    expect(update.e.sequence).to.equal(1);
    const cancel = parsed(buildIcs(event({}, { method: 'CANCEL', identity: { uid: 'booking-42@petcare', sequence: 2 } }), NOW));
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
    const ics = buildIcs(event({ title: long, type: 'clinic' }), NOW);
    expect(ics.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).to.equal(true);
    expect(parsed(ics).e.summary).to.equal(`Clinic visit with ${long}`);
  });

  it('folds exactly as ical-generator\'s foldLines does, surrogates and multi-octet characters included', () => {
    // ASCII, two- and three-octet characters, a pair (four), lone high and low surrogates, spaces, and line ends.
    const units = ['a', 'Z', ' ', ';', 'ñ', 'é', 'д', '€', '中', '😀', '\ud83d', '\ude00', '\r\n'];
    let seed = 7;
    const random = () => { seed = (seed * 1103515245 + 12345) % 2 ** 31; return seed / 2 ** 31; };
    for (let n = 0; n < 400; n++) {
      const text = Array.from({ length: Math.floor(random() * 400) }, () => units[Math.floor(random() * units.length)]).join('');
      expect(foldIcsLines(text), JSON.stringify(text)).to.equal(foldLines(text));
    }
  });

  it('writes the calendar ical-generator writes, folded once, and leaves the calendar with its events', () => {
    for (const method of ['REQUEST', 'CANCEL', 'PUBLISH'] as const) {
      const calendar = ical({ prodId: PRODUCT_ID, method: ICalCalendarMethod[method], name: 'Dr. Vera’s appointments', ttl: 900 });
      addAppointmentEvent(calendar, event({ title: `Niños ${'Ü'.repeat(60)}` }, { method }), NOW);
      addAppointmentEvent(calendar, event({}, { method, side: 'vendor' }), NOW);
      const library = `${foldLines(calendar.toString().replace(/\r\n /g, '')
        .replace(/^(ATTENDEE[^\r\n]*?):MAILTO:/gm, '$1:mailto:').replace(/^URL;VALUE=URI:/gm, 'URL:'))}\r\n`;
      expect(calendarText(calendar)).to.equal(library);
      expect(calendar.events()).to.have.length(2);
      expect(calendarText(calendar)).to.equal(library);
    }
  });
});
