import { expect } from 'chai';
import { checkUpload, safeFileName, UPLOAD_MESSAGES } from '../../../../server/domain/files/upload-rules.ts';

const MB = 1024 * 1024;
const base = { serviceType: 'smo_service', access: 'private', uploader: 'user' as const, fileName: 'a.pdf', fileType: 'application/pdf' };

describe('upload rules', () => {
  const table: Array<[string, Partial<Parameters<typeof checkUpload>[0]>, string | true]> = [
    ['a PDF for a second opinion', {}, true],
    ['a text file for a health record', { serviceType: 'phr', fileType: 'text/plain' }, true],
    ['an image for a health record uploaded by a vet', { serviceType: 'phr', fileType: 'image/jpeg', uploader: 'vendor' }, true],
    ['any well-formed type for a health record (a DICOM study)', { serviceType: 'phr', fileType: 'application/dicom' }, true],
    ['a 20 MB health record file', { serviceType: 'phr', fileType: 'video/mp4', fileSize: 20 * MB }, true],
    ['a health record file over 20 MB', { serviceType: 'phr', fileType: 'video/mp4', fileSize: 20 * MB + 1 }, UPLOAD_MESSAGES.size],
    ['a malformed type for a health record', { serviceType: 'phr', fileType: 'pdf' }, UPLOAD_MESSAGES.contentType],
    ['exactly 10 MB', { fileSize: 10 * MB }, true],
    ['one byte over 10 MB', { fileSize: 10 * MB + 1 }, UPLOAD_MESSAGES.size],
    ['an avatar over 5 MB', { serviceType: 'user_avatar', access: 'public', fileType: 'image/png', fileSize: 5 * MB + 1 }, UPLOAD_MESSAGES.size],
    ['a PDF avatar', { serviceType: 'user_avatar', access: 'public' }, UPLOAD_MESSAGES.contentType],
    ['an SVG logo', { serviceType: 'brand_logo', access: 'public', uploader: 'vendor', fileType: 'image/svg+xml' }, UPLOAD_MESSAGES.contentType],
    ['an executable', { fileType: 'application/x-msdownload' }, UPLOAD_MESSAGES.contentType],
    ['a public medical file', { access: 'public' }, UPLOAD_MESSAGES.access],
    ['a private brand logo', { serviceType: 'brand_logo', access: 'private', uploader: 'vendor', fileType: 'image/png' }, UPLOAD_MESSAGES.access],
    ['an owner uploading a brand logo', { serviceType: 'brand_logo', access: 'public', fileType: 'image/png' }, UPLOAD_MESSAGES.uploader],
    ['a vet uploading a second-opinion file', { uploader: 'vendor' }, UPLOAD_MESSAGES.uploader],
    ['an unknown kind', { serviceType: 'other' }, UPLOAD_MESSAGES.serviceType],
    ['an unknown access', { access: 'shared' }, UPLOAD_MESSAGES.access],
    ['an empty name', { fileName: ' ' }, UPLOAD_MESSAGES.name],
    ['a type in capitals', { fileType: 'Application/PDF' }, true],
  ];
  for (const [name, change, expected] of table) {
    it(`${expected === true ? 'allows' : 'refuses'} ${name}`, () => {
      const result = checkUpload({ ...base, ...change });
      if (expected === true) expect(result.ok).to.equal(true);
      else expect(result.ok ? 'ok' : result.message).to.equal(expected);
    });
  }

  it('reduces file names to a safe key segment', () => {
    expect(safeFileName('../../etc/passwd')).to.equal('passwd');
    expect(safeFileName('C:\\Users\\me\\My X-ray (1).PNG')).to.equal('my-x-ray-1-.png');
    expect(safeFileName('..hidden..pdf')).to.equal('hidden.pdf');
    expect(safeFileName('???')).to.equal('file');
    expect(safeFileName(`${'a'.repeat(200)}.pdf`)).to.have.length(80);
  });
});
