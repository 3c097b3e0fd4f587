import { expect } from 'chai';
import { en, type MessageId } from '../../../contracts/messages/en.ts';
import { es } from '../../../contracts/messages/es.ts';
import { translate } from '../../../server/i18n/server-intl.ts';
import { dashboardMenu } from '../../../views/components/dashboard-menu.ts';
import { ENGLISH_SHELL_WORDS } from '../../../views/components/shell-words.ts';
import { NO_APPOINTMENTS, STATE_BADGE, STATUS_FILTER_OPTIONS, type AppointmentState } from '../../../contracts/appointments.ts';
import { WAITING_FLAG } from '../../../contracts/thread-words.ts';
import { SAVED_COPY_TEXT } from '../../../contracts/offline.ts';
import { PET_DELETE_QUESTION } from '../../../client/islands/my-pets.tsx';
import { PET_FAILURE } from '../../../client/islands/pets/pets-api.ts';
import { dateParts, formatBookingDate } from '../../../client/islands/appointments/appointment-format.ts';
import type { ViewerView } from '../../../views/page-context.tsx';
import { PET_TYPES } from '../../../contracts/reference.ts';
import { ACCESS_FOR_OWNER } from '../../../contracts/customer-words.ts';
import { PETS_WORD_IDS } from '../../../client/islands/pets/pets-words.ts';
import { fill } from '../../../contracts/messages/fill.ts';
import { LISTING_STATE_LABEL, type ListingState } from '../../../contracts/listings.ts';
import { VERIFY_MESSAGES } from '../../../contracts/account-rules.ts';
import { CLINIC_STANDING_MESSAGES } from '../../../contracts/ops.ts';
import { NOTICE_MESSAGES } from '../../../contracts/notices.ts';
import { ONBOARDING_STEPS, ONBOARDING_WORDS } from '../../../contracts/onboarding.ts';

const owner: ViewerView = { kind: 'user', id: 1, firstName: 'Ann', lastName: 'Lee', email: 'a@example.test', pic: null, vendorId: null, subrole: null };
const root: ViewerView = { ...owner, kind: 'vendor', vendorId: 2, subrole: 'root_admin' };
const subUser: ViewerView = { ...root, subrole: 'user' };

describe('the signed-in area’s words', () => {
  it('names every menu entry of owners (a shelter’s too), root admins and sub-users in both catalogues, Spanish apart from English', () => {
    const items = [{ ...owner, shelter: true } as ViewerView, root, subUser].flatMap((v) => dashboardMenu(v, { pets: true }));
    expect(items.length).to.equal(11 + 9 + 6);
    for (const { labelId } of items) {
      expect(en, labelId).to.have.property(labelId);
      expect(es[labelId], labelId).to.be.a('string').and.not.equal(en[labelId]);
    }
    expect(dashboardMenu(owner).map((i) => en[i.labelId])).to.deep.equal([
      'My Appointments', 'My Waitlist', 'My Orders', 'House Calls', 'Medical Records', 'Records Requests', 'My Pets', 'Sharing', 'My Clinics', 'My Profile',
    ]);
  });

  it("keeps the spec's English words byte-identical", () => {
    expect(en['dash.appts.empty']).to.equal(NO_APPOINTMENTS);
    for (const [state, label] of Object.entries(STATE_BADGE)) expect(en[`dash.appts.state.${state as AppointmentState}`]).to.equal(label);
    for (const { value, label } of STATUS_FILTER_OPTIONS) expect(en[`dash.appts.filter.status.${value}`]).to.equal(label);
    expect(en['dash.appts.waiting']).to.equal(WAITING_FLAG);
    expect(en['dash.shell.savedCopy']).to.equal(SAVED_COPY_TEXT);
    expect(en['dash.pets.deleteQuestion']).to.equal(PET_DELETE_QUESTION);
    expect(en['dash.pets.failure']).to.equal(PET_FAILURE);
    expect(translate('en', 'dash.verify.pendingAdmin', { email: 'a@b.test' })).to.equal(VERIFY_MESSAGES.pendingAdmin('a@b.test'));
    expect([en['dash.verify.pendingTeam'], en['dash.verify.resend']]).to.deep.equal([VERIFY_MESSAGES.pendingTeam, VERIFY_MESSAGES.resend]);
    for (const key of ['awaitingApproval', 'suspended'] as const) expect(en[`dash.standing.${key}`]).to.equal(CLINIC_STANDING_MESSAGES[key]);
    expect(en['dash.standing.contact']).to.equal(`${CLINIC_STANDING_MESSAGES.contactLead} <link>{email}</link>.`);
    for (const key of ['heading', 'markRead', 'view'] as const) expect(en[`dash.notices.${key}`]).to.equal(NOTICE_MESSAGES[key]);
    for (const key of ['title', 'intro', 'dismiss', 'done', 'todo'] as const) expect(en[`dash.onboarding.${key}`]).to.equal(ONBOARDING_WORDS[key]);
    for (const step of ONBOARDING_STEPS) {
      expect(en[`dash.onboarding.step.${step}`]).to.equal(ONBOARDING_WORDS.steps[step]);
      expect(en[`dash.onboarding.action.${step}`]).to.equal(ONBOARDING_WORDS.actions[step]);
    }
    for (const [state, label] of Object.entries(LISTING_STATE_LABEL)) expect(en[`dash.listings.state.${state as ListingState}`]).to.equal(label);
    for (const [access, words] of Object.entries(ACCESS_FOR_OWNER)) expect(en[`dash.clinics.access.${access as keyof typeof ACCESS_FOR_OWNER}`]).to.equal(words);
    for (const { code, name } of PET_TYPES) expect(en[`dash.petType.${code}` as MessageId], name).to.equal(name);
  });

  it('says in English without a catalogue (an account menu drawn in the browser) what the English catalogue says', () => {
    for (const count of [1, 2, 11]) expect(ENGLISH_SHELL_WORDS.unread(count)).to.equal(translate('en', 'dash.shell.unread', { count }));
    expect(ENGLISH_SHELL_WORDS.accountMenuFor('Ann Lee')).to.equal(translate('en', 'dash.shell.accountMenuFor', { name: 'Ann Lee' }));
    for (const id of ['dash.shell.logout', 'dash.shell.signedInAs', 'dash.menu.myPets'] as const) expect(ENGLISH_SHELL_WORDS.text(id)).to.equal(en[id]);
    expect(translate('es', 'dash.shell.unread', { count: 1 })).to.equal('1 mensaje sin leer');
    expect(translate('es', 'dash.shell.unread', { count: 3 })).to.equal('3 mensajes sin leer');
  });

  it('gives My Pets every dash.pets. word, each with plain arguments only, filled in as the catalogue would', () => {
    expect([...PETS_WORD_IDS].sort()).to.deep.equal(Object.keys(en).filter((id) => id.startsWith('dash.pets.')).sort());
    for (const id of PETS_WORD_IDS) {
      for (const word of [en[id], es[id]]) expect(word, id).to.not.match(/[<'#]|, ?(plural|select)/);
    }
    for (const locale of ['en', 'es'] as const) {
      const words = locale === 'en' ? en : es;
      expect(fill(words['dash.pets.deleteDetail'], { name: 'Canela' })).to.equal(translate(locale, 'dash.pets.deleteDetail', { name: 'Canela' }));
      expect(fill(words['dash.pets.sharedBy'], { name: 'Ana' })).to.equal(translate(locale, 'dash.pets.sharedBy', { name: 'Ana' }));
    }
  });

  it("writes an appointment's date in the page's language, English as before", () => {
    const at = '2026-03-09T14:30:00Z';
    expect(dateParts(at, 'America/New_York')).to.deep.equal({ weekday: 'Mon', day: '9', month: 'Mar', year: '2026', time: '10:30 AM' });
    expect(dateParts(at, 'America/New_York', 'es-US')).to.include({ weekday: 'lun', day: '9', month: 'mar', year: '2026', time: '10:30 a.m.' });
    expect(dateParts('2026-03-09T23:05:00Z', 'America/New_York', 'es-US').time).to.equal('7:05 p.m.');
    expect(formatBookingDate(at, 'America/New_York')).to.equal('Mar 9, 2026');
    expect(formatBookingDate(at, 'America/New_York', 'es-US')).to.equal('9 mar 2026');
    const accessible = (id: MessageId, locale: 'en' | 'es') => translate(locale, id, { ...dateParts(at, 'America/New_York', locale === 'es' ? 'es-US' : 'en-US') });
    expect(accessible('dash.appts.date', 'en')).to.equal('Mon, Mar 9, 2026');
    expect(accessible('dash.appts.date', 'es')).to.equal('lun 9 de mar de 2026');
  });
});
