import { expect } from 'chai';
import { MAX_SEARCH_WORDS, prefixQuery, searchStem, searchWords } from '../../../../server/domain/listings/vet-search.ts';

describe('searchWords and prefixQuery (the vet list search box)', () => {
  const cases: Array<[string | null, string[]]> = [
    ['Dr. Lee', ['lee']],
    ['Dr Lee', ['lee']],
    ['dr.lee', ['lee']],
    ['DOCTOR  LEE', ['lee']],
    ['Lee, DVM', ['lee']],
    ['Prof. Dr. Sam Carter, BVSc MRCVS', ['sam', 'carter']],
    ["O'Neil", ['o', 'neil']],
    ['José Núñez', ['jose', 'nunez']],
    ['Dr. Lée', ['lee']],
    ['SÃO PAULO', ['sao', 'paulo']],
    ['lee lee', ['lee']],
    ['DVM', ['dvm']], // only titles: search for them rather than for nothing
    ["lee & !carter | ('x':*", ['lee', 'carter', 'x']],
    ['  ...  ', []],
    [null, []],
  ];
  for (const [text, words] of cases) {
    it(`reads ${JSON.stringify(text)} as ${JSON.stringify(words)}`, () => expect(searchWords(text)).to.deep.equal(words));
  }

  it('keeps at most a few words', () => {
    expect(searchWords('a b c d e f g h i j k')).to.have.length(MAX_SEARCH_WORDS);
  });

  const stems: Array<[string, string]> = [
    ['dental', 'dent'], ['dentist', 'dent'], ['dentists', 'dent'], ['dentistry', 'dent'],
    ['dermatology', 'dermat'], ['dermatologist', 'dermat'], ['dermat', 'dermat'],
    ['surgery', 'surg'], ['surgeon', 'surg'], ['surgical', 'surg'], ['cardiologists', 'cardi'], ['oncology', 'onc'],
    ['clinics', 'clin'], ['vets', 'vet'], ['lee', 'lee'], ['dvm', 'dvm'], ['cat', 'cat'], ['sally', 'sall'], ['b12s', 'b12s'],
  ];
  for (const [word, stem] of stems) {
    it(`stems ${word} to ${stem}`, () => expect(searchStem(word)).to.equal(stem));
  }

  it('asks for every word\'s stem as a word prefix', () => {
    expect(prefixQuery(['sam', 'carter'])).to.equal('sam:* & cart:*');
    expect(prefixQuery(['dental'])).to.equal('dent:*');
  });
});
