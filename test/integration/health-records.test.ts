import { expect } from 'chai';
import { startTestApp, type TestApp } from '../setup/app.ts';
import { createBooking, createHealthRecord, createListing, createPet } from '../factories/index.ts';
import { latestToday } from '../../contracts/record-dates.ts';
import { DELETE, gql, LIST, NOTE, recordsWorld, SAVE, type RecordsWorld } from './health-records-world.ts';

type Rec = { id: string; petId: string; subcategory: string; details: Record<string, unknown>; editable: boolean; flags: string[];
  author: { kind: string; name: string; clinic: string | null }; bookingId: string | null };

describe('health records: fields, and who sees what', () => {
  let t: TestApp;
  let w: RecordsWorld;
  const count = async () => Number((await t.testDb.db('health_records').count<{ c: number }[]>({ c: '*' }))[0].c);
  const save = (token: string, input: object) => gql(t, token, SAVE, { input });
  const list = (token: string, vars: object) => gql(t, token, LIST, vars);
  const records = (r: { data?: Record<string, unknown> }) => r.data!.healthRecords as Rec[];

  before(async () => {
    t = await startTestApp();
    w = await recordsWorld(t);
  });
  after(() => t.close());

  it('lets an owner add, read newest first, update and delete a record of their pet', async () => {
    const first = await save(w.ownerA.token, {
      petId: w.rex, category: 'history', subcategory: 'immunizations',
      details: { name: 'Rabies', date: '2026-01-10', nextDueDate: '2027-01-10', recommended: 'Yes', ignored: 'dropped' },
    });
    expect(first.error).to.equal(undefined);
    const saved = (first.data!.saveHealthRecord as { message: string; record: Rec });
    expect(saved.message).to.equal('Submitted successfully!');
    expect(saved.record.details).to.deep.equal({ name: 'Rabies', date: '2026-01-10', nextDueDate: '2027-01-10', recommended: 'Yes' });
    expect(saved.record).to.include({ editable: true, subcategory: 'immunizations' });
    const second = await save(w.ownerA.token, { petId: w.rex, category: 'trackers', subcategory: 'weight', details: { date: '2026-02-01', lbs: '52', oz: 4 } });
    const ids = records(await list(w.ownerA.token, { petId: w.rex })).map((r) => r.id);
    expect(ids.slice(0, 2)).to.deep.equal([(second.data!.saveHealthRecord as { record: Rec }).record.id, saved.record.id]);
    expect(records(await list(w.ownerA.token, {})).map((r) => r.id)).to.include(saved.record.id);

    const updated = await save(w.ownerA.token, {
      id: saved.record.id, category: 'history', subcategory: 'immunizations', details: { name: 'Rabies booster', date: '2026-01-10' },
    });
    expect((updated.data!.saveHealthRecord as { record: Rec }).record.details).to.deep.equal({ name: 'Rabies booster', date: '2026-01-10' });
    const removed = await gql(t, w.ownerA.token, DELETE, { id: saved.record.id });
    expect(removed.data!.deleteHealthRecord).to.deep.equal({ id: saved.record.id, message: 'Deleted successfully!' });
    expect(await t.testDb.db('health_records').where({ id: saved.record.id }).first()).to.equal(undefined);
  });

  it('refuses missing and malformed fields with a message at each, saving nothing', async () => {
    const before = await count();
    const res = await save(w.ownerA.token, {
      petId: w.rex, category: 'trackers', subcategory: 'blood_pressure', details: { date: '2026-02-30', systolic: 'high', diastolic: '' },
    });
    expect(res.error).to.deep.include({ code: 'BAD_USER_INPUT', message: 'Please correct the highlighted fields.' });
    expect(res.error!.fields).to.deep.equal({
      'details.date': 'Please select a date', 'details.systolic': 'Please enter a number', 'details.diastolic': 'Please enter the diastolic',
    });
    const doc = await save(w.ownerA.token, { petId: w.rex, category: 'documents', subcategory: 'imaging', details: { type: 'Selfie' } });
    expect(doc.error!.fields).to.deep.equal({
      'details.name': 'Please enter the name', 'details.date': 'Please select a date', 'details.type': 'Please choose one of the options',
    });
    const kind = await save(w.ownerA.token, { petId: w.rex, category: 'history', subcategory: 'horoscope', details: {} });
    expect(kind.error!.fields).to.deep.equal({ subcategory: 'Please choose what kind of record this is' });
    const files = await save(w.ownerA.token, { petId: w.rex, category: 'history', subcategory: 'allergies', details: { name: 'Pollen', date: '2026-01-01' }, fileIds: [1] });
    expect(files.error!.fields).to.deep.equal({ fileIds: 'Files can only be attached to documents.' });
    expect(await count()).to.equal(before);
  });

  it('refuses impossible dates with a message at each, saving nothing', async () => {
    const before = await count();
    const thisYear = Number(latestToday(new Date()).slice(0, 4));
    const history = (subcategory: string, details: object) => save(w.ownerA.token, { petId: w.rex, category: 'history', subcategory, details });
    const diagnosis = await history('conditions', { name: 'Otitis', date: `${thisYear + 4}-01-10` });
    expect(diagnosis.error!.fields).to.deep.equal({ 'details.date': 'This date is in the future. Please enter the day it happened.' });
    const ancient = await history('immunizations', { name: 'Rabies', date: '1899-05-01' });
    expect(ancient.error!.fields).to.deep.equal({ 'details.date': `Please enter a date in ${thisYear - 50} or later` });
    const early = await history('medications', { name: 'Heartworm pill', date: '2026-01-15', nextDueDate: '2025-12-15' });
    expect(early.error!.fields).to.deep.equal({ 'details.nextDueDate': 'The next due date cannot be before the start date' });
    const weight = await save(w.ownerA.token, { petId: w.rex, category: 'trackers', subcategory: 'weight', details: { date: `${thisYear + 1}-01-01`, lbs: 50 } });
    expect(weight.error!.fields).to.deep.equal({ 'details.date': 'This date is in the future. Please enter the day it happened.' });
    expect(await count()).to.equal(before);
  });

  it('lists a pet\'s records by the day they name, newest first, whatever the order they were entered in', async () => {
    const dot = await createPet(t.testDb.db, w.ownerA.id, { name: 'Dot', type: 2 });
    const add = (name: string, date: string) => createHealthRecord(t.testDb.db, { userId: w.ownerA.id, petId: dot, subcategory: 'conditions', details: { name, date } });
    await add('March', '2026-03-01');
    await add('Last January', '2025-01-01');
    await add('June', '2026-06-01');
    await add('Also March', '2026-03-01');
    const names = (r: { data?: Record<string, unknown> }) => records(r).filter((x) => Number(x.petId) === dot).map((x) => x.details.name);
    expect(names(await list(w.ownerA.token, { petId: dot }))).to.deep.equal(['June', 'Also March', 'March', 'Last January']);
    expect(names(await list(w.ownerA.token, {}))).to.deep.equal(['June', 'Also March', 'March', 'Last January']);
  });

  it('flags a reading outside the usual range for the pet type, and keeps it', async () => {
    const res = await save(w.ownerA.token, { petId: w.rex, category: 'trackers', subcategory: 'temperature', details: { date: '2026-03-01', fahrenheit: 106 } });
    const record = (res.data!.saveHealthRecord as { record: Rec }).record;
    expect(record.flags).to.deep.equal(['Temperature 106 °F is outside the usual range for a Dog (99.5-102.5 °F)']);
    const normal = await save(w.ownerA.token, { petId: w.rex, category: 'trackers', subcategory: 'temperature', details: { date: '2026-03-02', fahrenheit: 101 } });
    expect((normal.data!.saveHealthRecord as { record: Rec }).record.flags).to.deep.equal([]);
  });

  it("never lets another owner read or change an owner's records", async () => {
    const id = await createHealthRecord(t.testDb.db, { userId: w.ownerA.id, petId: w.rex, details: { name: 'Private', date: '2026-01-01' } });
    expect((await list(w.ownerB.token, { petId: w.rex })).error).to.deep.include({ code: 'NOT_FOUND', message: 'Pet not found' });
    expect((await list(w.ownerB.token, { userId: w.ownerA.id })).error).to.deep.include({ code: 'FORBIDDEN' });
    const change = await save(w.ownerB.token, { id, category: 'history', subcategory: 'immunizations', details: { name: 'Mine', date: '2026-01-01' } });
    expect(change.error).to.deep.include({ code: 'NOT_FOUND', message: 'Record not found' });
    const add = await save(w.ownerB.token, { petId: w.rex, category: 'history', subcategory: 'allergies', details: { name: 'X', date: '2026-01-01' } });
    expect(add.error!.fields).to.deep.equal({ petId: 'Please select a pet' });
    expect((await gql(t, w.ownerB.token, DELETE, { id })).error).to.deep.include({ code: 'NOT_FOUND' });
    expect(await t.testDb.db('health_records').where({ id }).first()).to.include({ pet_id: w.rex });
  });

  it("lets a clinic read its own customers' records, never another clinic's, and never change them", async () => {
    const id = await createHealthRecord(t.testDb.db, { userId: w.ownerA.id, petId: w.rex, details: { name: 'Seen by X', date: '2026-01-02' } });
    for (const vet of [w.vetX, w.subX]) {
      const byPet = records(await list(vet.token, { petId: w.rex }));
      expect(byPet.map((r) => Number(r.id))).to.include(id);
      expect(byPet.every((r) => !r.editable)).to.equal(true);
      expect(records(await list(vet.token, { userId: w.ownerA.id })).map((r) => Number(r.id))).to.include(id);
    }
    expect((await list(w.vetY.token, { petId: w.rex })).error).to.deep.include({ code: 'NOT_FOUND', message: 'Pet not found' });
    expect((await list(w.vetY.token, { userId: w.ownerA.id })).error).to.deep.include({ code: 'FORBIDDEN' });
    expect((await list(w.vetX.token, { petId: w.bPet })).error).to.deep.include({ code: 'NOT_FOUND' });
    const change = await save(w.vetX.token, { id, category: 'history', subcategory: 'immunizations', details: { name: 'Vet edit', date: '2026-01-02' } });
    expect(change.error).to.deep.include({ code: 'FORBIDDEN' });
    expect((await gql(t, w.vetX.token, DELETE, { id })).error).to.deep.include({ code: 'FORBIDDEN' });
  });

  it("lets a sub-user read only the records of pets booked on the listings that name them: no other pet's records, PDF or files", async () => {
    const db = t.testDb.db;
    // Ann's second pet, Mia, is booked only on a listing the sub-user does not manage.
    const mia = await createPet(db, w.ownerA.id, { name: 'Mia', type: 2 });
    const otherListing = await createListing(db, w.vendorX, { title: 'Not the nurse\'s' });
    await createBooking(db, { userId: w.ownerA.id, vendorId: w.vendorX, listingId: otherListing, slot: new Date(Date.now() + 3 * 86_400_000), pet: { id: mia, name: 'Mia' } });
    const miaRecord = await createHealthRecord(db, { userId: w.ownerA.id, petId: mia, details: { name: 'Mia vaccine', date: '2026-01-03' } });
    const [file] = await db('files').insert({
      key: `records/mia-${Date.now()}.pdf`, access: 'private', service_type: 'phr', name: 'mia.pdf', owner_type: 'user', owner_id: w.ownerA.id,
      content_type: 'application/pdf', size_bytes: 10, status: 'uploaded',
    }).returning('id');
    await db('health_record_files').insert({ file_id: Number(file.id), health_record_id: miaRecord });
    const as = (token: string) => ({ headers: { accept: 'text/html', authorization: `Bearer ${token}` } });

    expect((await t.fetch(`/app/medical-records/${mia}/record.pdf`, as(w.subX.token))).status).to.equal(404);
    expect((await t.fetch(`/api/health-records/files/${Number(file.id)}`, as(w.subX.token))).status).to.equal(404);
    expect((await list(w.subX.token, { petId: mia })).error).to.deep.include({ code: 'NOT_FOUND' });
    const byOwner = records(await list(w.subX.token, { userId: w.ownerA.id }));
    expect(byOwner.map((r) => Number(r.petId))).to.include(w.rex).and.not.include(mia);
    expect((await t.fetch(`/app/medical-records/${w.rex}/record.pdf`, as(w.subX.token))).status).to.equal(200);
    // The root admin reads both.
    expect((await t.fetch(`/app/medical-records/${mia}/record.pdf`, as(w.vetX.token))).status).to.equal(200);
    expect(records(await list(w.vetX.token, { userId: w.ownerA.id })).map((r) => Number(r.id))).to.include(miaRecord);
  });

  it('lets the clinic add a signed consultation note from an appointment, which the owner sees and cannot change', async () => {
    const empty = await gql(t, w.vetX.token, NOTE, { b: w.bookingId, note: '   ' });
    expect(empty.error).to.deep.include({ code: 'BAD_USER_INPUT', message: 'Please write the consultation note' });
    const res = await gql(t, w.subX.token, NOTE, { b: w.bookingId, note: 'Ear infection. Drops twice a day for 7 days.' });
    expect(res.error).to.equal(undefined);
    const note = (res.data!.addConsultationNote as { record: Rec }).record;
    expect(note).to.deep.include({ petId: String(w.rex), subcategory: 'consultations', bookingId: String(w.bookingId), editable: false });
    expect(note.author).to.deep.equal({ kind: 'clinic', name: 'Sam Vet', clinic: 'Happy Paws' });
    expect(note.details).to.include({ name: 'Consultation note', vetName: 'Sam Vet', note: 'Ear infection. Drops twice a day for 7 days.' });
    expect(note.details.date).to.match(/^\d{4}-\d{2}-\d{2}$/);

    const seen = records(await list(w.ownerA.token, { petId: w.rex })).find((r) => r.id === note.id)!;
    expect(seen).to.deep.include({ editable: false });
    expect(seen.author).to.deep.equal({ kind: 'clinic', name: 'Sam Vet', clinic: 'Happy Paws' });
    const edit = await save(w.ownerA.token, { id: note.id, category: 'history', subcategory: 'consultations', details: { name: 'Changed', date: '2026-01-01' } });
    expect(edit.error).to.deep.include({ code: 'FORBIDDEN', message: 'This consultation note was written by the clinic and cannot be changed.' });
    expect((await gql(t, w.ownerA.token, DELETE, { id: note.id })).error).to.deep.include({ code: 'FORBIDDEN' });
    expect((await t.testDb.db('health_records').where({ id: note.id }).first()).details).to.include({ name: 'Consultation note' });

    expect((await gql(t, w.vetY.token, NOTE, { b: w.bookingId, note: 'Not mine' })).error).to.deep.include({ code: 'NOT_FOUND' });
    expect((await gql(t, w.ownerA.token, NOTE, { b: w.bookingId, note: 'Owner' })).error).to.deep.include({ code: 'FORBIDDEN' });
  });

  it('keeps the rule that a clinic writes only consultation notes in the database', async () => {
    let refused = false;
    try {
      await t.testDb.db('health_records').insert({
        user_id: w.ownerA.id, pet_id: w.rex, category: 'trackers', subcategory: 'weight', details: '{}', vendor_id: w.vendorX,
      });
    } catch {
      refused = true;
    }
    expect(refused).to.equal(true);
  });
});
