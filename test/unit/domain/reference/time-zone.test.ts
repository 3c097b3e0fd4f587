import { expect } from 'chai';
import fs from 'node:fs';
import moment from 'moment-timezone';
import { canonicalZone, isZone } from '../../../../contracts/time-zone.ts';
import { knownZone } from '../../../../server/domain/reference/known-zone.ts';
import { ZONE_ALIASES } from '../../../../contracts/zone-aliases.ts';
import { aliasesModule, ALIASES_FILE } from '../../../../scripts/zone-aliases.ts';
import { whenInZones, formatInZone } from '../../../../server/domain/notices/booking-times.ts';

describe('time zone names', () => {
  it('prints the canonical IANA name for links and legacy names', () => {
    const cases: Array<[string, string]> = [
      ['Asia/Calcutta', 'Asia/Kolkata'], ['Asia/Kolkata', 'Asia/Kolkata'], ['Europe/Kiev', 'Europe/Kyiv'], ['Asia/Saigon', 'Asia/Ho_Chi_Minh'],
      ['Asia/Katmandu', 'Asia/Kathmandu'], ['US/Eastern', 'America/New_York'], ['America/Buenos_Aires', 'America/Argentina/Buenos_Aires'],
      ['Atlantic/Faeroe', 'Atlantic/Faroe'], ['Pacific/Enderbury', 'Pacific/Kanton'], ['Singapore', 'Asia/Singapore'],
      ['Etc/UTC', 'UTC'], ['GMT', 'UTC'], ['UTC', 'UTC'],
      // A zone a country is known by stays itself, even where IANA merged its rules into another's.
      ['Europe/Oslo', 'Europe/Oslo'], ['Asia/Kuala_Lumpur', 'Asia/Kuala_Lumpur'], ['America/New_York', 'America/New_York'],
    ];
    for (const [given, canonical] of cases) expect(canonicalZone(given), given).to.equal(canonical);
  });

  it("maps every name Node's ICU reports to a zone moment-timezone formats", () => {
    for (const zone of Intl.supportedValuesOf('timeZone')) {
      expect(moment.tz.zone(canonicalZone(zone)), `${zone} -> ${canonicalZone(zone)}`).to.not.equal(null);
    }
    for (const target of Object.values(ZONE_ALIASES)) expect(isZone(target), target).to.equal(true);
  });

  it('is generated from the installed moment-timezone data (run npm run zones:aliases after updating it)', () => {
    expect(fs.readFileSync(ALIASES_FILE, 'utf8')).to.equal(aliasesModule());
  });

  it('knows a zone by its canonical name and ignores anything else', () => {
    expect(knownZone(' Asia/Calcutta ')).to.equal('Asia/Kolkata');
    expect(knownZone('Mars/Olympus')).to.equal(null);
    expect(knownZone(42)).to.equal(null);
    expect(knownZone('')).to.equal(null);
  });

  it("says whose time each zone is: the clinic's, then the owner's when known and different", () => {
    const at = new Date('2026-03-10T14:00:00Z');
    expect(formatInZone(at, 'Asia/Calcutta')).to.equal('Tuesday, March 10, 2026 at 7:30 PM IST (Asia/Kolkata)');
    expect(whenInZones(at, 'America/New_York', 'Asia/Calcutta')).to.deep.equal([
      'Tuesday, March 10, 2026 at 10:00 AM EDT (America/New_York) clinic time',
      'Tuesday, March 10, 2026 at 7:30 PM IST (Asia/Kolkata) your time',
    ]);
    expect(whenInZones(at, 'America/New_York', null)).to.have.length(1);
    expect(whenInZones(at, 'Asia/Kolkata', 'Asia/Calcutta'), 'an alias of the same zone').to.have.length(1);
    expect(whenInZones(at, 'America/New_York', 'Europe/London', "the customer's time")[1]).to.match(/\(Europe\/London\) the customer's time$/);
  });
});
