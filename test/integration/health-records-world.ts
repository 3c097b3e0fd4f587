import type { TestApp } from '../setup/app.ts';
import { createBooking, createListing, createPet, createUser, createVendor, createVendorLogin } from '../factories/index.ts';
import { createApiToken } from '../factories/index.ts';
import { graphqlAs } from '../setup/post-json.ts';
import { signedInClient, type Client } from './accounts-helpers.ts';

/**
 * Two owners and two clinics: owner A (pet Rex, a dog) booked a video consultation with clinic X, so A is
 * X's customer and not Y's; owner B has a pet of their own. Tokens for GraphQL, sessions for pages.
 */
export interface RecordsWorld {
  ownerA: { id: number; email: string; token: string };
  ownerB: { id: number; email: string; token: string };
  rex: number;
  bPet: number;
  vetX: { id: number; email: string; token: string };
  subX: { id: number; email: string; token: string };
  vetY: { id: number; email: string; token: string };
  vendorX: number;
  bookingId: number;
  logIn(email: string, role: 'user' | 'vendor'): Promise<Client>;
}

export async function recordsWorld(t: TestApp, options: { slot?: Date } = {}): Promise<RecordsWorld> {
  const db = t.testDb.db;
  const owner = async (first: string) => {
    const u = await createUser(db, { first_name: first });
    const token = await createApiToken(t.testDb.db, { kind: 'user', id: u.id });
    return { ...u, token };
  };
  const vet = async (vendorId: number, subrole: 'root_admin' | 'user', first: string) => {
    const login = await createVendorLogin(db, vendorId, { subrole, first_name: first });
    const token = await createApiToken(t.testDb.db, { kind: 'vendor', id: login.id });
    return { ...login, token };
  };
  const ownerA = await owner('Ann');
  const ownerB = await owner('Bea');
  const rex = await createPet(db, ownerA.id, { name: 'Rex', type: 1 });
  const bPet = await createPet(db, ownerB.id, { name: 'Tom', type: 2 });
  const vendorX = await createVendor(db, { name: 'Happy Paws' });
  const vendorY = await createVendor(db, { name: 'Other Clinic' });
  const vetX = await vet(vendorX, 'root_admin', 'Vera');
  const subX = await vet(vendorX, 'user', 'Sam');
  const vetY = await vet(vendorY, 'root_admin', 'Yuri');
  const listing = await createListing(db, vendorX, { managers: [subX.id] });
  const bookingId = await createBooking(db, {
    userId: ownerA.id, vendorId: vendorX, listingId: listing, slot: options.slot ?? new Date(Date.now() + 2 * 86_400_000), type: 'video',
    pet: { id: rex, name: 'Rex' },
  });
  return {
    ownerA, ownerB, rex, bPet, vetX, subX, vetY, vendorX, bookingId,
    logIn: (email, role) => signedInClient(t, email, role),
  };
}

export const RECORD_FIELDS = 'id petId category subcategory label details editable flags bookingId author { kind name clinic } files { id name url }';

/** Runs a GraphQL operation and returns `data[field]`, or the first error's code, message and fields. */
export async function gql(t: TestApp, token: string, query: string, variables: object = {}) {
  const res = await graphqlAs(t, query, variables, token);
  if (res.errors?.length) {
    const e = res.errors[0];
    return { error: { code: e.extensions?.code as string, message: e.message as string, fields: (e.extensions?.fields ?? {}) as Record<string, string> } };
  }
  return { data: res.data as Record<string, unknown> };
}

export const SAVE = `mutation($input: HealthRecordInput!) { saveHealthRecord(input: $input) { message record { ${RECORD_FIELDS} } } }`;
export const LIST = `query($petId: ID, $userId: ID) { healthRecords(petId: $petId, userId: $userId) { ${RECORD_FIELDS} } }`;
export const DELETE = 'mutation($id: ID!) { deleteHealthRecord(id: $id) { id message } }';
export const NOTE = `mutation($b: ID!, $note: String) { addConsultationNote(bookingId: $b, note: $note) { message record { ${RECORD_FIELDS} } } }`;
