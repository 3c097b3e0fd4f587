import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import { refusalId, refusalText, refusalTexts } from '../../../server/i18n/refusal-text.ts';
import { en } from '../../../contracts/messages/en.ts';
import { refusalsEn } from '../../../contracts/messages/en-refusals.ts';
import { refusalMessages, root } from './refusal-messages.ts';
import { THREAD_MESSAGES } from '../../../contracts/thread-words.ts';
import { INVALID_TOKEN } from '../../../server/http/middleware/auth.ts';

/** What a template's varying parts may be when sent: a number, a count of minutes (the rate limit's), a name. */
const SAMPLES = ['7', '5 minutes', 'bookingId'];

/** The Spanish of a message found in the source, or null when the catalogue holds none. */
function spanishOf(text: string, template: boolean): string | null {
  for (const sample of template ? SAMPLES : [null]) {
    const english = sample === null ? text : text.replace(/\{p\d+\}/g, sample);
    if (refusalId(english)) return refusalText('es', english);
  }
  return null;
}

describe('every refusal of the server and contracts/ has Spanish words', function () {
  this.timeout(120_000);

  it('finds each message thrown with the error family, or checked by a contract, in the catalogue', () => {
    const { found } = refusalMessages();
    expect(found.length).to.be.greaterThan(400);
    const missing = found.filter((m) => m.text === '' || spanishOf(m.text, m.template) === null).map((m) => `${m.where}: ${m.text || '(an empty message)'}`);
    expect([...new Set(missing)], `refusals with no catalogue entry (add them to contracts/messages/en-refusals.ts and es-refusals.ts):\n${missing.join('\n')}`).to.deep.equal([]);
  });

  it('reads what a refusal made at run time may say: a thread\'s window refusal, never an empty message', () => {
    const { found } = refusalMessages([path.join(root, 'server/domain/threads/thread-service.ts')]);
    const send = found.filter((m) => /thread-service\.ts:(143|232)$/.test(m.where)).map((m) => m.text);
    expect(send).to.include.members([THREAD_MESSAGES.canceled, THREAD_MESSAGES.rescheduled, THREAD_MESSAGES.readOnly]).and.not.include('');
    expect(refusalText('es', THREAD_MESSAGES.canceled)).to.equal('Esta cita se canceló: su conversación es de solo lectura.');
  });

  it('catches a refusal newly written without an entry, literal or constant', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'refusals-'));
    const file = path.join(dir, 'new-rule.ts');
    const errors = path.join(root, 'contracts/errors.ts');
    fs.writeFileSync(file, [
      `import { ValidationError, ConflictError } from ${JSON.stringify(errors)};`,
      "const WORDS = { taken: 'This name went to someone else.' } as const;",
      "export function check(n: number) {",
      "  if (n > 1) throw new ValidationError('New words', { fields: { name: 'Other new words' } });",
      "  if (n > 2) throw new ConflictError(WORDS.taken);",
      "  throw new ConflictError(`At most ${n} pets`);",
      '}',
    ].join('\n'));
    try {
      const { found } = refusalMessages([file]);
      const texts = found.map((m) => m.text);
      expect(texts).to.include.members(['New words', 'Other new words', 'This name went to someone else.', 'At most {p1} pets']);
      for (const m of found) expect(spanishOf(m.text, m.template), m.text).to.equal(null);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('a refusal in the request\'s language (server/i18n/refusal-text.ts)', () => {
  it('says a message another catalogue holds with that catalogue\'s words', () => {
    expect(refusalText('es', en['errors.slotTaken'])).to.equal('Este horario ya no está disponible.');
  });

  it('says the refusals\' own messages, templates filled', () => {
    expect(refusalText('es', refusalsEn['refusals.appointmentNotFound'])).to.equal('No encontramos la cita.');
    expect(refusalText('es', 'Shelter inquiry #12 was approved already.')).to.equal('La solicitud de refugio n.º 12 ya fue aprobada.');
    expect(refusalText('es', 'Too many attempts. Please try again in 5 minutes.')).to.equal('Demasiados intentos. Vuelve a intentarlo en 5 minutos.');
  });

  it('says the bearer-token API\'s own refusal with its own words, not a template\'s', () => {
    expect(refusalId(INVALID_TOKEN)).to.deep.equal({ id: 'refusals.api.invalidToken', values: {} });
    expect(refusalText('es', INVALID_TOKEN)).to.equal('El token no es válido.');
    expect(refusalText('en', INVALID_TOKEN)).to.equal('Invalid token.');
  });

  it('leaves English as it is, and a message no catalogue holds in English', () => {
    expect(refusalText('en', en['errors.slotTaken'])).to.equal(en['errors.slotTaken']);
    expect(refusalText('es', 'Words nobody wrote down.')).to.equal('Words nobody wrote down.');
  });

  it('does not match a short template of a page ("{title}, {line1}") against any sentence with a comma', () => {
    expect(refusalId('Sorry, something odd')).to.equal(null);
  });

  it('adds nothing in English, and the fields\' words in Spanish', () => {
    expect(refusalTexts('en', 'Invalid id', { id: 'Invalid id' })).to.deep.equal({});
    expect(refusalTexts('es', 'Invalid id', { id: 'Invalid id' })).to.deep.equal({ text: 'Identificador no válido', fieldTexts: { id: 'Identificador no válido' } });
  });
});
