import { expect } from 'chai';
import { judgeAudit } from '../../../scripts/audit-rules.ts';

describe('dependency audit rules', () => {
  it('refuses high and critical advisories that have a fix, and only those', () => {
    const verdict = judgeAudit({
      vulnerabilities: {
        a: { severity: 'critical', fixAvailable: true },
        b: { severity: 'high', fixAvailable: { name: 'b', version: '2.0.0', isSemVerMajor: true } },
        c: { severity: 'high', fixAvailable: false },
        d: { severity: 'moderate', fixAvailable: true },
        e: { severity: 'low', fixAvailable: false },
      },
    });
    expect(verdict.refused).to.deep.equal(['a (critical, fix available)', 'b (high, fix: b@2.0.0)']);
    expect(verdict.noted).to.deep.equal(['c (high, no fix)', 'd (moderate, fix available)', 'e (low, no fix)']);
    expect(verdict.unavailable).to.equal(null);
  });

  it('passes a clean report', () => {
    expect(judgeAudit({ vulnerabilities: {} })).to.deep.equal({ refused: [], noted: [], unavailable: null });
  });

  it('says why when npm could not ask the advisory service', () => {
    const verdict = judgeAudit({ message: '405 Method Not Allowed - POST https://registry.example/-/npm/v1/security/advisories/bulk', error: { summary: '', detail: '' } });
    expect(verdict.unavailable).to.match(/^405 Method Not Allowed/);
    expect(verdict.refused).to.deep.equal([]);
    expect(judgeAudit({ error: { code: 'ENOAUDIT', summary: 'Your configured registry does not support audit requests.\nmore' } }).unavailable)
      .to.equal('Your configured registry does not support audit requests.');
  });
});
