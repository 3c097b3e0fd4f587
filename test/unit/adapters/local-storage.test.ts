import { expect } from 'chai';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { baseContentType, keyFileName, LocalStorage, servedAs } from '../../../server/adapters/storage.ts';

describe('local storage objects (stat, delete)', () => {
  let dir: string;
  let storage: LocalStorage;

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'petcare-local-'));
    storage = new LocalStorage(dir, 'secret-one');
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('reports the size and the content type an object was written with', async () => {
    await storage.write('private/phr/1/scan.pdf', Buffer.from('%PDF-1.4'), 'application/pdf');
    expect(await storage.stat('private/phr/1/scan.pdf')).to.deep.equal({ size: 8, contentType: 'application/pdf' });
    await storage.write('private/phr/1/note.txt', Buffer.from('hi'), 'Text/Plain; charset=utf-8');
    expect(await storage.stat('private/phr/1/note.txt')).to.deep.equal({ size: 2, contentType: 'text/plain' });
  });

  it('answers null for a key that holds nothing, and an unknown type for bytes stored without one', async () => {
    expect(await storage.stat('private/phr/1/missing.pdf')).to.equal(null);
    expect(await storage.stat('private/phr')).to.equal(null);
    fs.mkdirSync(path.join(dir, 'public'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'public/old.png'), 'png');
    expect(await storage.stat('public/old.png')).to.deep.equal({ size: 3, contentType: null });
  });

  it('keeps metadata out of the key space', async () => {
    await storage.write('public/a.png', Buffer.from('png'), 'image/png');
    expect(fs.readdirSync(dir).sort()).to.deep.equal(['.meta', 'public']);
    expect(() => storage.pathFor('.meta/public/a.png.json')).to.throw('Unsafe storage key');
  });

  it('deletes an object with its metadata, and deleting again is not an error', async () => {
    await storage.write('private/smo_service/2/x.pdf', Buffer.from('%PDF'), 'application/pdf');
    await storage.delete('private/smo_service/2/x.pdf');
    expect(await storage.stat('private/smo_service/2/x.pdf')).to.equal(null);
    expect(fs.existsSync(path.join(dir, '.meta/private/smo_service/2/x.pdf.json'))).to.equal(false);
    await storage.delete('private/smo_service/2/x.pdf');
  });

  it('reduces a Content-Type header to its lowercased type', () => {
    const cases: Array<[string | null | undefined, string | null]> = [
      ['application/pdf', 'application/pdf'], ['IMAGE/PNG', 'image/png'], ['text/plain; charset=utf-8', 'text/plain'],
      ['', null], [undefined, null], [null, null], [' ; x', null],
    ];
    for (const [input, expected] of cases) expect(baseContentType(input), String(input)).to.equal(expected);
  });
});

describe('how a stored file is served', () => {
  const KEY = 'private/phr/7/0b6f7c1e-2a4b-4c3d-9e8f-0123456789ab-lab-results.pdf';

  it('shows an accepted image under its recorded type and sends anything else as a download of no type', () => {
    const download = (name: string) => ({ contentType: 'application/octet-stream', disposition: `attachment; filename="${name}"` });
    const cases: Array<[string | null, string, ReturnType<typeof servedAs>]> = [
      ['image/png', 'public/user_avatar/1/avatar.html', { contentType: 'image/png', disposition: 'inline' }],
      ['IMAGE/JPEG; charset=binary', 'public/brand_logo/1/logo.svg', { contentType: 'image/jpeg', disposition: 'inline' }],
      ['image/gif', 'public/a.gif', { contentType: 'image/gif', disposition: 'inline' }],
      ['image/webp', 'public/a.webp', { contentType: 'image/webp', disposition: 'inline' }],
      ['image/svg+xml', 'public/brand_logo/1/logo.svg', download('logo.svg')],
      ['text/html', 'private/phr/1/page.html', download('page.html')],
      ['application/pdf', KEY, download('lab-results.pdf')],
      ['image/heic', 'private/phr/1/x.heic', download('x.heic')],
      [null, 'public/old.png', download('old.png')],
      ['image/png', 'private/phr/1/odd"name.png', { contentType: 'image/png', disposition: 'inline' }],
      ['text/plain', 'private/phr/1/odd"name.txt', download('odd-name.txt')],
    ];
    for (const [type, key, expected] of cases) expect(servedAs(type, key), `${type} ${key}`).to.deep.equal(expected);
  });

  it('names a file by its key without the random prefix', () => {
    expect(keyFileName(KEY)).to.equal('lab-results.pdf');
    expect(keyFileName('public/a.png')).to.equal('a.png');
    expect(keyFileName('b.png')).to.equal('b.png');
  });
});
