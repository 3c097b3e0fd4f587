import { expect } from 'chai';
import ICAL from 'ical.js';
import {
  appointmentPage, consultationLink, noticeFacts, noticeOf, senderAddressOf, siteLink,
} from '../../../../server/domain/notices/booking-notice.ts';
import { buildIcs } from '../../../../server/domain/notices/calendar-invite.ts';
import { confirmationMessages } from '../../../../server/domain/bookings/confirmation.ts';
import { cancellationMessages } from '../../../../server/domain/appointments/cancellation.ts';
import { rescheduleMessages } from '../../../../server/domain/appointments/reschedule-mail.ts';
import { appointmentReminderEmail, appointmentReminderSms } from '../../../../server/domain/reminders/reminder-messages.ts';
import { noticeBooking, noticeContext } from './notice-booking.ts';

const NOW = new Date('2026-03-01T12:00:00Z');
const vendorEmails = ['v@example.test'];

describe('the booking notice (one builder for every mail, SMS and invite)', () => {
  it('names the type, the listing, both zones, the code, the pet, the reason and the price', () => {
    const n = noticeOf(noticeBooking(), noticeContext());
    expect(n.code).to.equal('PC-000042');
    expect(n.typeLabel).to.equal('Video consultation');
    expect(n.listing).to.equal('Happy Paws (Dr. Vera Vet)');
    expect(n.price).to.equal('$40.00');
    expect(noticeFacts(n, 'owner').map((r) => `${r.label}: ${r.value}`)).to.deep.equal([
      'Consultation: Video consultation',
      'With: Happy Paws (Dr. Vera Vet)',
      'When: Tuesday, March 10, 2026 at 10:00 AM EDT (America/New_York) clinic time; Tuesday, March 10, 2026 at 7:30 PM IST (Asia/Kolkata) your time',
      'Pet: Rex',
      'Reason for the visit: Limping <since> Monday',
      'Paid: $40.00',
      'Booking ID: PC-000042',
    ]);
    const clinic = noticeFacts(noticeOf(noticeBooking({ type: 'clinic', petName: null, reason: '  ' }), noticeContext({ links: null, amountCents: null })), 'vendor', { customer: 'Olive' });
    expect(clinic.map((r) => r.label)).to.deep.equal(['Customer', 'Consultation', 'Listing', 'When', 'Address', 'Booking ID']);
  });

  it("lists the owner's intake answers, red flags named, to the practice only", () => {
    const booking = noticeBooking();
    const withAnswers = {
      ...booking,
      intake: [
        { id: 'vomiting', label: 'Is your pet vomiting?', kind: 'yesno' as const, answer: 'yes', redFlag: false },
        { id: 'gums', label: 'Gum colour?', kind: 'choice' as const, answer: 'Pale', redFlag: true },
      ],
    };
    const n = noticeOf(withAnswers, noticeContext());
    const vendor = noticeFacts(n, 'vendor', { customer: 'Olive' }).map((r) => `${r.label}: ${r.value}`);
    expect(vendor).to.include.members(['Is your pet vomiting?: Yes', 'Gum colour?: Pale (red flag)']);
    expect(noticeFacts(n, 'owner').map((r) => r.label)).not.to.include('Gum colour?');
    // The practice's confirmation mail carries them.
    expect(confirmationMessages(n, vendorEmails, NOW).map((m) => m.text).join('\n')).to.contain('Pale (red flag)');
  });

  it("links a marketplace booking to the marketplace and a clinic-site booking to the clinic's lasting address", () => {
    const market = noticeOf(noticeBooking(), noticeContext());
    expect(appointmentPage(market, 'owner')).to.equal('https://petcare.example/app/my-appointments/42');
    expect(appointmentPage(market, 'vendor')).to.equal('https://petcare.example/app/appointments/42');
    const site = noticeOf(noticeBooking({ bookedOn: 'clinic-site' }), noticeContext());
    expect(appointmentPage(site, 'owner')).to.equal('https://petcare.example/clinic/5/app/my-appointments/42');
    expect(siteLink(site, '/app/my-appointments')).to.equal('https://petcare.example/clinic/5/app/my-appointments');
    expect(appointmentPage(noticeOf(noticeBooking({ bookedOn: 'clinic-site', vendorId: 0 }), noticeContext()), 'owner')).to.equal('https://petcare.example/app/my-appointments/42');
  });

  it('gives each side its own consultation page, and none for a clinic visit', () => {
    expect(consultationLink(noticeOf(noticeBooking(), noticeContext()), 'owner')).to.contain('7U42');
    expect(consultationLink(noticeOf(noticeBooking(), noticeContext()), 'vendor')).to.contain('7C42');
    expect(consultationLink(noticeOf(noticeBooking({ type: 'clinic' }), noticeContext()), 'owner')).to.equal(null);
  });

  it('reads the address out of MAIL_FROM', () => {
    expect(senderAddressOf('Petcare <no-reply@petcare.localhost>')).to.equal('no-reply@petcare.localhost');
    expect(senderAddressOf('care@petcare.example')).to.equal('care@petcare.example');
  });

  it('is what the confirmation, cancellation, reschedule and reminder print: the pet, the reason and the link to the booking', () => {
    const booking = noticeBooking({ bookedOn: 'clinic-site' });
    const said = noticeOf(booking, noticeContext({ amountCents: null }));
    const page = 'https://petcare.example/clinic/5/app/my-appointments/42';
    const [confirmed, vendor] = confirmationMessages(noticeOf(booking, noticeContext()), vendorEmails, NOW);
    const [canceled] = cancellationMessages(said, { vendorEmails, by: 'user' }, NOW);
    const [moved] = rescheduleMessages(
      noticeOf(noticeBooking({ bookedOn: 'clinic-site', ics: { uid: 'booking-41@petcare', sequence: 1 } }), noticeContext({ amountCents: null })),
      { vendorEmails, by: 'vendor', was: { bookingId: 41, start: new Date('2026-03-09T14:00:00Z') } }, NOW,
    );
    const reminder = appointmentReminderEmail(noticeOf(booking, noticeContext({ owner: { name: 'Olive', email: 'o@example.test' }, amountCents: null })), new Date('2026-03-10T02:00:00Z'));
    for (const mail of [confirmed, canceled, moved, reminder]) {
      expect(mail.text).to.contain('Pet: Rex').and.contain('Reason for the visit: Limping <since> Monday').and.contain(page);
      expect(mail.html).to.contain('Limping &lt;since&gt; Monday').and.contain(`href="${page}"`).and.contain('Sent by Happy Paws.');
    }
    expect(vendor.text).to.contain('https://petcare.example/clinic/5/app/appointments/42').and.contain('Pet: Rex');
    expect(reminder.subject).to.equal('Reminder: Video consultation in 12 hours');
    expect(appointmentReminderSms(noticeOf(booking, noticeContext({ owner: { name: 'Olive', email: 'o@example.test' } })), '5550001111').text)
      .to.contain('Video consultation for Rex with Happy Paws').and.contain('Join: https://petcare.example/clinic/5/appointments?z=7U42.sig');
  });
});

describe('the invite has an organizer and an attendee (RFC 5545)', () => {
  const unfold = (ics: string) => ics.replace(/\r\n /g, '');

  it('names the clinic as ORGANIZER by the sender address and the owner as ATTENDEE, read back by ical.js', () => {
    const ics = buildIcs({ notice: noticeOf(noticeBooking(), noticeContext()), side: 'owner', method: 'REQUEST' }, NOW);
    const vevent = new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent')!;
    const organizer = vevent.getFirstProperty('organizer')!;
    expect(organizer.getFirstValue()).to.equal('mailto:no-reply@petcare.example');
    expect(organizer.getParameter('cn')).to.equal('Happy Paws');
    const attendee = vevent.getFirstProperty('attendee')!;
    expect(attendee.getFirstValue()).to.equal('mailto:o@example.test');
    expect(attendee.getParameter('cn')).to.equal('Olive Owner');
    const description = String(vevent.getFirstPropertyValue('description'));
    expect(description).to.contain('Pet: Rex.').and.contain('Reason for the visit: Limping <since> Monday').and.contain('/app/my-appointments/42');
  });

  it('quotes a name with a comma or semicolon, drops double quotes, and still folds at 75 octets', () => {
    const long = `Happy Paws, "Downtown"; Clinic ${'é'.repeat(60)}`;
    const ics = buildIcs({
      notice: noticeOf(noticeBooking({ title: long }), noticeContext({ owner: { name: 'O\'Neil, Ann', email: 'o@example.test' } })),
      side: 'owner', method: 'REQUEST', identity: { uid: 'u@petcare', sequence: 0 },
    }, NOW);
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).to.be.at.most(75);
    expect(unfold(ics)).to.contain(`ORGANIZER;CN="Happy Paws,  Downtown ; Clinic ${'é'.repeat(60)}":mailto:no-reply@petcare.example`.replace('  ', ' '));
    const vevent = new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent')!;
    expect(vevent.getFirstProperty('organizer')!.getParameter('cn')).to.equal(`Happy Paws, Downtown ; Clinic ${'é'.repeat(60)}`);
    expect(vevent.getFirstProperty('attendee')!.getParameter('cn')).to.equal("O'Neil, Ann");
    expect(String(vevent.getFirstPropertyValue('summary'))).to.equal(`Video consultation with ${long}`);
  });

  it('leaves the organizer out when no sender address is known, and the link out of a CANCEL', () => {
    const cancel = buildIcs({
      notice: noticeOf(noticeBooking(), noticeContext({ senderAddress: null })), side: 'owner', method: 'CANCEL', identity: { uid: 'u@petcare', sequence: 2 },
    }, NOW);
    expect(cancel).to.not.contain('ORGANIZER').and.not.contain('URL:');
  });
});
