import { expect } from 'chai';
import { startTestApp, type TestApp } from '../setup/app.ts';
import { graphqlAs } from '../setup/post-json.ts';
import { createBooking, createCustomer, createListing, createPet, createUser, createVendor, createVendorLogin } from '../factories/index.ts';
import { createApiToken } from '../factories/index.ts';

const SAVE = 'mutation($input: PetInput!) { savePet(input: $input) { message pet { id name type typeName breed notes } } }';
const LIST = 'query($u: ID) { pets(userId: $u) { id name typeName breed } }';
const DELETE = 'mutation($id: ID!) { deletePet(id: $id) { id } }';

describe('pets (GraphQL): owners and vendors', () => {
  let t: TestApp;
  let owner: { id: number; token: string };
  let other: { id: number; token: string };
  let customer: { id: number; token: string };
  let registered: { id: number };
  let canceledCustomer: { id: number };
  let elsewhere: { id: number };
  let registeredElsewhere: { id: number };
  let vetRoot: string;
  let vetSub: string;
  let vendorX: number;

  const gql = (query: string, variables: object = {}, token?: string) => graphqlAs(t, query, variables, token);
  const code = (res: { errors?: Array<{ extensions: { code: string } }> }) => res.errors?.[0]?.extensions.code;
  const petRow = (id: number) => t.testDb.db('pets').where({ id }).first();
  const petCount = async () => Number((await t.testDb.db('pets').count('* as n'))[0].n);
  const userToken = (id: number) =>
    createApiToken(t.testDb.db, { kind: 'user', id });
  const vendorToken = (id: number) =>
    createApiToken(t.testDb.db, { kind: 'vendor', id });
  const person = async () => {
    const u = await createUser(t.testDb.db);
    return { id: u.id, token: await userToken(u.id) };
  };
  const registeredBy = async (vendorId: number) => {
    const u = await createUser(t.testDb.db);
    await t.testDb.db('users').where({ id: u.id }).update({ source: JSON.stringify({ medium: 'vendor', vendor_id: vendorId, by: 1 }) });
    return { id: u.id };
  };

  before(async () => {
    t = await startTestApp();
    const db = t.testDb.db;
    vendorX = await createVendor(db);
    const vendorY = await createVendor(db);
    const listingX = await createListing(db, vendorX);
    const listingY = await createListing(db, vendorY);
    owner = await person();
    other = await person();
    customer = await person();
    canceledCustomer = await person();
    elsewhere = await person();
    registered = await registeredBy(vendorX);
    registeredElsewhere = await registeredBy(vendorY);
    const slot = new Date('2030-01-07T15:00:00Z');
    await createBooking(db, { userId: customer.id, vendorId: vendorX, listingId: listingX, slot });
    await createBooking(db, { userId: canceledCustomer.id, vendorId: vendorX, listingId: listingX, slot, status: 3 });
    await createBooking(db, { userId: elsewhere.id, vendorId: vendorY, listingId: listingY, slot });
    const root = await createVendorLogin(db, vendorX, { subrole: 'root_admin' });
    const sub = await createVendorLogin(db, vendorX, { subrole: 'user' });
    vetRoot = await vendorToken(root.id);
    vetSub = await vendorToken(sub.id);
  });
  after(() => t.close());

  it('lists the pet types from the reference table', async () => {
    const res = await gql('{ petTypes { code name } }', {}, owner.token);
    expect(res.data.petTypes).to.deep.include({ code: 1, name: 'Dog' });
    expect(res.data.petTypes).to.deep.include({ code: 2, name: 'Cat' });
  });

  it('refuses every pets field to an anonymous caller', async () => {
    expect(code(await gql('{ petTypes { code } }'))).to.equal('UNAUTHENTICATED');
    expect(code(await gql(LIST))).to.equal('UNAUTHENTICATED');
    expect(code(await gql(SAVE, { input: { name: 'Rex', type: 1 } }))).to.equal('UNAUTHENTICATED');
    expect(code(await gql(DELETE, { id: '1' }))).to.equal('UNAUTHENTICATED');
  });

  describe('an owner', () => {
    it('adds a pet (Submitted successfully!), updates it and lists only their own active pets by name', async () => {
      const added = await gql(SAVE, { input: { name: ' Rex ', type: 1, breed: 'Beagle', notes: 'Shy' } }, owner.token);
      expect(added.errors).to.equal(undefined);
      expect(added.data.savePet.message).to.equal('Submitted successfully!');
      const pet = added.data.savePet.pet;
      expect(pet).to.include({ name: 'Rex', type: 1, typeName: 'Dog', breed: 'Beagle', notes: 'Shy' });
      expect(await petRow(Number(pet.id))).to.include({ user_id: owner.id, status: 1, name: 'Rex' });

      const updated = await gql(SAVE, { input: { id: pet.id, name: 'Rex', type: 2, breed: '', notes: null } }, owner.token);
      expect(updated.data.savePet.pet).to.deep.equal({ id: pet.id, name: 'Rex', type: 2, typeName: 'Cat', breed: null, notes: null });
      expect(await petRow(Number(pet.id))).to.include({ type: 2, breed: null });

      await createPet(t.testDb.db, owner.id, { name: 'Alfie' });
      await createPet(t.testDb.db, owner.id, { name: 'Gone', status: 0 });
      await createPet(t.testDb.db, other.id, { name: 'Not mine' });
      const list = await gql(LIST, {}, owner.token);
      expect(list.data.pets.map((p: { name: string }) => p.name)).to.deep.equal(['Alfie', 'Rex']);
      const self = await gql(LIST, { u: String(owner.id) }, owner.token);
      expect(self.data.pets).to.have.length(2);
    });

    it('answers field messages for a missing name, a missing type and an unknown type code, saving nothing', async () => {
      const before = await petCount();
      const empty = await gql(SAVE, { input: {} }, owner.token);
      expect(code(empty)).to.equal('BAD_USER_INPUT');
      expect(empty.errors[0].extensions.fields).to.deep.equal({ name: 'Please enter the pet\'s name', type: 'Please select the pet type' });
      const unknown = await gql(SAVE, { input: { name: 'Rex', type: 999 } }, owner.token);
      expect(code(unknown)).to.equal('BAD_USER_INPUT');
      expect(unknown.errors[0].extensions.fields).to.deep.equal({ type: 'Please select the pet type' });
      expect(await petCount()).to.equal(before);
    });

    it('is FORBIDDEN from another owner\'s list and from adding a pet for another owner', async () => {
      expect(code(await gql(LIST, { u: String(other.id) }, owner.token))).to.equal('FORBIDDEN');
      const before = await petCount();
      expect(code(await gql(SAVE, { input: { name: 'Sneaky', type: 1, userId: String(other.id) } }, owner.token))).to.equal('FORBIDDEN');
      expect(await petCount()).to.equal(before);
    });

    it('gets NOT_FOUND for another owner\'s pet id on update and delete, which stays unchanged', async () => {
      const theirs = await createPet(t.testDb.db, other.id, { name: 'Tom', breed: 'Tabby' });
      expect(code(await gql(SAVE, { input: { id: String(theirs), name: 'Mine now', type: 1 } }, owner.token))).to.equal('NOT_FOUND');
      expect(code(await gql(DELETE, { id: String(theirs) }, owner.token))).to.equal('NOT_FOUND');
      expect(await petRow(theirs)).to.include({ name: 'Tom', breed: 'Tabby', status: 1, user_id: other.id });
    });

    it('deletes a pet as status 0: gone from the list, then NOT_FOUND to delete or update again', async () => {
      const id = await createPet(t.testDb.db, owner.id, { name: 'Bye' });
      const res = await gql(DELETE, { id: String(id) }, owner.token);
      expect(res.data.deletePet.id).to.equal(String(id));
      expect(await petRow(id)).to.include({ status: 0 });
      const names = (await gql(LIST, {}, owner.token)).data.pets.map((p: { name: string }) => p.name);
      expect(names).to.not.include('Bye');
      expect(code(await gql(DELETE, { id: String(id) }, owner.token))).to.equal('NOT_FOUND');
      expect(code(await gql(SAVE, { input: { id: String(id), name: 'Back', type: 1 } }, owner.token))).to.equal('NOT_FOUND');
      expect(code(await gql(DELETE, { id: 'abc' }, owner.token))).to.equal('BAD_USER_INPUT');
    });
  });

  describe('a vendor', () => {
    it('reads the pets of a customer who booked with it, even a booking since canceled', async () => {
      await createPet(t.testDb.db, customer.id, { name: 'Buddy', breed: 'Lab' });
      await createPet(t.testDb.db, canceledCustomer.id, { name: 'Milo' });
      const buddy = (await gql(LIST, { u: String(customer.id) }, vetRoot)).data.pets.find((p: { name: string }) => p.name === 'Buddy');
      expect(buddy).to.include({ name: 'Buddy', typeName: 'Dog', breed: 'Lab' });
      expect((await gql(LIST, { u: String(canceledCustomer.id) }, vetRoot)).data.pets.map((p: { name: string }) => p.name)).to.deep.equal(['Milo']);
    });

    it('reads nothing of an owner registered at its desk until the owner accepts the clinic', async () => {
      await createPet(t.testDb.db, registered.id, { name: 'Kiki', type: 2 });
      await createCustomer(t.testDb.db, vendorX, registered.id, { access: 'pending' });
      expect(code(await gql(LIST, { u: String(registered.id) }, vetRoot))).to.equal('FORBIDDEN');
      await createCustomer(t.testDb.db, vendorX, registered.id, { access: 'granted' });
      expect((await gql(LIST, { u: String(registered.id) }, vetRoot)).data.pets.map((p: { name: string }) => p.name)).to.deep.equal(['Kiki']);
    });

    it('lets a sub-user read only the pets of appointments on the listings that name them', async () => {
      const db = t.testDb.db;
      const subLogin = await createVendorLogin(db, vendorX, { subrole: 'user' });
      const managed = await createListing(db, vendorX, { managers: [subLogin.id] });
      const booked = await createPet(db, customer.id, { name: 'Seen' });
      await createPet(db, customer.id, { name: 'Unseen' });
      await createBooking(db, { userId: customer.id, vendorId: vendorX, listingId: managed, slot: new Date('2030-02-04T15:00:00Z'), pet: { id: booked, name: 'Seen' } });
      const names = (await gql(LIST, { u: String(customer.id) }, await vendorToken(subLogin.id))).data.pets.map((p: { name: string }) => p.name);
      expect(names).to.deep.equal(['Seen']);
      expect((await gql(LIST, { u: String(customer.id) }, vetRoot)).data.pets.map((p: { name: string }) => p.name)).to.include.members(['Seen', 'Unseen']);
    });

    it('is FORBIDDEN from owners who are not its customers, and must name a customer', async () => {
      for (const u of [other.id, elsewhere.id, registeredElsewhere.id, 999_999]) {
        expect(code(await gql(LIST, { u: String(u) }, vetRoot)), String(u)).to.equal('FORBIDDEN');
      }
      const none = await gql(LIST, {}, vetRoot);
      expect(code(none)).to.equal('BAD_USER_INPUT');
      expect(none.errors[0].extensions.fields).to.deep.equal({ userId: 'Please select the pet\'s owner' });
    });

    it('adds a pet for its customer, which then belongs to the customer', async () => {
      const res = await gql(SAVE, { input: { userId: String(customer.id), name: 'Pip', type: 3 } }, vetSub);
      expect(res.data.savePet.pet).to.include({ name: 'Pip', typeName: 'Rabbit' });
      expect(await petRow(Number(res.data.savePet.pet.id))).to.include({ user_id: customer.id, status: 1 });
      const mine = (await gql(LIST, {}, customer.token)).data.pets.map((p: { name: string }) => p.name);
      expect(mine).to.include('Pip');
    });

    it('cannot add a pet for a non-customer or for nobody, and saves nothing', async () => {
      const before = await petCount();
      expect(code(await gql(SAVE, { input: { userId: String(elsewhere.id), name: 'Pip', type: 1 } }, vetRoot))).to.equal('FORBIDDEN');
      expect(code(await gql(SAVE, { input: { userId: String(registeredElsewhere.id), name: 'Pip', type: 1 } }, vetRoot))).to.equal('FORBIDDEN');
      expect(code(await gql(SAVE, { input: { name: 'Pip', type: 1 } }, vetRoot))).to.equal('BAD_USER_INPUT');
      expect(await petCount()).to.equal(before);
    });

    it('cannot change or delete an owner\'s pet, a customer\'s included', async () => {
      const ofCustomer = await createPet(t.testDb.db, customer.id, { name: 'Rocky' });
      const ofStranger = await createPet(t.testDb.db, elsewhere.id, { name: 'Stray' });
      for (const id of [ofCustomer, ofStranger]) {
        expect(code(await gql(SAVE, { input: { id: String(id), name: 'Renamed', type: 1 } }, vetRoot)), String(id)).to.equal('FORBIDDEN');
        expect(code(await gql(DELETE, { id: String(id) }, vetRoot)), String(id)).to.equal('FORBIDDEN');
      }
      expect(await petRow(ofCustomer)).to.include({ name: 'Rocky', status: 1 });
      expect(await petRow(ofStranger)).to.include({ name: 'Stray', status: 1 });
      expect(code(await gql(DELETE, { id: '999999' }, vetRoot))).to.equal('NOT_FOUND');
    });
  });
});
