import { DEFAULT_LOCALE, INTL_LOCALE, type Locale } from '../../../contracts/locale.ts';
import { en, type MessageId } from '../../../contracts/messages/en.ts';
import { es } from '../../../contracts/messages/es.ts';
import { errorsEn } from '../../../contracts/messages/en-errors.ts';
import { recordsEn } from '../../../contracts/messages/en-records.ts';
import { recordsDeskEn } from '../../../contracts/messages/en-records-desk.ts';

/**
 * What the two islands of Records Requests say, in the page's language, as one plain prop each (no message runtime
 * in their bundles: the upload page's island is met without an account, under a visitor's budget). Their words are
 * plain text or `{name}` templates (contracts/messages/fill.ts); `texts` maps the English messages they may show (a
 * contract's, the server's answer) to the page's language, empty in English.
 */
export interface RecordsIslandWords<Id extends string> {
  /** The tag `Intl` and PayPal speak (contracts/locale.ts). */
  intl: string;
  words: Readonly<Record<Id, string>>;
  texts: Readonly<Record<string, string>>;
}

const UPLOAD_IDS = ['recUpload.form.files', 'recUpload.form.note', 'recUpload.form.submit', 'recUpload.form.uploading', 'recUpload.form.filing'] as const;
export type RecordsUploadWordId = (typeof UPLOAD_IDS)[number];
export type RecordsUploadWords = RecordsIslandWords<RecordsUploadWordId>;

const PAYPAL_IDS = [
  'recPay.legend', 'recPay.freeLeft.one', 'recPay.freeLeft.other', 'recPay.eachVet', 'recPay.charge.one', 'recPay.charge.other',
  'recPay.payWith', 'recPay.payAndSend', 'booking.pay.providerLoading', 'booking.pay.pleaseWait', 'booking.pay.card', 'errors.providerUnavailable',
] as const;
export type RecordsPayPalWordId = (typeof PAYPAL_IDS)[number];
export type RecordsPayPalWords = RecordsIslandWords<RecordsPayPalWordId>;

/** The upload page's messages by their English: the link's refusals, the island's checks and failures. */
export const UPLOAD_TEXT_IDS = (Object.keys(recordsDeskEn) as MessageId[]).filter((id) => id.startsWith('recUpload.text.'));
/** Records Requests' payment: the payment path's messages and the records request's own (`recReq.msg.`). */
const PAYPAL_TEXT_IDS = [
  ...Object.keys(errorsEn), ...Object.keys(recordsEn).filter((id) => id.startsWith('recReq.msg.')),
] as MessageId[];

const CATALOGUES = { en, es } as const;

function make<Id extends MessageId>(locale: Locale, ids: readonly Id[], textIds: readonly MessageId[]): RecordsIslandWords<Id> {
  const catalogue = CATALOGUES[locale];
  return {
    intl: INTL_LOCALE[locale],
    words: Object.fromEntries(ids.map((id) => [id, catalogue[id]])) as Record<Id, string>,
    texts: locale === DEFAULT_LOCALE ? {} : Object.fromEntries(textIds.map((id) => [en[id], catalogue[id]])),
  };
}

const made = new Map<string, unknown>();
function once<T>(key: string, build: () => T): T {
  if (!made.has(key)) made.set(key, build());
  return made.get(key) as T;
}

/** The upload island's words in a language, made once per language. */
export const recordsUploadWords = (locale: Locale): RecordsUploadWords => once(`upload.${locale}`, () => make(locale, UPLOAD_IDS, UPLOAD_TEXT_IDS));

/** The records-paypal island's words in a language, made once per language. */
export const recordsPayPalWords = (locale: Locale): RecordsPayPalWords => once(`paypal.${locale}`, () => make(locale, PAYPAL_IDS, PAYPAL_TEXT_IDS));
