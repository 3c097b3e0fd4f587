import { expect } from 'chai';
import { en } from '../../../contracts/messages/en.ts';
import { es } from '../../../contracts/messages/es.ts';
import { translate } from '../../../server/i18n/server-intl.ts';
import {
  CANCELED_MESSAGE, NO_SHOW_DETAIL, NO_SHOW_QUESTION, OUTCOME_UNDONE, RESCHEDULED_MESSAGE, cancellationPolicyText, customerRefundNotice,
  fullRefundNotice, noRefundWarning,
} from '../../../contracts/appointments.ts';
import { HOUSE_VISIT_MESSAGES } from '../../../contracts/house-call-plan.ts';
import { REVIEW_MESSAGES } from '../../../contracts/reviews.ts';
import { NO_RECORDS_FOUND, RECORD_MESSAGES } from '../../../contracts/health-records.ts';
import { RECORDS_NOT_SHARED } from '../../../contracts/customer-words.ts';
import { SOMETHING_WRONG } from '../../../contracts/errors.ts';
import { SELECT_SLOT } from '../../../contracts/booking-words.ts';
import { tooLongMessage } from '../../../contracts/limit-words.ts';
import { characterCount } from '../../../client/lib/bounded-textarea.tsx';
import { CANCEL_QUESTION, CANCEL_REASON_LABEL } from '../../../client/islands/appointment-cancel.tsx';
import { formatDateTime } from '../../../client/islands/appointments/appointment-format.ts';
import { THREAD_MESSAGES, THREAD_NOTICES, responseTargetLine } from '../../../contracts/thread-words.ts';
import { THREAD_TEXT_IDS } from '../../../contracts/messages/en-appointment.ts';
import { sayText } from '../../../contracts/messages/fill.ts';

const ids = Object.keys(en).filter((id) => id.startsWith('appt.') || id.startsWith('thread.')) as Array<keyof typeof en>;

describe("an appointment's own words (appt.)", () => {
  it("keeps the contracts' and the spec's English sentences byte-identical", () => {
    expect(en['appt.cancel.question']).to.equal(CANCEL_QUESTION);
    expect(en['appt.cancel.reasonLabel']).to.equal(CANCEL_REASON_LABEL);
    expect([en['appt.outcome.noShowQuestion'], en['appt.outcome.noShowDetail']]).to.deep.equal([NO_SHOW_QUESTION, NO_SHOW_DETAIL]);
    expect([en['appt.notice.canceled'], en['appt.notice.rescheduled'], en['appt.notice.undone']]).to.deep.equal([CANCELED_MESSAGE, RESCHEDULED_MESSAGE, OUTCOME_UNDONE]);
    expect([en['appt.notice.reviewSaved'], en['appt.notice.replied'], en['appt.notice.reported']])
      .to.deep.equal([REVIEW_MESSAGES.saved, REVIEW_MESSAGES.replied, REVIEW_MESSAGES.reported]);
    expect([en['appt.records.none'], en['appt.records.notShared'], en['appt.notice.noteSaved']]).to.deep.equal([NO_RECORDS_FOUND, RECORDS_NOT_SHARED, RECORD_MESSAGES.saved]);
    expect([en['appt.note.required'], en['appt.note.failed']]).to.deep.equal([RECORD_MESSAGES.noteRequired, RECORD_MESSAGES.failed]);
    expect([en['appt.common.failed'], en['appt.reschedule.selectSlot']]).to.deep.equal([SOMETHING_WRONG, SELECT_SLOT]);
    expect([en['appt.policy.houseVisitClinic'], en['appt.refund.houseVisit'], en['appt.refund.houseVisitClinic']])
      .to.deep.equal([HOUSE_VISIT_MESSAGES.cancelPolicyClinic, HOUSE_VISIT_MESSAGES.cancelNotice, HOUSE_VISIT_MESSAGES.cancelNoticeClinic]);
    expect(translate('en', 'appt.policy.houseVisit', { hours: 24 })).to.equal(HOUSE_VISIT_MESSAGES.cancelPolicy);
    for (const hours of [0, 1, 24, 48]) {
      expect(hours > 0 ? translate('en', 'appt.policy.hours', { hours }) : en['appt.policy.untilStart']).to.equal(cancellationPolicyText(hours));
    }
    for (const hours of [1, 24]) expect(translate('en', 'appt.refund.none', { hours })).to.equal(noRefundWarning(hours));
    expect(translate('en', 'appt.refund.full', { amount: '$60.00' })).to.equal(fullRefundNotice(6000));
    expect(translate('en', 'appt.refund.customer', { amount: '$60.00' })).to.equal(customerRefundNotice(6000));
    expect(translate('en', 'appt.cancel.reasonTooLong', { max: '500', length: '1,234' })).to.equal(tooLongMessage('The reason', 500, 'x'.repeat(1234)));
    // The islands give the counter's numbers grouped by Intl for the page's locale (en-US: '1,234').
    const n = (x: number) => x.toLocaleString('en-US');
    for (const [length, max] of [[3, 500], [1234, 500], [0, 2000]] as const) {
      expect(translate('en', length > max ? 'appt.common.countOver' : 'appt.common.count', { length: n(length), max: n(max), over: n(length - max) }))
        .to.equal(characterCount(length, max));
    }
  });

  it("says the thread's English words as the contracts do, and the server's English lines through the page's text map", () => {
    expect([en['thread.msg.inProgress'], en['thread.msg.empty'], en['thread.tools.summaryRequired'], en['thread.tools.closed'], en['thread.msg.failed']])
      .to.deep.equal([THREAD_MESSAGES.inProgress, THREAD_MESSAGES.empty, THREAD_MESSAGES.summaryRequired, THREAD_MESSAGES.closed, SOMETHING_WRONG]);
    const lines = [
      THREAD_NOTICES.open, THREAD_NOTICES.chatOpen, THREAD_NOTICES.followUp(48), THREAD_NOTICES.closedFollowUp(24), THREAD_NOTICES.readOnly,
      THREAD_MESSAGES.canceled, THREAD_MESSAGES.rescheduled, THREAD_MESSAGES.tooManyFiles, responseTargetLine(1), responseTargetLine(4),
    ];
    // The map the page builds (views/pages/appointments/appointment-tabs.tsx): English -> Spanish, `{hours}` kept as a part.
    const texts = Object.fromEntries(THREAD_TEXT_IDS.map((id) => [en[id], translate('es', id, { hours: '{hours}' })]));
    const spanish = lines.map((line) => sayText(line, texts));
    spanish.forEach((line, i) => expect(line, lines[i]).to.not.equal(lines[i]));
    expect(spanish[2]).to.equal('Abierta para preguntas de seguimiento durante 48 horas después de la cita.');
    expect(spanish[9]).to.equal('La clínica suele responder en menos de 4 horas.');
    expect(sayText('Something the map does not hold.', texts)).to.equal('Something the map does not hold.');
  });

  it('says every appt. word in Spanish, apart from English where a word differs', () => {
    expect(ids.length).to.be.greaterThan(150);
    const same = ids.filter((id) => es[id] === en[id]);
    expect(same).to.deep.equal(['appt.intake.no', 'appt.common.no']);
    expect(translate('es', 'thread.msg.otherAway', { other: 'vet' })).to.equal('El veterinario aún no se une');
    expect(translate('es', 'appt.policy.hours', { hours: 1 })).to.equal('Cancelación gratuita con reembolso completo hasta 1 hora antes de la cita. Las cancelaciones posteriores no se reembolsan.');
    expect(translate('es', 'appt.review.choice', { n: 5 })).to.equal('5 estrellas');
  });

  it('writes the date and time of an appointment in the reader’s language, English as before', () => {
    const iso = '2026-03-09T14:30:00Z';
    expect(formatDateTime(iso, 'America/New_York')).to.equal('Mon, Mar 9, 2026, 10:30 AM (America/New_York)');
    expect(formatDateTime(iso, 'America/New_York', 'es-US')).to.match(/^lun, 9 mar 2026, 10:30 a\.m\. \(America\/New_York\)$/);
  });
});
