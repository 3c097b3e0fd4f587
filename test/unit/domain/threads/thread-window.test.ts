import { expect } from 'chai';
import { threadWindow } from '../../../../server/domain/threads/thread-window.ts';
import { THREAD_MESSAGES } from '../../../../contracts/thread-words.ts';

const SLOT = '2026-12-01T15:00:00.000Z';
const at = (iso: string) => new Date(iso);
const base = { slot: SLOT, duration: 30, status: 0, followUpHours: 48 } as const;

describe('threadWindow: where an appointment thread stands', () => {
  const cases: Array<[string, Parameters<typeof threadWindow>[0], string, string, boolean]> = [
    ['a chat booking before its slot', { ...base, type: 'chat' }, '2026-11-30T10:00:00Z', 'open', true],
    ['a chat booking at its start', { ...base, type: 'chat' }, '2026-12-01T15:00:00Z', 'live', true],
    ['a chat booking a minute before its end', { ...base, type: 'chat' }, '2026-12-01T15:29:00Z', 'live', true],
    ['a chat booking at its end', { ...base, type: 'chat' }, '2026-12-01T15:30:00Z', 'followUp', true],
    ['a video booking during its slot', { ...base, type: 'video' }, '2026-12-01T15:10:00Z', 'open', true],
    ['a video booking 47 hours after', { ...base, type: 'video' }, '2026-12-03T14:30:00Z', 'followUp', true],
    ['a video booking 48 hours after', { ...base, type: 'video' }, '2026-12-03T15:30:00Z', 'readOnly', false],
    ['a listing with 2 follow-up hours, 3 hours after', { ...base, type: 'clinic', followUpHours: 2 }, '2026-12-01T18:30:00Z', 'readOnly', false],
    ['a listing with no follow-up, at the end', { ...base, type: 'phone', followUpHours: 0 }, '2026-12-01T15:30:00Z', 'readOnly', false],
    ['a completed appointment within follow-up', { ...base, type: 'chat', status: 1 }, '2026-12-01T16:00:00Z', 'followUp', true],
    ['a canceled appointment before its slot', { ...base, type: 'chat', status: 3 }, '2026-11-30T10:00:00Z', 'readOnly', false],
    ['a rescheduled appointment before its slot', { ...base, type: 'video', status: 2 }, '2026-11-30T10:00:00Z', 'readOnly', false],
  ];
  for (const [name, input, now, state, canWrite] of cases) {
    it(`${name}: ${state}`, () => {
      const w = threadWindow(input, at(now));
      expect(w.state).to.equal(state);
      expect(w.canWrite).to.equal(canWrite);
      expect(w.refusal === null).to.equal(canWrite);
    });
  }

  it('gives a chat consultation its live span and every open thread its closing time', () => {
    const w = threadWindow({ ...base, type: 'chat' }, at('2026-11-30T10:00:00Z'));
    expect(w).to.include({ liveFrom: SLOT, liveUntil: '2026-12-01T15:30:00.000Z', closesAt: '2026-12-03T15:30:00.000Z' });
    expect(threadWindow({ ...base, type: 'video' }, at('2026-11-30T10:00:00Z'))).to.include({ liveFrom: null, liveUntil: null });
  });

  it('says why a closed thread takes no more messages', () => {
    expect(threadWindow({ ...base, type: 'chat', status: 3 }, at('2026-11-30T10:00:00Z')).refusal).to.equal(THREAD_MESSAGES.canceled);
    expect(threadWindow({ ...base, type: 'chat', status: 2 }, at('2026-11-30T10:00:00Z')).refusal).to.equal(THREAD_MESSAGES.rescheduled);
    expect(threadWindow({ ...base, type: 'chat' }, at('2026-12-10T10:00:00Z')).refusal).to.equal(THREAD_MESSAGES.readOnly);
  });
});
