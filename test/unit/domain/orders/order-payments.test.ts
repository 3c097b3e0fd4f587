import { expect } from 'chai';
import { authorisedPetOf, petShareOf } from '../../../../server/domain/orders/order-payments.ts';
import { intlFor } from '../../../../server/i18n/server-intl.ts';

describe('the pet a paid order authorises its practice to read', () => {
  const opinion = { product_id: 7000, user_id: 5, vendor_id: 1, details: { petId: 12, authorization: true } };

  it('is a second opinion\'s pet when the owner authorised it and a practice fulfils it', () => {
    expect(authorisedPetOf(opinion)).to.equal(12);
    expect(authorisedPetOf({ ...opinion, details: { petId: '12', authorization: true } })).to.equal(12);
  });

  it('is none without the authorisation, without a pet, without a practice, or for any other product', () => {
    expect(authorisedPetOf({ ...opinion, details: { petId: 12 } })).to.equal(null);
    expect(authorisedPetOf({ ...opinion, details: { petId: 12, authorization: 'on' } })).to.equal(null);
    expect(authorisedPetOf({ ...opinion, details: { authorization: true } })).to.equal(null);
    expect(authorisedPetOf({ ...opinion, details: { petId: -3, authorization: true } })).to.equal(null);
    expect(authorisedPetOf({ ...opinion, vendor_id: null })).to.equal(null);
    expect(authorisedPetOf({ ...opinion, product_id: 9000 })).to.equal(null); // a Peer-to-Peer Consult
    expect(authorisedPetOf({ ...opinion, product_id: 3000 })).to.equal(null); // the house-call package
  });
});

describe('the pet share an order created (details.petShare)', () => {
  it('is the pet and the relation before it, when the order recorded one', () => {
    expect(petShareOf({ details: { petShare: { petId: 12, before: null } } })).to.deep.equal({ petId: 12, before: null });
    expect(petShareOf({ details: { petShare: { petId: '12', before: 'declined' } } })).to.deep.equal({ petId: 12, before: 'declined' });
    expect(petShareOf({ details: { petShare: { petId: 12, before: 'pending' } } })).to.deep.equal({ petId: 12, before: 'pending' });
  });

  it('is none for an order that created none (the pet was already shared) or from before orders recorded it', () => {
    expect(petShareOf({ details: { petId: 12, authorization: true } })).to.equal(null);
    expect(petShareOf({ details: { petShare: { before: null } } })).to.equal(null);
    expect(petShareOf({ details: { petShare: { petId: 12, before: 'everything' } } })).to.deep.equal({ petId: 12, before: null });
  });
});

describe('what the owner reads of a clinic sharing some pets', () => {
  it('names the pets shared for a second opinion', () => {
    // As My Clinics says it (views/pages/clinics/my-clinics-page.tsx): the names as the language lists them.
    const say = (locale: 'en' | 'es', names: string[]) => {
      const intl = intlFor(locale);
      return intl.formatMessage({ id: 'dash.clinics.access.someOf' }, { pets: intl.formatList(names) });
    };
    expect(say('en', ['Buddy'])).to.equal('Can see only Buddy and their health records, shared for a second opinion');
    expect(say('en', ['Buddy', 'Mia', 'Rex'])).to.equal('Can see only Buddy, Mia, and Rex and their health records, shared for a second opinion');
    expect(say('es', ['Buddy', 'Mia'])).to.equal('Solo puede ver a Buddy y Mia y sus expedientes médicos, compartidos para una segunda opinión');
  });
});
