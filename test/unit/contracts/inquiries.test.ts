import { expect } from 'chai';
import { fieldErrors } from '../../../contracts/forms.ts';
import { newsletterSchema, shelterInquirySchema } from '../../../contracts/inquiries.ts';
import { shelterInquiryEmail } from '../../../server/domain/inquiries/inquiry-service.ts';

function errorsOf(input: unknown): Record<string, string> {
  const r = shelterInquirySchema.safeParse(input);
  return r.success ? {} : fieldErrors(r.error);
}

describe('shelter inquiry input', () => {
  it('trims, lowercases the email and turns empty optional fields into null', () => {
    const r = shelterInquirySchema.parse({ name: ' Ann ', company: ' Co ', email: ' A@B.Example ', number: ' ', comments: '' });
    expect(r).to.deep.equal({ name: 'Ann', company: 'Co', email: 'a@b.example', number: null, comments: null });
  });

  it('reports every missing required field, even when the body is empty or not strings', () => {
    expect(Object.keys(errorsOf({}))).to.deep.equal(['name', 'company', 'email']);
    expect(Object.keys(errorsOf({ name: 5, company: ['x'], email: {} }))).to.deep.equal(['name', 'company', 'email']);
  });

  it('accepts common phone formats and rejects letters', () => {
    for (const number of ['5550102020', '+44 20 7946 0958', '(555) 010-2020', '555.010.2020']) {
      expect(errorsOf({ name: 'a', company: 'b', email: 'a@b.co', number })).to.deep.equal({});
    }
    expect(errorsOf({ name: 'a', company: 'b', email: 'a@b.co', number: '555-CALL' })).to.have.key('number');
  });

  it('keeps markup as typed (escaping is the renderer\'s job)', () => {
    expect(shelterInquirySchema.parse({ name: '<b>x</b>', company: 'c', email: 'a@b.co' }).name).to.equal('<b>x</b>');
  });
});

describe('newsletter input', () => {
  it('validates and normalises the email', () => {
    expect(newsletterSchema.parse({ email: ' Me@X.Example ' })).to.deep.equal({ email: 'me@x.example' });
    expect(newsletterSchema.safeParse({ email: 'x@' }).success).to.equal(false);
  });
});

describe('shelterInquiryEmail', () => {
  it('keeps the subject on one line whatever the company name holds', () => {
    const mail = shelterInquiryEmail({ id: 7, name: 'A', company: 'Evil\r\nBcc: x@y.z', email: 'a@b.co', number: null, comments: null });
    expect(mail.subject).not.to.match(/[\r\n]/);
    expect(mail.text).to.contain('Number: (not given)');
    expect(mail.text).to.contain('#7');
  });
});
