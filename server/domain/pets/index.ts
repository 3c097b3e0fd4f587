/** What other areas may use of the pets table: an owner's active pets, one by id, and moving one to a new owner. */
export { activePetsOfUser, movePet } from './pets.queries.ts';
export { ownedPetById, type OwnedPet } from './readable-pet.ts';
export { erasePetsOf } from './owner-erasure.queries.ts';
