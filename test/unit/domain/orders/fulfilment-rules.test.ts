import { expect } from 'chai';
import { clockText, deadlines, nextStatus, pause, resume, type ClockState, type FulfilmentAction } from '../../../../server/domain/orders/fulfilment-rules.ts';
import { reportText, sanitizeReportHtml } from '../../../../server/domain/orders/report-html.ts';

const at = (iso: string) => new Date(iso);
const H = 3_600_000;

describe('fulfilment rules: which move an order may make', () => {
  const table: Array<[string, FulfilmentAction, string | null]> = [
    ['paid', 'assign', 'assigned'],
    ['assigned', 'assign', 'assigned'],
    ['in_review', 'assign', 'in_review'],
    ['needs_information', 'assign', 'needs_information'],
    ['delivered', 'assign', null],
    ['paid', 'start', null],
    ['assigned', 'start', 'in_review'],
    ['in_review', 'start', null],
    ['in_review', 'ask', 'needs_information'],
    ['assigned', 'ask', null],
    ['needs_information', 'answer', 'in_review'],
    ['in_review', 'answer', null],
    ['in_review', 'deliver', 'delivered'],
    ['needs_information', 'deliver', null],
    ['assigned', 'deliver', null],
    ['paid', 'expire', 'refunded'],
    ['needs_information', 'expire', 'refunded'],
    ['delivered', 'expire', null],
    ['refunded', 'expire', null],
    ['canceled', 'expire', null],
    ['new', 'assign', null],
    ['pending', 'start', null],
  ];
  for (const [from, action, to] of table) {
    it(`${from} --${action}--> ${to ?? 'refused'}`, () => expect(nextStatus(from, action)).to.equal(to));
  }
});

describe('fulfilment rules: the clock', () => {
  const paid: ClockState = { paidAt: at('2026-11-01T10:00:00Z'), clockFrom: at('2026-11-01T10:00:00Z'), pausedAt: null, pausedMs: 0 };

  it('is due 48 h after payment and refunded 5 days after', () => {
    const d = deadlines(paid);
    expect(d.dueAt!.toISOString()).to.equal('2026-11-03T10:00:00.000Z');
    expect(d.refundAt!.toISOString()).to.equal('2026-11-06T10:00:00.000Z');
  });

  it('has no deadline while paused, and moves both on by the wait once the owner answers', () => {
    const paused = pause(paid, at('2026-11-02T10:00:00Z'));
    expect(deadlines(paused)).to.deep.equal({ dueAt: null, refundAt: null });
    const answered = resume(paused, at('2026-11-03T16:00:00Z')); // waited 30 h
    expect(answered.pausedMs).to.equal(30 * H);
    const d = deadlines(answered);
    expect(d.dueAt!.toISOString()).to.equal('2026-11-05T16:00:00.000Z'); // 48 h from the answer
    expect(d.refundAt!.toISOString()).to.equal('2026-11-07T16:00:00.000Z'); // 5 days + 30 h
  });

  it('never promises past the outer limit', () => {
    // Two long waits: the 48 h from the last answer would pass the limit, so the limit is the due time.
    const clock: ClockState = { ...paid, clockFrom: at('2026-11-06T00:00:00Z'), pausedMs: 12 * H };
    const d = deadlines(clock);
    expect(d.dueAt!.toISOString()).to.equal(d.refundAt!.toISOString());
    expect(d.refundAt!.toISOString()).to.equal('2026-11-06T22:00:00.000Z');
  });

  it('pausing twice keeps the first pause; resuming a running clock changes nothing', () => {
    const once = pause(paid, at('2026-11-02T00:00:00Z'));
    expect(pause(once, at('2026-11-02T05:00:00Z'))).to.equal(once);
    expect(resume(paid, at('2026-11-02T00:00:00Z'))).to.equal(paid);
  });

  const now = at('2026-11-01T05:00:00Z');
  const clocks: Array<[string, Date | null, boolean, string, boolean]> = [
    ['31 h ahead', at('2026-11-02T12:00:00Z'), false, 'due in 31 h', false],
    ['20 minutes ahead', at('2026-11-01T05:20:00Z'), false, 'due in 1 h', false],
    ['exactly now', now, false, 'overdue', true],
    ['40 minutes ago', at('2026-11-01T04:20:00Z'), false, 'overdue', true],
    ['3 h 20 min ago', at('2026-11-01T01:40:00Z'), false, 'overdue by 3 h', true],
    ['paused', null, true, 'paused: waiting for the owner', false],
  ];
  for (const [label, due, paused, text, overdue] of clocks) {
    it(`says ${text} when due ${label}`, () => expect(clockText(due, paused, now)).to.include({ text, overdue }));
  }
});

describe('report html: what the editor may send', () => {
  it('keeps formatting and links, drops scripts, handlers, styles and javascript: links', () => {
    const dirty = '<p onclick="x()" style="color:red">Rest <strong>two</strong> weeks<script>alert(1)</script></p><a href="javascript:alert(1)">x</a><a href="https://vet.example/a">ref</a><img src=x>';
    expect(sanitizeReportHtml(dirty)).to.equal('<p>Rest <strong>two</strong> weeks</p><a rel="noopener noreferrer nofollow">x</a><a href="https://vet.example/a" rel="noopener noreferrer nofollow">ref</a>');
  });

  it('prints as lines of text for the PDF', () => {
    expect(reportText('<p>Rest <strong>two</strong> weeks &amp; ice.</p><ul><li>Ice</li><li>Walks</li></ul><h2>Later</h2>')).to.equal('Rest two weeks & ice.\n• Ice\n• Walks\nLater');
  });
});
