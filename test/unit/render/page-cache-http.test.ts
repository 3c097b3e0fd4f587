import { expect } from 'chai';
import { chooseEncoding, matchesEtag, replayableHeaders } from '../../../server/render/page-cache-http.ts';

describe('page cache HTTP rules', () => {
  describe('chooseEncoding', () => {
    const cases: Array<[string | undefined, boolean, string]> = [
      [undefined, true, 'identity'],
      ['', true, 'identity'],
      ['gzip', true, 'gzip'],
      ['gzip, deflate, br, zstd', true, 'br'],
      ['gzip, deflate, br', false, 'gzip'],
      ['br', false, 'identity'],
      ['BR;q=0.5, gzip;q=1', true, 'br'],
      ['br;q=0, gzip', true, 'gzip'],
      ['gzip;q=0', true, 'identity'],
      ['deflate', true, 'identity'],
      ['*', true, 'br'],
      ['*', false, 'gzip'],
      ['*;q=0', true, 'identity'],
      ['br;q=0, *', true, 'gzip'],
      ['gzip;q=nonsense', true, 'identity'],
      [' gzip ; q=0.8 ', true, 'gzip'],
    ];
    for (const [header, brotliReady, expected] of cases) {
      it(`${JSON.stringify(header)}${brotliReady ? '' : ' (no brotli copy yet)'} -> ${expected}`, () => {
        expect(chooseEncoding(header, brotliReady)).to.equal(expected);
      });
    }
  });

  describe('matchesEtag', () => {
    const tags = ['"abc"', '"abc-gz"'];
    it('matches any stored tag, in a list, weak or strong', () => {
      expect(matchesEtag('"abc"', tags)).to.equal(true);
      expect(matchesEtag('"zzz", "abc-gz"', tags)).to.equal(true);
      expect(matchesEtag('W/"abc"', tags)).to.equal(true);
      expect(matchesEtag('*', tags)).to.equal(true);
    });
    it('does not match other or missing tags', () => {
      expect(matchesEtag(undefined, tags)).to.equal(false);
      expect(matchesEtag('', tags)).to.equal(false);
      expect(matchesEtag('"abc-br"', tags)).to.equal(false);
      expect(matchesEtag('abc', tags)).to.equal(false);
    });
  });

  describe('replayableHeaders', () => {
    it('keeps security headers and drops per-response ones', () => {
      const kept = replayableHeaders({
        'content-security-policy': "default-src 'self'",
        'x-frame-options': 'SAMEORIGIN',
        'strict-transport-security': 'max-age=31536000',
        'set-cookie': ['sid=1'],
        'content-length': 10,
        'content-encoding': 'gzip',
        etag: '"x"',
        vary: 'Accept-Encoding',
        date: 'now',
        'x-page-cache': 'MISS',
      });
      expect(kept).to.deep.equal({
        'content-security-policy': "default-src 'self'",
        'x-frame-options': 'SAMEORIGIN',
        'strict-transport-security': 'max-age=31536000',
      });
    });
  });
});
