import { z } from 'zod';
import './zod-words.ts';
import { boundedText } from './text-fields.ts';
import { MOBILE_PATTERN, normalizePhone } from './phone.ts';
import { CHARGED_CENTS, dollars } from './products.ts';
import { RECORDS_MAX_FILES, RECORDS_MESSAGES } from './records-words.ts';

export * from './records-words.ts';

/**
 * Medical Records Assistance (spec: "4 free requests covering up to 4 veterinarians, then $25 per additional
 * vet"): the owner names the vets, signs the release, and each vet gets a private upload link. The words, the
 * limits and the release text, written once for the page, the service, the emails and the PDF.
 */

/** Vets an owner has asked for free, for life; each further vet costs `RECORDS_EXTRA_VET_CENTS`, charged at request. */
export const RECORDS_FREE_VETS = 4;
export const RECORDS_EXTRA_VET_CENTS = CHARGED_CENTS.RECORDS_EXTRA_VET;
/** The payment row's product code for the paid vets of a request. */
export const RECORDS_PRODUCT_ID = 9000;
/** Vets in one request (the form's rows). */
export const RECORDS_MAX_VETS = 6;
/** How long an upload link works, from the first email. */
export const RECORDS_LINK_DAYS = 30;
/** Days after the first email when a clinic that has not answered is reminded. */
export const RECORDS_REMINDER_DAYS = [3, 7] as const;

/**
 * The release the owner signs. Its version is posted with the form: a form drawn with an older text is
 * refused rather than signed for words the owner did not see. The text stored with the request is this one.
 */
export const RELEASE_VERSION = '2026-11-29';
export const RELEASE_TEXT = 'I authorise each veterinary practice named in this request to release the complete medical records of '
  + 'my pet named in this request (history, test results, images, vaccinations, prescriptions and notes) to Petcare, '
  + 'to be filed in my pet\'s health record on Petcare. This authorisation is valid for 30 days from the date I sign it. '
  + 'I may revoke it at any time by writing to Petcare, except where a practice has already acted on it.';

/** What the owner is charged for `vets` more vets when `usedFree` free ones are already taken (pure). */
export function recordsCharge(usedFree: number, vets: number): { free: number; paid: number; cents: number } {
  const free = Math.max(0, Math.min(vets, RECORDS_FREE_VETS - usedFree));
  const paid = vets - free;
  return { free, paid, cents: paid * RECORDS_EXTRA_VET_CENTS };
}

/** The charge as the page states it. */
export function recordsChargeText(usedFree: number): string {
  const left = Math.max(0, RECORDS_FREE_VETS - usedFree);
  return left > 0
    ? `You have ${left} of ${RECORDS_FREE_VETS} free vets left; each further vet costs ${dollars(RECORDS_EXTRA_VET_CENTS)}, charged when you send the request.`
    : `You have used your ${RECORDS_FREE_VETS} free vets; each vet costs ${dollars(RECORDS_EXTRA_VET_CENTS)}, charged when you send the request.`;
}

const vetSchema = z.object({
  clinicName: boundedText('The practice\'s name', 120).min(1, RECORDS_MESSAGES.clinicName),
  email: boundedText('The email', 254).toLowerCase().pipe(z.email(RECORDS_MESSAGES.email)),
  phone: z.string().trim().max(24, RECORDS_MESSAGES.phone).transform(normalizePhone).pipe(z.string().regex(MOBILE_PATTERN, RECORDS_MESSAGES.phone)),
});

/** The request as the server takes it (after `recordsFormInput` gathered the form's rows). */
export const recordsRequestSchema = z.object({
  petId: z.coerce.number<unknown>({ error: RECORDS_MESSAGES.choosePet }).int(RECORDS_MESSAGES.choosePet).positive(RECORDS_MESSAGES.choosePet),
  vets: z.array(vetSchema).min(1, RECORDS_MESSAGES.noVets).max(RECORDS_MAX_VETS, `Please name at most ${RECORDS_MAX_VETS} practices`),
  signerName: boundedText('Your full name', 120).min(2, RECORDS_MESSAGES.signerName),
  agree: z.literal(true, { error: RECORDS_MESSAGES.agree }),
  releaseVersion: z.literal(RELEASE_VERSION, { error: RECORDS_MESSAGES.releaseChanged }),
});
export type RecordsRequestInput = z.infer<typeof recordsRequestSchema>;

/** The form's field names for vet row `i` (1-based): `clinicName1`, `email1`, `phone1`. */
export const vetField = (name: 'clinicName' | 'email' | 'phone', i: number) => `${name}${i}`;

/**
 * The plain form's body as the schema's input: the filled vet rows in order (a row with every field empty is
 * left out), the tick as a boolean. Field errors then come back keyed `vets.<index>.<field>`, which
 * `vetErrorKey` maps to the row's input.
 */
export function recordsFormInput(body: Record<string, unknown>): Record<string, unknown> {
  const str = (key: string) => (typeof body[key] === 'string' ? (body[key] as string) : '');
  const vets = [];
  for (let i = 1; i <= RECORDS_MAX_VETS; i++) {
    const row = { clinicName: str(vetField('clinicName', i)), email: str(vetField('email', i)), phone: str(vetField('phone', i)) };
    if (row.clinicName.trim() || row.email.trim() || row.phone.trim()) vets.push({ ...row, row: i });
  }
  return {
    petId: str('petId'), vets: vets.map(({ row: _row, ...v }) => v), rows: vets.map((v) => v.row),
    signerName: str('signerName'), agree: body.agree === 'on' || body.agree === 'true', releaseVersion: str('releaseVersion'),
  };
}

/**
 * The records request's form as the browser posts it to the card-payment provider's create-order call
 * (`paymentType` 400): the plain form's fields by name (`recordsFormInput` reads them), never a card field.
 */
export type RecordsRequestPaymentBody = { paymentType: 400 } & Record<string, string | number>;

/** An error key of the schema (`vets.1.email`) as the form's input name, given the rows that were sent. */
export function vetErrorKey(key: string, rows: readonly number[]): string {
  const match = /^vets\.(\d+)\.(clinicName|email|phone)$/.exec(key);
  return match ? vetField(match[2] as 'clinicName', rows[Number(match[1])] ?? Number(match[1]) + 1) : key;
}

/** The grant an upload page asks for each file (the same fields as POST /api/files/:accessType). */
export const recordsUploadGrantSchema = z.object({
  fileName: boundedText('The file name', 255).min(1, 'Please choose a file.'),
  fileType: boundedText('The file type', 255),
  fileSize: z.number().int().nonnegative().optional(),
});
export type RecordsUploadGrantInput = z.infer<typeof recordsUploadGrantSchema>;

/** The clinic's submit: the uploaded files' ids and an optional note. */
export const recordsUploadSubmitSchema = z.object({
  fileIds: z.array(z.number().int().positive()).min(1, RECORDS_MESSAGES.noFiles).max(RECORDS_MAX_FILES, RECORDS_MESSAGES.tooManyFiles),
  note: boundedText('Your note', 1000).optional(),
});
export type RecordsUploadSubmitInput = z.infer<typeof recordsUploadSubmitSchema>;

