/** What other areas may use of the pets table: an owner's active pets. */
export { activePetsOfUser } from './pets.queries.ts';
export { erasePetsOf } from './owner-erasure.queries.ts';
