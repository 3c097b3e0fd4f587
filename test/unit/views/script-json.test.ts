import { expect } from 'chai';
import { scriptJson } from '../../../views/island.tsx';

describe('scriptJson (island props inside a script element)', () => {
  it('leaves JSON without unsafe characters as JSON.stringify wrote it', () => {
    const value = { name: 'Dr. Lee', slots: [{ at: '2026-11-28T15:00:00Z', label: '10:00 AM' }] };
    expect(scriptJson(value)).to.equal(JSON.stringify(value));
  });

  it('escapes every "<" and line separator, so no value can close the element, and the value reads back the same', () => {
    const value = { note: '</script><script>alert(1)</script>', more: 'a<b<c', lines: 'one\u2028two\u2029three' };
    const json = scriptJson(value);
    expect(json).not.to.include('<');
    expect(json).not.to.match(/[\u2028\u2029]/);
    expect(json.match(/\\u003c/g)).to.have.length(5);
    expect(JSON.parse(json)).to.deep.equal(value);
  });

  it('escapes the same way on every call (no state kept between calls)', () => {
    for (let i = 0; i < 3; i += 1) expect(scriptJson('<x>')).to.equal('"\\u003cx>"');
    expect(scriptJson('plain')).to.equal('"plain"');
  });
});
