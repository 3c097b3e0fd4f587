import { expect } from 'chai';
import fs from 'node:fs';
import path from 'node:path';
import {
  CONSULTATION_KINDS, CONSULTATION_OFFER_LABEL, CONSULTATION_PRODUCT, CONSULTATION_TYPE_LABEL, CONSULTATION_TYPES, SOLD_CONSULTATION_TYPES,
} from '../../../contracts/consultations.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const TYPES = CONSULTATION_TYPES.join('|');
/** `type === 'video'`, `'phone' !== item.type`, and a `switch (…type)` with `case 'chat':`. */
const COMPARISON = new RegExp(`\\w*[tT]ype\\s*[!=]==?\\s*['"](${TYPES})['"]|['"](${TYPES})['"]\\s*[!=]==?\\s*[\\w.]*[tT]ype\\b`, 'g');
const SWITCH_ON_TYPE = /switch\s*\([\w.]*[tT]ype\)[^]*?case\s+['"](clinic|video|phone|chat)['"]/g;

/** Every .ts/.tsx file under the folders that act on consultation types (generated code aside). */
function sources(): string[] {
  return ['server', 'client', 'views', 'graphql'].flatMap((dir) => fs.readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f) && !f.includes('generated') && !f.startsWith('gql')).map((f) => path.join(dir, f)));
}

describe('the consultation-type table', () => {
  it('is the only place that compares consultation types (no string comparisons in server/, client/, views/, graphql/)', () => {
    const found = sources().flatMap((file) => {
      const code = fs.readFileSync(path.join(root, file), 'utf8');
      return [...code.matchAll(COMPARISON), ...code.matchAll(SWITCH_ON_TYPE)].map((m) => `${file}: ${m[0].slice(0, 60)}`);
    });
    expect(found).to.deep.equal([]);
  });

  it('gives every type a row, and the label, offer and product maps are its columns', () => {
    expect(Object.keys(CONSULTATION_KINDS)).to.have.members([...CONSULTATION_TYPES]);
    for (const t of CONSULTATION_TYPES) {
      expect([CONSULTATION_TYPE_LABEL[t], CONSULTATION_OFFER_LABEL[t], CONSULTATION_PRODUCT[t]])
        .to.deep.equal([CONSULTATION_KINDS[t].label, CONSULTATION_KINDS[t].offerLabel, CONSULTATION_KINDS[t].product]);
    }
    expect(CONSULTATION_TYPES.filter((t) => CONSULTATION_KINDS[t].hasConsultationPage)).to.deep.equal(['video', 'phone']);
    expect(CONSULTATION_TYPES.filter((t) => CONSULTATION_KINDS[t].hasVideoRoom)).to.deep.equal(['video']);
  });

  it('sells per visit every type but those booked with a package (the house visit)', () => {
    expect([...SOLD_CONSULTATION_TYPES]).to.deep.equal(CONSULTATION_TYPES.filter((t) => !CONSULTATION_KINDS[t].byPackage));
    expect(CONSULTATION_TYPES.filter((t) => CONSULTATION_KINDS[t].byPackage)).to.deep.equal(['house']);
    expect(CONSULTATION_KINDS.house.product).to.equal(3000);
  });
});
