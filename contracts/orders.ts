import * as z from 'zod/mini';
import './zod-words.ts';
import { MOBILE_PATTERN, normalizePhone } from './phone.ts';
import { formText, missingAsEmpty, requiredPositiveInteger } from './form-fields.ts';
import { EXPECTED } from './limit-words.ts';
import { SELECT_PET } from './pet-words.ts';
import { stateCode } from './us-states.ts';
import { FULFILMENT_STATUS_LABEL, MAX_ORDER_FILES, ORDER_TEXT_MAX, type FulfilmentStatus, type OrderEventView } from './order-words.ts';

export { MAX_ORDER_FILES, ORDER_TEXT_MAX } from './order-words.ts';

/**
 * The order forms' fields, checked by the `order-form` island before sending and by the server with the
 * same rules and words, written with zod/mini (contracts/form-fields.ts). The island fetches them once the
 * form is being filled in; its limits are in order-words.ts. Prices are never part of the input.
 */

const INVALID_PHONE = 'Please enter a valid phone number';
export const CHOOSE_US_STATE = 'Please choose a US state';

/** A required text field: missing or not text reads as empty, trimmed, 1 to `max` characters. */
const text = (max: number, required: string) =>
  formText().check(z.minLength(1, required), z.maxLength(max, `Please use at most ${max} characters`));

/** A number typed with any formatting ("(212) 555-0199"), kept as its 10 digits, like every number we store. */
const phone = (max: number, required: string) =>
  z.pipe(text(max, required), z.transform(normalizePhone)).check(z.regex(MOBILE_PATTERN, INVALID_PHONE));

/** The same, optional: an empty field stays empty. */
const optionalPhone = (max: number) => z.optional(z.pipe(
  z.string(INVALID_PHONE).check(z.trim(), z.maxLength(max, INVALID_PHONE)),
  z.transform((x) => (x === '' ? x : normalizePhone(x))),
).check(z.refine<string>((x) => x === '' || MOBILE_PATTERN.test(x), INVALID_PHONE)));

export const houseCallSchema = z.object({
  primaryPhone: missingAsEmpty(phone(24, 'Please enter your primary phone')),
  secondaryPhone: optionalPhone(24),
  address: missingAsEmpty(text(200, 'Please enter your address')),
  city: missingAsEmpty(text(100, 'Please enter your city')),
  // A US state by code or name, stored as its code: every practice is in the US, and nothing else can be visited.
  state: missingAsEmpty(z.pipe(text(50, 'Please choose your state'), z.transform((x: string) => stateCode(x) ?? ''))
    .check(z.minLength(1, CHOOSE_US_STATE))),
  zipcode: missingAsEmpty(text(10, 'Please enter your zipcode').check(z.regex(/^\d{5}(-\d{4})?$/, 'Please enter a valid zipcode'))),
});
export type HouseCallInput = z.output<typeof houseCallSchema>;

const AUTHORIZE = 'Please authorize us to review your pet\'s records';

export const secondOpinionSchema = z.object({
  petId: requiredPositiveInteger(SELECT_PET),
  firstOpinion: missingAsEmpty(text(ORDER_TEXT_MAX, 'Please enter the first opinion')),
  query: missingAsEmpty(text(ORDER_TEXT_MAX, 'Please enter your query')),
  // A checkbox: true from the island, 'on' from a form post.
  authorization: z.prefault(z.pipe(
    z.unknown().check(z.refine((x) => x === true || x === 'on' || x === 'true', AUTHORIZE)),
    z.transform((): true => true),
  ), false),
  files: z._default(z.array(
    z.pipe(z.pipe(z.unknown(), z.transform(Number)), z.number().check(z.refine(Number.isInteger, EXPECTED.number), z.gte(1))),
  ).check(z.maxLength(MAX_ORDER_FILES, `Please attach at most ${MAX_ORDER_FILES} files`)), () => []),
});
export type SecondOpinionInput = z.output<typeof secondOpinionSchema>;

export const NO_ORDER = 'No order found!';
export const ORDER_ALREADY_PAID = 'This order is already paid.';
export const ORDER_IN_PROGRESS = 'This payment is already being processed.';

/** What /checkout shows for a stored service order: the price is the product table's, as the charge is. */
export interface ServiceOrderView {
  orderId: number;
  productId: number;
  label: string;
  /** Dollars, shown as $N.00. */
  price: number;
  summary: string[];
  /** The product's refund policy, stated before payment. */
  policy: string;
}

/** An order's state as My Orders shows it: its payment, then its fulfilment (order-words.ts). */
export type MyOrderStatus = 'new' | 'pending' | 'canceled' | FulfilmentStatus;

export const ORDER_STATUS_LABEL: Readonly<Record<MyOrderStatus, string>> = {
  new: 'Awaiting payment', pending: 'Payment in progress', canceled: 'Canceled', ...FULFILMENT_STATUS_LABEL,
  assigned: 'A vet is assigned', needs_information: 'The vet needs information',
};

/** One of the owner's orders on My Orders: plain data, dates already written in the owner's zone. */
export interface MyOrderItem {
  id: number;
  /** The product's code (the page says its name in its language) and its English label. */
  productCode: number;
  productLabel: string;
  status: MyOrderStatus;
  statusLabel: string;
  /** The day it was ordered ('27 Nov 2026'), and paid when it was. */
  orderedOn: string;
  paidOn: string | null;
  /** What was paid (null until paid). */
  amountCents: number | null;
  summary: string[];
  /** The refund policy of this product, said before payment and here. */
  policy: string;
  /** Whether the owner may cancel it now for the refund the policy promises. */
  canCancel: boolean;
  /** Why a paid order can no longer be canceled for a refund (its days have passed, it was used); else null. */
  cancelNote: string | null;
  /** The refund of a canceled order: amount and where it stands. */
  refund: { amountCents: number; status: 'pending' | 'succeeded' | 'failed' } | null;
  /** Where an order awaiting payment is paid. */
  payHref: string | null;
  /** When the report is expected ('Expected by 29 Nov 2026, 14:00'), or that the clock waits for the owner; null without a clock. */
  expected: string | null;
  /** The same as parts: the clock waits for the owner's answer, or when the report is due (written in the page's language). */
  paused: boolean;
  dueAt: string | null;
  /** The vet's question to answer (status needs_information), else null. */
  question: string | null;
  /** The delivered report's PDF. */
  reportHref: string | null;
  /** The order's timeline (questions, answers, status changes), oldest first. */
  timeline: OrderEventView[];
}

/** The zone the dates of My Orders are written in, named on the page. */
export interface MyOrdersView {
  zone: string;
  orders: MyOrderItem[];
}
