import { expect } from 'chai';
import { contentVerdict, detectedType } from '../../../../server/domain/files/file-content.ts';
import { UPLOAD_RULES } from '../../../../server/domain/files/upload-rules.ts';

/** A 1x1 PNG. */
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' + '1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);

describe('what the bytes of an upload say', () => {
  const pictures = UPLOAD_RULES.brand_logo.contentTypes;
  const documents = UPLOAD_RULES.smo_service.contentTypes;
  const table: Array<[string, string, string | null, readonly string[] | 'any', ReturnType<typeof contentVerdict>]> = [
    ['a PNG logo', 'image/png', 'image/png', pictures, 'ok'],
    ['an animated PNG logo', 'image/png', 'image/apng', pictures, 'ok'],
    ['a JPEG declared as image/jpg', 'image/jpg', 'image/jpeg', pictures, 'ok'],
    ['a logo named .png that is really text', 'image/png', null, pictures, 'not-allowed'],
    ['a logo named .png that is really a PDF', 'image/png', 'application/pdf', pictures, 'not-allowed'],
    ['a logo named .png that is really a JPEG', 'image/png', 'image/jpeg', pictures, 'mismatch'],
    ['an avatar named .gif that is a program', 'image/gif', 'application/x-msdownload', UPLOAD_RULES.user_avatar.contentTypes, 'not-allowed'],
    ['a second-opinion PDF', 'application/pdf', 'application/pdf', documents, 'ok'],
    ['a second-opinion text file', 'text/plain', null, documents, 'ok'],
    ['a "PDF" for a second opinion that is a program', 'application/pdf', 'application/x-msdownload', documents, 'not-allowed'],
    ['a "text file" for a second opinion that is a zip', 'text/plain', 'application/zip', documents, 'not-allowed'],
    ['a "PDF" for a second opinion that is text', 'application/pdf', null, documents, 'mismatch'],
    ['a "text file" for a second opinion that is a PNG', 'text/plain', 'image/png', documents, 'mismatch'],
    ['a record file named .pdf that is text', 'application/pdf', null, 'any', 'mismatch'],
    ['a record file declared as text that is a zip', 'text/plain', 'application/zip', 'any', 'mismatch'],
    ['a record file of any declared type without a signature', 'text/csv', null, 'any', 'ok'],
  ];
  for (const [name, declared, detected, allowed, verdict] of table) {
    it(`finds ${verdict} for ${name}`, () => expect(contentVerdict(declared, detected, allowed)).to.equal(verdict));
  }

  it('reads the format from the first bytes, not from any name', async () => {
    expect(await detectedType(PNG)).to.equal('image/png');
    expect(await detectedType(Buffer.from('%PDF-1.4 lab'))).to.equal('application/pdf');
    expect(await detectedType(Buffer.from('<html><script>alert(1)</script></html>'))).to.equal(null);
    expect(await detectedType(Buffer.from('just some text'))).to.equal(null);
  });
});
