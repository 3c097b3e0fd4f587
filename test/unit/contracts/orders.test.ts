import { expect } from 'chai';
import { houseCallSchema, secondOpinionSchema } from '../../../contracts/orders.ts';
import { fieldErrors } from '../../../contracts/forms.ts';
import { ORDER_PRODUCTS, orderProductByCode, formatDollars } from '../../../server/domain/orders/order-products.ts';

const house = { primaryPhone: '(212) 555-0199', address: '1 Main St', city: 'Springfield', state: 'IL', zipcode: '62701' };
const opinion = { petId: '4', firstOpinion: 'Allergy', query: 'Food?', authorization: 'on' };

describe('order input', () => {
  it('accepts a house call with an optional secondary phone, trimming text', () => {
    expect(houseCallSchema.parse({ ...house, city: ' Springfield ' }).city).to.equal('Springfield');
    expect(houseCallSchema.safeParse({ ...house, secondaryPhone: '' }).success).to.equal(true);
    expect(houseCallSchema.safeParse({ ...house, zipcode: '62701-1234' }).success).to.equal(true);
  });

  it('keeps each house-call number as its 10 digits, however it was typed', () => {
    const parsed = houseCallSchema.parse({ ...house, secondaryPhone: '+1 212.555.0100' });
    expect(parsed).to.include({ primaryPhone: '2125550199', secondaryPhone: '2125550100' });
    expect(houseCallSchema.parse({ ...house, primaryPhone: '212 555 0199', secondaryPhone: '' }).secondaryPhone).to.equal('');
    for (const bad of ['212 555 019', '+44 20 7946 0958', 'call me']) {
      expect(fieldErrors(houseCallSchema.safeParse({ ...house, primaryPhone: bad }).error!).primaryPhone, bad)
        .to.equal('Please enter a valid phone number');
      expect(fieldErrors(houseCallSchema.safeParse({ ...house, secondaryPhone: bad }).error!).secondaryPhone, bad)
        .to.equal('Please enter a valid phone number');
    }
  });

  it('names the first problem of each house-call field', () => {
    const result = houseCallSchema.safeParse({});
    expect(result.success).to.equal(false);
    expect(fieldErrors(result.error!)).to.deep.equal({
      primaryPhone: 'Please enter your primary phone', address: 'Please enter your address', city: 'Please enter your city',
      state: 'Please choose your state', zipcode: 'Please enter your zipcode',
    });
  });

  it('takes only a US state, by code or name in any case, and keeps its code', () => {
    expect(houseCallSchema.parse({ ...house, state: 'ny' }).state).to.equal('NY');
    expect(houseCallSchema.parse({ ...house, state: ' New York ' }).state).to.equal('NY');
    expect(houseCallSchema.parse({ ...house, state: 'DC' }).state).to.equal('DC');
    for (const bad of ['XX', 'Ontario', 'N.Y.', 'PR1']) {
      expect(fieldErrors(houseCallSchema.safeParse({ ...house, state: bad }).error!).state, bad).to.equal('Please choose a US state');
    }
  });

  it('takes a second opinion from a form post (checkbox "on", numeric strings) and requires the authorization', () => {
    expect(secondOpinionSchema.parse(opinion)).to.deep.equal({ petId: 4, firstOpinion: 'Allergy', query: 'Food?', authorization: true, files: [] });
    for (const authorization of [undefined, false, 'off']) {
      const result = secondOpinionSchema.safeParse({ ...opinion, authorization });
      expect(fieldErrors(result.error!).authorization).to.equal('Please authorize us to review your pet\'s records');
    }
    expect(fieldErrors(secondOpinionSchema.safeParse({ ...opinion, petId: '' }).error!).petId).to.equal('Please select a pet');
    expect(secondOpinionSchema.safeParse({ ...opinion, files: Array.from({ length: 11 }, (_, i) => i + 1) }).success).to.equal(false);
  });

  it('prices the products on the server', () => {
    expect(orderProductByCode(3000)).to.equal(ORDER_PRODUCTS['vet-house-call']);
    expect(ORDER_PRODUCTS['vet-house-call'].priceCents).to.equal(36_000);
    expect(orderProductByCode(4000)).to.equal(undefined);
    expect(formatDollars(36_000)).to.equal('$360.00');
  });
});
