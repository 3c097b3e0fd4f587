import { expect } from 'chai';
import moment from 'moment-timezone';
import { startTestApp, type TestApp } from '../setup/app.ts';
import { graphqlAs, postJson } from '../setup/post-json.ts';
import { createApiToken, createListing, createPet, createUser, createVendor, createVendorLogin } from '../factories/index.ts';
import { TEST_CARDS } from '../../server/adapters/payments.ts';
import { DEFAULT_EMERGENCY_QUESTIONS, INTAKE_LIMITS, INTAKE_MESSAGES, type IntakeQuestion } from '../../contracts/intake.ts';

const ZONE = 'America/New_York';
const EVERY_DAY = [{ days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'], from: '08:00', to: '20:00' }];
let day = 1;
const nextSlot = () => moment.tz(ZONE).add(day++, 'days').startOf('day').hour(10).toISOString();
const card = { cardNumber: TEST_CARDS.approve, name: 'Olive Owner', ccv: '123', expDt: '2030-01' };

/** Vomiting (required yes/no), how often when yes (required number), a dogs-only red flag, then the emergency set. */
const QUESTIONS: IntakeQuestion[] = [
  { id: 'vomiting', label: 'Is your pet vomiting?', kind: 'yesno', types: ['video', 'clinic'], required: true, showIf: null, redFlags: [] },
  { id: 'how-often', label: 'How many times today?', kind: 'number', types: ['video', 'clinic'], required: true, showIf: { question: 'vomiting', answer: 'yes' }, redFlags: [] },
  { id: 'notes', label: 'Anything else?', kind: 'text', types: ['video', 'clinic'], required: false, showIf: null, redFlags: [] },
  ...DEFAULT_EMERGENCY_QUESTIONS.slice(0, 1),
];
const CALM = { vomiting: 'no', 'emergency-breathing': 'no' };

const SAVE = 'mutation($l: ID!, $q: JSON!) { saveIntakeQuestions(listingId: $l, questions: $q) { message questions } }';
const READ = 'query($l: ID!) { intakeQuestions(listingId: $l) }';
const ASK = 'query($l: ID!, $t: ConsultationType!) { bookingQuestions(listingId: $l, type: $t) }';

describe('intake questions', function () {
  this.timeout(60_000);
  let t: TestApp;
  let listingId: number;
  let otherListing: number;
  const tokens = {} as Record<'owner' | 'root' | 'manager' | 'stranger' | 'otherClinic', string>;
  let ownerId: number;

  before(async () => {
    t = await startTestApp();
    const db = t.testDb.db;
    const vendorId = await createVendor(db);
    const root = await createVendorLogin(db, vendorId, { subrole: 'root_admin' });
    const manager = await createVendorLogin(db, vendorId, { subrole: 'user' });
    const stranger = await createVendorLogin(db, vendorId, { subrole: 'user' });
    listingId = await createListing(db, vendorId, {
      timezone: ZONE, managers: [manager.id], intakeQuestions: QUESTIONS, zipcode: '10001',
      consultations: [
        { type: 'video', enabled: true, duration: 30, price: 40, schedule: EVERY_DAY },
        { type: 'clinic', enabled: true, duration: 30, price: 60, schedule: EVERY_DAY },
      ],
    });
    otherListing = await createListing(db, vendorId, { managers: [stranger.id], zipcode: '10002' });
    const other = await createVendor(db);
    const otherRoot = await createVendorLogin(db, other, { subrole: 'root_admin' });
    const owner = await createUser(db);
    ownerId = owner.id;
    tokens.owner = await createApiToken(db, { kind: 'user', id: owner.id });
    tokens.root = await createApiToken(db, { kind: 'vendor', id: root.id });
    tokens.manager = await createApiToken(db, { kind: 'vendor', id: manager.id });
    tokens.stranger = await createApiToken(db, { kind: 'vendor', id: stranger.id });
    tokens.otherClinic = await createApiToken(db, { kind: 'vendor', id: otherRoot.id });
  });
  after(() => t.close());

  const stored = async () => (await t.testDb.db('vendor_listings').where({ id: listingId }).first()).intake_questions;

  describe('editing (the listing policy)', () => {
    it('lets the root admin and a sub-user the listing names read and save them', async () => {
      for (const who of ['root', 'manager'] as const) {
        const read = await graphqlAs(t, READ, { l: String(listingId) }, tokens[who]);
        expect(read.data.intakeQuestions, who).to.have.length(QUESTIONS.length);
        const saved = await graphqlAs(t, SAVE, { l: String(listingId), q: QUESTIONS }, tokens[who]);
        expect(saved.data.saveIntakeQuestions.message, who).to.equal('Saved Successfully');
      }
      expect(await stored()).to.deep.equal(QUESTIONS);
    });

    it('refuses another clinic, a sub-user the listing does not name and an owner, and changes nothing', async () => {
      for (const who of ['otherClinic', 'stranger', 'owner'] as const) {
        const saved = await graphqlAs(t, SAVE, { l: String(listingId), q: [] }, tokens[who]);
        expect(saved.errors?.[0]?.extensions?.code, who).to.be.oneOf(['FORBIDDEN', 'NOT_FOUND']);
        const read = await graphqlAs(t, READ, { l: String(listingId) }, tokens[who]);
        expect(read.errors?.[0]?.extensions?.code, who).to.be.oneOf(['FORBIDDEN', 'NOT_FOUND']);
      }
      expect(await stored()).to.deep.equal(QUESTIONS);
    });

    it('answers a bad list with field messages and saves nothing', async () => {
      const bad = [{ ...QUESTIONS[0] }, { ...QUESTIONS[0], label: '' }, { ...QUESTIONS[1], showIf: { question: 'nope', answer: 'yes' } }];
      const saved = await graphqlAs(t, SAVE, { l: String(listingId), q: bad }, tokens.root);
      expect(saved.errors[0].extensions.code).to.equal('BAD_USER_INPUT');
      expect(saved.errors[0].extensions.fields).to.include({ 'questions.1.id': 'Each question needs its own id', 'questions.1.label': 'Question is required' });
      expect(saved.errors[0].extensions.fields).to.have.property('questions.2.showIf');
      expect(await stored()).to.deep.equal(QUESTIONS);
    });

    it('gives anyone a live listing\'s questions for one consultation type', async () => {
      const video = await graphqlAs(t, ASK, { l: String(listingId), t: 'video' });
      expect(video.data.bookingQuestions.map((q: IntakeQuestion) => q.id)).to.deep.equal(QUESTIONS.map((q) => q.id));
      const phone = await graphqlAs(t, ASK, { l: String(listingId), t: 'phone' });
      expect(phone.data.bookingQuestions.map((q: IntakeQuestion) => q.id)).to.deep.equal(['emergency-breathing']);
      const none = await graphqlAs(t, ASK, { l: String(otherListing), t: 'clinic' });
      expect(none.data.bookingQuestions).to.deep.equal([]);
    });
  });

  describe('the payment call', () => {
    const counts = async () => Number((await t.testDb.db('bookings').where({ user_id: ownerId }).count('* as n'))[0].n);
    const pay = (extra: Record<string, unknown>) => postJson(t, '/api/payment', {
      paymentType: 300, vendor_listing_id: listingId, type: 'video', slot: nextSlot(), info: { summary: 'Vomiting since last night' },
      paymentInfo: card, pet: { name: 'Rex', type: 1 }, ...extra,
    }, { token: tokens.owner });

    it('keeps the answers of the questions that show, with their words, on the booking', async () => {
      const res = await pay({ intake: { vomiting: 'yes', 'how-often': '3', notes: ' Ate grass ', 'emergency-breathing': 'no', stray: 'dropped' } });
      expect(res.status).to.equal(201);
      const booking = await t.testDb.db('bookings').where({ id: (await res.json()).result }).first();
      expect(booking.details.intake).to.deep.equal([
        { id: 'vomiting', label: 'Is your pet vomiting?', kind: 'yesno', answer: 'yes', redFlag: false },
        { id: 'how-often', label: 'How many times today?', kind: 'number', answer: '3', redFlag: false },
        { id: 'notes', label: 'Anything else?', kind: 'text', answer: 'Ate grass', redFlag: false },
        { id: 'emergency-breathing', label: DEFAULT_EMERGENCY_QUESTIONS[0].label, kind: 'yesno', answer: 'no', redFlag: false },
      ]);
    });

    it('refuses a missing required answer, one shown by a condition too, with its field, and saves nothing', async () => {
      const before = await counts();
      const none = await pay({});
      expect(none.status).to.equal(400);
      expect((await none.json()).fields).to.deep.equal({ 'intake.vomiting': INTAKE_MESSAGES.required, 'intake.emergency-breathing': INTAKE_MESSAGES.required });
      const conditional = await pay({ intake: { ...CALM, vomiting: 'yes' } });
      expect(conditional.status).to.equal(400);
      expect((await conditional.json()).fields).to.deep.equal({ 'intake.how-often': INTAKE_MESSAGES.required });
      expect(await counts()).to.equal(before);
    });

    it('refuses an oversize answer, too many answers and a wrong kind of answer, and saves nothing', async () => {
      const before = await counts();
      const long = await pay({ intake: { ...CALM, notes: 'x'.repeat(INTAKE_LIMITS.answer + 1) } });
      expect(long.status).to.equal(400);
      expect((await long.json()).fields).to.have.property('intake.notes');
      const many = await pay({ intake: Object.fromEntries(Array.from({ length: INTAKE_LIMITS.questions + 1 }, (_, i) => [`q${i}`, 'no'])) });
      expect(many.status).to.equal(400);
      const wrong = await pay({ intake: { ...CALM, vomiting: 'yes', 'how-often': 'lots' } });
      expect(wrong.status).to.equal(400);
      expect((await wrong.json()).fields).to.deep.equal({ 'intake.how-often': INTAKE_MESSAGES.number });
      expect(await counts()).to.equal(before);
    });

    it('refuses a remote booking with a red-flag answer and saves nothing, but books a clinic visit with it, marked', async () => {
      const before = await counts();
      const video = await pay({ intake: { ...CALM, 'emergency-breathing': 'yes' } });
      expect(video.status).to.equal(400);
      expect(await video.json()).to.include({ status: INTAKE_MESSAGES.remoteRefused });
      expect(await counts()).to.equal(before);

      const clinic = await pay({ type: 'clinic', intake: { ...CALM, 'emergency-breathing': 'yes' } });
      expect(clinic.status).to.equal(201);
      const booking = await t.testDb.db('bookings').where({ id: (await clinic.json()).result }).first();
      expect(booking.details.intake.find((a: { id: string }) => a.id === 'emergency-breathing')).to.include({ answer: 'yes', redFlag: true });
    });

    it('asks a species question of that species only: a dog\'s red flag stops the call, a cat skips it', async () => {
      const dogOnly: IntakeQuestion[] = [
        { id: 'bone', label: 'Did your dog eat a bone?', kind: 'yesno', types: ['video'], required: true, showIf: { species: 1 }, redFlags: ['yes'] },
      ];
      await graphqlAs(t, SAVE, { l: String(listingId), q: dogOnly }, tokens.root);
      try {
        const dog = await pay({ intake: { bone: 'yes' } });
        expect(dog.status).to.equal(400);
        expect((await dog.json()).status).to.equal(INTAKE_MESSAGES.remoteRefused);
        const cat = await pay({ pet: { name: 'Tom', type: 2 }, intake: { bone: 'yes' } });
        expect(cat.status).to.equal(201);
        const booking = await t.testDb.db('bookings').where({ id: (await cat.json()).result }).first();
        expect(booking.details).not.to.have.property('intake');
        // An existing dog is known by its record.
        const rex = await createPet(t.testDb.db, ownerId, { name: 'Rex', type: 1 });
        const existing = await pay({ pet: { id: rex }, intake: {} });
        expect((await existing.json()).fields).to.deep.equal({ 'intake.bone': INTAKE_MESSAGES.required });
      } finally {
        await graphqlAs(t, SAVE, { l: String(listingId), q: QUESTIONS }, tokens.root);
      }
    });
  });

  it('lists in-person practices near the listing, or near a zip code given, for the emergency notice', async () => {
    const q = 'query($l: ID!, $z: String) { emergencyPractices(listingId: $l, zip: $z) { zip practices { id name } } }';
    const near = await graphqlAs(t, q, { l: String(listingId) });
    expect(near.data.emergencyPractices.zip).to.equal('10001');
    expect(near.data.emergencyPractices.practices.map((p: { id: string }) => Number(p.id))).to.include(listingId);
    const bad = await graphqlAs(t, q, { l: String(listingId), z: 'x!' });
    expect(bad.errors[0].extensions.code).to.equal('BAD_USER_INPUT');
  });
});
