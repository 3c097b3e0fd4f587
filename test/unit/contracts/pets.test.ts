import { expect } from 'chai';
import { fieldErrors } from '../../../contracts/forms.ts';
import { parsePetInput, petInputSchema, PET_MESSAGES } from '../../../contracts/pets.ts';
import { ValidationError } from '../../../server/errors.ts';

const fieldsOf = (raw: unknown) => {
  const result = petInputSchema.safeParse(raw);
  return result.success ? {} : fieldErrors(result.error);
};

describe('pet input', () => {
  it('accepts a new pet with only a name and a type, trimming and nulling the optional fields', () => {
    expect(petInputSchema.parse({ name: '  Rex ', type: 1 })).to.deep.equal({ id: null, userId: null, name: 'Rex', type: 1, breed: null, notes: null });
    expect(petInputSchema.parse({ name: 'Rex', type: '2', breed: ' ', notes: '' })).to.include({ type: 2, breed: null, notes: null });
    expect(petInputSchema.parse({ name: 'Rex', type: 1, breed: ' Beagle ', notes: 'Shy' })).to.include({ breed: 'Beagle', notes: 'Shy' });
  });

  it('reads GraphQL string ids for an update and a customer, and treats empty ones as none', () => {
    expect(petInputSchema.parse({ id: '12', userId: '7', name: 'Rex', type: 1 })).to.include({ id: 12, userId: 7 });
    expect(petInputSchema.parse({ id: '', userId: null, name: 'Rex', type: 1 })).to.include({ id: null, userId: null });
  });

  const missing: Array<[string, object, Record<string, string>]> = [
    ['nothing', {}, { name: PET_MESSAGES.name, type: PET_MESSAGES.type }],
    ['a blank name', { name: '   ', type: 1 }, { name: 'Please enter the pet\'s name' }],
    ['a name that is not text', { name: 5, type: 1 }, { name: 'Please enter the pet\'s name' }],
    ['no type', { name: 'Rex', type: null }, { type: 'Please select the pet type' }],
    ['the empty select option', { name: 'Rex', type: '' }, { type: 'Please select the pet type' }],
    ['a type that is not a code', { name: 'Rex', type: 'dog' }, { type: 'Please select the pet type' }],
    ['a fractional type', { name: 'Rex', type: 1.5 }, { type: 'Please select the pet type' }],
    ['a negative type', { name: 'Rex', type: -3 }, { type: 'Please select the pet type' }],
    ['a long name', { name: 'x'.repeat(101), type: 1 }, { name: 'Please use at most 100 characters' }],
    ['a long breed', { name: 'Rex', type: 1, breed: 'x'.repeat(101) }, { breed: 'Please use at most 100 characters' }],
    ['long notes', { name: 'Rex', type: 1, notes: 'x'.repeat(2001) }, { notes: 'Please use at most 2000 characters' }],
    ['a bad customer id', { name: 'Rex', type: 1, userId: 'abc' }, { userId: PET_MESSAGES.customer }],
    ['a bad pet id', { name: 'Rex', type: 1, id: '-1' }, { id: 'Invalid pet' }],
  ];
  for (const [name, raw, fields] of missing) {
    it(`names the field for ${name}`, () => {
      expect(fieldsOf(raw)).to.deep.equal(fields);
    });
  }

  it('parsePetInput throws BAD_USER_INPUT carrying the field messages', () => {
    try {
      parsePetInput({ name: '', type: 1 });
      expect.fail('should have thrown');
    } catch (err) {
      expect(err).to.be.instanceOf(ValidationError);
      expect((err as ValidationError).code).to.equal('BAD_USER_INPUT');
      expect((err as ValidationError).fields).to.deep.equal({ name: PET_MESSAGES.name });
    }
    expect(parsePetInput({ name: 'Tom', type: 2 })).to.include({ name: 'Tom', type: 2 });
  });
});
