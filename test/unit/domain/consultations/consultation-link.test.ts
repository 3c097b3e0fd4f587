import { expect } from 'chai';
import {
  consultationLinkUrl, signConsultationLink, verifyConsultationLink,
} from '../../../../server/domain/consultations/consultation-link.ts';

const SECRET = 'unit-test-secret-0123456789';
const OWNER_Z = signConsultationLink(SECRET, { userId: 12, side: 'U', bookingId: 345 });
const VENDOR_Z = signConsultationLink(SECRET, { userId: 12, side: 'C', bookingId: 345 });
const [, OWNER_SIG] = OWNER_Z.split('.');

/** Replaces the character at `i` with another base64url character. */
function flip(value: string, i: number): string {
  const ch = value[i] === 'A' ? 'B' : 'A';
  return `${value.slice(0, i)}${ch}${value.slice(i + 1)}`;
}

describe('consultation links (signed z)', () => {
  it("keeps the spec's readable prefix in front of the signature", () => {
    expect(OWNER_Z).to.match(/^12U345\.[A-Za-z0-9_-]{22}$/);
    expect(VENDOR_Z).to.match(/^12C345\.[A-Za-z0-9_-]{22}$/);
  });

  const cases: Array<[string, unknown, ReturnType<typeof verifyConsultationLink>]> = [
    ["the owner's link", OWNER_Z, { userId: 12, side: 'U', bookingId: 345 }],
    ["the vendor's link", VENDOR_Z, { userId: 12, side: 'C', bookingId: 345 }],
    ['a tampered first signature character', `12U345.${flip(OWNER_SIG, 0)}`, null],
    ['a tampered last signature character', `12U345.${flip(OWNER_SIG, 21)}`, null],
    ["the owner's signature with the side swapped to C", `12C345.${OWNER_SIG}`, null],
    ['the signature moved to another booking id', `12U346.${OWNER_SIG}`, null],
    ['the signature moved to another user id', `13U345.${OWNER_SIG}`, null],
    ['a signature made with another secret', signConsultationLink('another-secret-0123456789', { userId: 12, side: 'U', bookingId: 345 }), null],
    ["the old system's unsigned format", '12U345', null],
    ['an empty signature', '12U345.', null],
    ['a truncated signature', `12U345.${OWNER_SIG.slice(0, 21)}`, null],
    ['a signature with an extra character', `12U345.${OWNER_SIG}A`, null],
    ['an unknown side letter', `12X345.${OWNER_SIG}`, null],
    ['a lower-case side letter', `12u345.${OWNER_SIG}`, null],
    ['a leading zero on the user id', `012U345.${OWNER_SIG}`, null],
    ['a negative id', `-12U345.${OWNER_SIG}`, null],
    ['spaces around the value', ` ${OWNER_Z} `, null],
    ['an empty string', '', null],
    ['an array of values', [OWNER_Z], null],
    ['undefined', undefined, null],
  ];
  for (const [name, z, expected] of cases) {
    it(`verifies ${name}: ${expected ? 'accepted' : 'refused'}`, () => {
      expect(verifyConsultationLink(SECRET, z)).to.deep.equal(expected);
    });
  }

  it('signs only positive integer ids', () => {
    expect(() => signConsultationLink(SECRET, { userId: 0, side: 'U', bookingId: 1 })).to.throw(RangeError);
    expect(() => signConsultationLink(SECRET, { userId: 1, side: 'U', bookingId: 1.5 })).to.throw(RangeError);
  });

  it('builds the full link on the given site', () => {
    expect(consultationLinkUrl(SECRET, 'https://happy.petcare.example/', { userId: 12, side: 'U', bookingId: 345 }))
      .to.equal(`https://happy.petcare.example/appointments?z=${OWNER_Z}`);
  });
});
