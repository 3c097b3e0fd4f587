import { expect } from 'chai';
import { CONFIRM_MESSAGES, displayName, uploadProblem } from '../../../../server/domain/files/file-confirmation.ts';
import type { StoredObject } from '../../../../server/adapters/storage.ts';

const MB = 1024 * 1024;
const KEY = 'private/smo_service/7/0b6f7c1e-2a4b-4c3d-9e8f-0123456789ab-lab-results.pdf';
const row = (over: Partial<{ name: string | null; key: string; content_type: string; service_type: 'smo_service' | 'user_avatar' }> = {}) => ({
  name: 'Lab Results.pdf', key: KEY, content_type: 'application/pdf', service_type: 'smo_service' as const, ...over,
});

describe('file confirmation rules', () => {
  it('names a file as it was chosen, else by the sanitized name inside its key', () => {
    expect(displayName(row())).to.equal('Lab Results.pdf');
    expect(displayName(row({ name: null }))).to.equal('lab-results.pdf');
    expect(displayName(row({ name: null, key: 'public/a.png' }))).to.equal('a.png');
  });

  it('finds what keeps a stored object from being confirmed', () => {
    const cases: Array<[ReturnType<typeof row>, StoredObject | null, string | null]> = [
      [row(), { size: 1234, contentType: 'application/pdf' }, null],
      [row(), { size: 10 * MB, contentType: 'application/pdf' }, null],
      [row(), { size: 0, contentType: 'application/pdf' }, null],
      [row(), { size: 500, contentType: null }, null],
      [row({ content_type: 'Application/PDF' }), { size: 500, contentType: 'application/pdf' }, null],
      [row(), null, 'Lab Results.pdf did not finish uploading. Please remove it and attach it again.'],
      [row(), { size: 10 * MB + 1, contentType: 'application/pdf' }, 'Lab Results.pdf is larger than 10 MB. Please remove it and attach a smaller file.'],
      [row({ service_type: 'user_avatar', content_type: 'image/png', name: 'me.png' }), { size: 5 * MB + 1, contentType: 'image/png' },
        'me.png is larger than 5 MB. Please remove it and attach a smaller file.'],
      [row(), { size: 10, contentType: 'text/html' }, CONFIRM_MESSAGES.wrongType('Lab Results.pdf')],
    ];
    for (const [r, stored, expected] of cases) expect(uploadProblem(r, stored), JSON.stringify(stored)).to.equal(expected);
  });

});
