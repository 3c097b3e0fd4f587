import type { Conn } from '../../db/knex.ts';
import { ValidationError } from '../../errors.ts';
import type { UserViewer } from '../accounts/viewer.ts';
import type { FileService } from '../files/file-service.ts';
import type { ConfirmedFile } from '../files/file-confirmation.ts';
import { PRODUCT } from '../../../contracts/products.ts';
import { DEFAULT_LOCALE, type Locale } from '../../../contracts/locale.ts';
import type { MessageId } from '../../../contracts/messages/en.ts';
import { translate } from '../../i18n/server-intl.ts';
import { activePetsOfUser } from '../pets/index.ts';
import { houseCallPractice } from './house-call-area.ts';
import { SELECT_PET } from '../../../contracts/pets.ts';
import type { HouseCallInput, SecondOpinionInput } from '../../../contracts/orders.ts';

/** One order's fields as the route hands them over, already shaped by the edge's zod schema. */
export type OrderDetailsRequest =
  | { productId: typeof PRODUCT.HOUSE_VISIT; details: HouseCallInput }
  | { productId: typeof PRODUCT.SECOND_OPINION; details: SecondOpinionInput };

/** What is stored with an order: the form's fields plus server-side facts (pet, files, practice), and the files to record. */
export interface PreparedOrder {
  details: Record<string, unknown>;
  files: ConfirmedFile[];
  /** The practice that serves it (a house call: the one whose area reaches the address). */
  vendorId: number | null;
}

/**
 * Checks an order's details against the owner's data and shapes what is stored:
 * a house call's address must be one some practice serves (house-call-area.ts: a
 * US zip code of the state given, inside a practice's area), the pet must be the
 * owner's (active), every attached file the owner's second-opinion upload present
 * in storage and within its rule (refused with a 400 naming the file, never
 * silently dropped). Writes nothing.
 */
export async function prepareOrderDetails(
  db: Conn, files: Pick<FileService, 'confirmUploads'>, owner: UserViewer, req: OrderDetailsRequest, priceCents: number,
): Promise<PreparedOrder> {
  const price = priceCents / 100;
  if (req.productId === PRODUCT.HOUSE_VISIT) {
    const d = req.details;
    const practice = await houseCallPractice(db, { state: d.state, zipcode: d.zipcode });
    return {
      details: {
        price, primaryPhone: d.primaryPhone, secondaryPhone: d.secondaryPhone || null, address: `${d.address}, ${d.city}, ${d.state} ${d.zipcode}`,
        street: d.address, city: d.city, state: d.state, zipcode: d.zipcode, practice,
      },
      files: [],
      vendorId: practice.vendorId,
    };
  }
  const d = req.details;
  const [pet] = await activePetsOfUser(db, owner.id, [d.petId]);
  if (!pet) throw new ValidationError(SELECT_PET, { fields: { petId: SELECT_PET } });
  const confirmed = await files.confirmUploads(owner, d.files, 'smo_service');
  return {
    details: {
      price, petId: Number(pet.id), petName: pet.name, petType: pet.type, petBreed: pet.breed, phrId: pet.phr_id,
      firstOpinion: d.firstOpinion, query: d.query, authorization: true,
      files: confirmed.map((f) => ({ id: f.id, key: f.key, name: f.name, contentType: f.contentType, size: f.size })),
    },
    files: confirmed,
    vendorId: null,
  };
}

/** The facts that describe a stored order (its label and value), in a language: the confirmation email's rows. */
export function orderSummaryFacts(locale: Locale, productCode: number, details: Record<string, unknown>): Array<{ label: string; value: string }> {
  const row = (id: MessageId, value: string) => ({ label: translate(locale, id), value });
  if (productCode === PRODUCT.HOUSE_VISIT) {
    const practice = (details.practice as { name?: unknown } | undefined)?.name;
    return [
      row('mail.order.visitsAt', String(details.address ?? '')), row('mail.order.phone', String(details.primaryPhone ?? '')),
      ...(typeof practice === 'string' && practice ? [row('mail.order.houseCallsBy', practice)] : []),
    ];
  }
  const files = Array.isArray(details.files) ? details.files.length : 0;
  return [row('mail.order.pet', String(details.petName ?? '')), row('mail.order.files', String(files))];
}

/** The lines that describe a stored order ("Label: value"), for the checkout page (English). */
export function orderSummary(productCode: number, details: Record<string, unknown>): string[] {
  return orderSummaryFacts(DEFAULT_LOCALE, productCode, details).map((f) => `${f.label}: ${f.value}`);
}
