/**
 * The pets area's plain data, shared by the service, the views and the islands
 * (type-only, so importing it costs the browser nothing).
 */

/** A pet as pages, islands and GraphQL see it. */
export interface Pet {
  id: number;
  name: string;
  /** Code from the pet-type list (pet_types). */
  type: number;
  typeName: string;
  breed: string | null;
  notes: string | null;
}

/** One entry of the pet-type list. */
export interface PetType {
  code: number;
  name: string;
}
