import { expect } from 'chai';
import { buildReport, statusBucket } from '../../../server/domain/reports/report-rules.ts';
import { reportCsv } from '../../../server/domain/reports/report-csv.ts';
import { reportPeriod } from '../../../server/domain/reports/report-period.ts';

describe('report rules', () => {
  it('buckets statuses as the appointment badges do', () => {
    expect(statusBucket(0, false)).to.equal('active');
    expect(statusBucket(0, true)).to.equal('completed');
    expect(statusBucket(1, false)).to.equal('completed');
    expect(statusBucket(2, true)).to.equal(null); // rescheduled: its successor is the appointment
    expect(statusBucket(6, true)).to.equal('noShow');
    expect(statusBucket(3, false)).to.equal('canceled');
    expect(statusBucket(4, false)).to.equal(null); // payment failed: not an appointment
  });

  const period = reportPeriod({ from: '2026-11-01', to: '2026-11-03' }, 'UTC', new Date('2026-11-02T12:00:00Z'));
  const cells = [
    { day: '2026-11-01', hour: 9, type: 'clinic', status: 0, past: true, moved: false, count: 3 },
    { day: '2026-11-01', hour: 9, type: 'video', status: 3, past: true, moved: false, count: 1 },
    { day: '2026-11-03', hour: 14, type: 'video', status: 0, past: false, moved: false, count: 2 },
    { day: '2026-11-03', hour: 15, type: 'phone', status: 0, past: false, moved: true, count: 2 },
  ];
  const money = {
    capturedCents: 30_000, refundedCents: 5_000, paid: 5, promoUses: 1,
    listPriceCents: 31_200, marketplaceDiscountCents: 600, clinicDiscountCents: 600, marketplacePaysCents: 600,
  };
  const report = buildReport(period, cells, money, { newCustomers: 2, returningCustomers: 1 });

  it('fills every day and hour, empty ones included, and sums each chart', () => {
    expect(report.byDay).to.deep.equal([{ date: '2026-11-01', count: 4 }, { date: '2026-11-02', count: 0 }, { date: '2026-11-03', count: 4 }]);
    expect(report.busiestHours).to.have.length(24);
    expect(report.busiestHours[9].count).to.equal(4);
    expect(report.byType.map((t) => [t.type, t.count])).to.deep.equal([['clinic', 3], ['video', 3], ['phone', 2], ['chat', 0], ['house', 0]]);
    expect(report.statusMix.map((s) => [s.bucket, s.count])).to.deep.equal([
      ['active', 4], ['completed', 3], ['canceled', 1], ['noShow', 0],
    ]);
  });

  it('never counts a rescheduled row (status 2) as an appointment of its own', () => {
    const withOld = buildReport(period, [...cells, { day: '2026-11-02', hour: 15, type: 'phone', status: 2, past: true, moved: false, count: 2 }],
      { ...money, capturedCents: 0, refundedCents: 0, paid: 0, promoUses: 0 }, { newCustomers: 0, returningCustomers: 0 });
    expect(withOld.totals).to.include({ appointments: 8, rescheduled: 2, cancellationRate: 1 / 8 });
    expect(withOld.byDay[1].count).to.equal(0);
  });

  it('nets refunds out of revenue, adds the promo discounts Petcare funds, and derives the average ticket and cancellation rate', () => {
    expect(report.totals).to.include({
      appointments: 8, rescheduled: 2, revenueCents: 25_600, refundedCents: 5_000, paidAppointments: 5, averageTicketCents: 5_120,
      listPriceCents: 31_200, discountByMarketplaceCents: 600, discountByClinicCents: 600,
      cancellationRate: 1 / 8, promoUses: 1, newCustomers: 2, returningCustomers: 1,
    });
  });

  it('writes each chart as CSV with a header, quoting and defusing spreadsheet formulas', () => {
    expect(reportCsv(report, 'by-day')).to.equal('date,appointments\r\n2026-11-01,4\r\n2026-11-02,0\r\n2026-11-03,4\r\n');
    expect(reportCsv(report, 'summary')).to.contain('revenue in USD (paid less refunds plus promos Petcare funds),256.00\r\n')
      .and.contain('promo discounts funded by Petcare in USD,6.00\r\n').and.contain('promo discounts funded by the clinic in USD,6.00\r\n');
    const tricky = { ...report, byType: [{ type: 'x', label: '=HYPERLINK("evil"), ok', count: 1 }] };
    expect(reportCsv(tricky, 'by-type')).to.equal('type,appointments\r\n"\'=HYPERLINK(""evil""), ok",1\r\n');
  });
});
