import { expect } from 'chai';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { baseContentType, LocalStorage } from '../../../server/adapters/storage.ts';

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
