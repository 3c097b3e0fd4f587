import { expect } from 'chai';
import { trackerFlags, weightInPounds } from '../../../../server/domain/health-records/tracker-ranges.ts';
import { dueSoon } from '../../../../server/domain/health-records/record-dto.ts';
import { newPublicId, shareToken, verifyShareToken } from '../../../../server/domain/health-records/share-link-token.ts';
import { appointmentTabs, videoTab } from '../../../../server/domain/consultations/video-tab.ts';
import { contentMatches } from '../../../../server/domain/files/file-content.ts';
import type { HealthRecord } from '../../../../contracts/health-records.ts';

describe('tracker ranges by pet type', () => {
  const table: Array<[string, string, Record<string, number>, number, string[]]> = [
    ['a dog at 101 °F', 'temperature', { fahrenheit: 101 }, 1, []],
    ['a dog at 106 °F', 'temperature', { fahrenheit: 106 }, 1, ['Temperature 106 °F is outside the usual range for a Dog (99.5-102.5 °F)']],
    ['a dog on the upper edge', 'temperature', { fahrenheit: 102.5 }, 1, []],
    ['a cat of 40 lbs 8 oz', 'weight', { lbs: 40, oz: 8 }, 2, ['Weight 40.5 lbs is outside the usual range for a Cat (2-25 lbs)']],
    ['a cat pulse of 80', 'pulse', { bpm: 80 }, 2, ['Pulse 80 bpm is outside the usual range for a Cat (140-220 bpm)']],
    ['both pressures of a dog', 'blood_pressure', { systolic: 200, diastolic: 40 }, 1, [
      'Systolic pressure 200 mmHg is outside the usual range for a Dog (90-160 mmHg)',
      'Diastolic pressure 40 mmHg is outside the usual range for a Dog (50-100 mmHg)',
    ]],
    ['a snake has no fixed temperature', 'temperature', { fahrenheit: 60 }, 45, []],
    ['a type without ranges', 'weight', { lbs: 9000 }, 72, []],
    ['a tracker without ranges', 'cbg', { glucose: 900 }, 1, []],
  ];
  for (const [name, sub, details, type, flags] of table) {
    it(name, () => expect(trackerFlags(sub, details, type, type === 1 ? 'Dog' : type === 2 ? 'Cat' : 'Pet')).to.deep.equal(flags));
  }
  it('reads ounces as sixteenths of a pound, and no pounds as no weight', () => {
    expect(weightInPounds({ lbs: 10, oz: 4 })).to.equal(10.25);
    expect(weightInPounds({ oz: 4 })).to.equal(null);
  });
});

describe('what is due soon', () => {
  const rec = (id: number, subcategory: string, details: Record<string, string>): HealthRecord => ({
    id, petId: 1, category: 'history', subcategory, label: subcategory, details, files: [], author: { kind: 'owner', name: '', clinic: null },
    editable: true, flags: [], bookingId: null, createdAt: '', updatedAt: '',
  });
  it('lists overdue and next-30-day immunizations and active medications, soonest first', () => {
    const items = dueSoon([
      rec(1, 'immunizations', { name: 'Rabies', nextDueDate: '2026-03-20' }),
      rec(2, 'immunizations', { name: 'Far off', nextDueDate: '2026-04-11' }),
      rec(3, 'medications', { name: 'Pill', nextDueDate: '2026-02-01', status: 'Active' }),
      rec(4, 'medications', { name: 'Stopped', nextDueDate: '2026-02-01', status: 'Inactive' }),
      rec(5, 'allergies', { name: 'Not due', nextDueDate: '2026-03-01' }),
      rec(6, 'immunizations', { name: 'Edge', nextDueDate: '2026-04-10' }),
    ], '2026-03-11');
    expect(items.map((i) => [i.name, i.overdue])).to.deep.equal([['Pill', true], ['Rabies', false], ['Edge', false]]);
  });
});

describe('share link tokens', () => {
  const id = newPublicId();
  const token = shareToken('secret', id);
  it('verifies its own token and no altered one', () => {
    expect(verifyShareToken('secret', token)).to.equal(id);
    expect(verifyShareToken('other secret', token)).to.equal(null);
    expect(verifyShareToken('secret', `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`)).to.equal(null);
    expect(verifyShareToken('secret', `${newPublicId()}.${token.split('.')[1]}`)).to.equal(null);
    for (const bad of [undefined, 42, '', 'abc', `${token}x`]) expect(verifyShareToken('secret', bad)).to.equal(null);
  });
  it('makes a new 128-bit id each time', () => {
    expect(newPublicId()).to.match(/^[A-Za-z0-9_-]{22}$/).and.not.equal(newPublicId());
  });
});

describe('appointment tabs and the video room', () => {
  it('gives video bookings three tabs, others Details (and Medical Records for the vendor)', () => {
    expect(appointmentTabs('video', 'user')).to.deep.equal(['details', 'messages', 'video', 'records']);
    expect(appointmentTabs('clinic', 'user')).to.deep.equal(['details', 'messages']);
    expect(appointmentTabs('phone', 'vendor')).to.deep.equal(['details', 'messages', 'records']);
  });
  it('counts down until 10 minutes before the slot, then opens the room', () => {
    const d = { id: 7, slot: '2026-05-01T10:00:00.000Z', state: 'upcoming' as const };
    const room = (id: number) => `https://video.test/room-${id}`;
    expect(videoTab(d, new Date('2026-05-01T09:49:59Z'), room)).to.deep.equal({ kind: 'countdown', opensAt: '2026-05-01T09:50:00.000Z' });
    expect(videoTab(d, new Date('2026-05-01T09:50:00Z'), room)).to.deep.equal({ kind: 'room', roomUrl: 'https://video.test/room-7' });
    expect(videoTab({ ...d, state: 'canceled' }, new Date('2026-05-01T09:55:00Z'), room).kind).to.equal('closed');
  });
});

describe('stored bytes against the declared type', () => {
  const table: Array<[string, string, string | null, boolean]> = [
    ['a PDF declared as a PDF', 'application/pdf', 'application/pdf', true],
    ['text declared as a PDF', 'application/pdf', null, false],
    ['a PDF declared as text', 'text/plain', 'application/pdf', false],
    ['plain text', 'text/plain', null, true],
    ['a JPEG declared image/jpg', 'image/jpg', 'image/jpeg', true],
    ['a PNG declared as JPEG', 'image/jpeg', 'image/png', false],
    ['anything as octet-stream', 'application/octet-stream', 'application/zip', true],
    ['a CSV (no signature)', 'text/csv', null, true],
  ];
  for (const [name, declared, detected, ok] of table) it(name, () => expect(contentMatches(declared, detected)).to.equal(ok));
});
