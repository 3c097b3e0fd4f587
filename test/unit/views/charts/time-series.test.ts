import { expect } from 'chai';
import { axisShare, dayTime, timeAxis, valueAxis } from '../../../../views/components/charts/time-series.ts';

describe('the axes of readings over time', () => {
  it('places days by the time between them', () => {
    const axis = timeAxis(['2026-01-01', '2026-01-11', '2026-05-01'], 5);
    const at = (day: string) => axisShare(axis, dayTime(day));
    expect([at('2026-01-01'), at('2026-05-01')]).to.deep.equal([0, 1]);
    expect(at('2026-01-11')).to.be.closeTo(10 / 120, 1e-9);
  });

  it('puts a lone reading in the middle of the days around it', () => {
    const axis = timeAxis(['2026-03-01'], 5);
    expect(axisShare(axis, dayTime('2026-03-01'))).to.equal(0.5);
    expect(axis.ticks.map((t) => t.label)).to.deep.equal(['Feb 28', 'Mar 1', 'Mar 2']);
  });

  it('ticks at whole days, months or years, labelled at that grain, six at most', () => {
    const labels = (days: string[]) => timeAxis(days, 5).ticks.map((t) => t.label);
    expect(labels(['2026-03-01', '2026-03-03'])).to.deep.equal(['Mar 1', 'Mar 2', 'Mar 3']);
    expect(labels(['2025-01-01', '2025-12-01'])).to.deep.equal(['Jan 2025', 'Apr', 'Jul', 'Oct']);
    expect(labels(['2025-11-15', '2026-04-15'])).to.deep.equal(['Dec 2025', 'Jan 2026', 'Feb', 'Mar', 'Apr']);
    expect(labels(['2019-03-01', '2026-03-03'])).to.deep.equal(['2020', '2022', '2024', '2026']);
    for (const days of [['2026-01-01', '2026-01-20'], ['2020-01-01', '2020-02-01'], ['2000-01-01', '2026-01-01']]) {
      const ticks = timeAxis(days, 5).ticks;
      expect(ticks.length, days.join()).to.be.within(2, 6);
      expect(ticks.every((t) => t.at % 86_400_000 === 0), days.join()).to.equal(true);
    }
  });

  it('keeps every reading off the value axis and labels both of its ends', () => {
    for (const values of [[60.5, 61, 62.2], [100.2, 102.8, 101.4], [80, 92, 88], [48], [0, 0], [120, 80, 130, 90], [0.02, 0.05]]) {
      const axis = valueAxis(values, 4);
      const [from, to] = axis.domain;
      expect(from, values.join()).to.be.below(Math.min(...values));
      expect(to, values.join()).to.be.above(Math.max(...values));
      expect(axis.ticks[0].at, values.join()).to.equal(from);
      expect(axis.ticks[axis.ticks.length - 1].at, values.join()).to.equal(to);
      expect(axis.ticks.length, values.join()).to.be.within(3, 11);
    }
    expect(valueAxis([80, 92, 88], 4).ticks.map((t) => t.label)).to.deep.equal(['75', '80', '85', '90', '95']);
  });
});
