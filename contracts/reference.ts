/**
 * The code lists of the spec (section 9 of both documents): the single source that both
 * seeds/reference.ts (to fill the reference tables) and the application import. Products and
 * payment types are in products.ts, booking statuses in appointments.ts, consultation types in
 * consultations.ts. Codes are stable identifiers stored in rows; never renumber one, only add.
 */

export interface CodeName {
  readonly code: number;
  readonly name: string;
}

export interface ProductType extends CodeName {
  readonly label: string;
}

/** Vendor type of a veterinarian or clinic (the only kind so far). */
export const VENDOR_TYPE_VET = 1000;

/** 37 pet types, codes 1-72 with gaps left for related kinds (birds in the 20s, reptiles in the 40s...). */
export const PET_TYPES: readonly CodeName[] = [
  { code: 1, name: 'Dog' },
  { code: 2, name: 'Cat' },
  { code: 3, name: 'Rabbit' },
  { code: 4, name: 'Guinea Pig' },
  { code: 5, name: 'Hamster' },
  { code: 6, name: 'Ferret' },
  { code: 7, name: 'Gerbil' },
  { code: 8, name: 'Mouse' },
  { code: 9, name: 'Rat' },
  { code: 10, name: 'Chinchilla' },
  { code: 11, name: 'Hedgehog' },
  { code: 12, name: 'Sugar Glider' },
  { code: 20, name: 'Parrot' },
  { code: 21, name: 'Budgerigar' },
  { code: 22, name: 'Cockatiel' },
  { code: 23, name: 'Canary' },
  { code: 24, name: 'Finch' },
  { code: 25, name: 'Lovebird' },
  { code: 26, name: 'Cockatoo' },
  { code: 27, name: 'Macaw' },
  { code: 30, name: 'Chicken' },
  { code: 31, name: 'Duck' },
  { code: 40, name: 'Turtle' },
  { code: 41, name: 'Tortoise' },
  { code: 42, name: 'Bearded Dragon' },
  { code: 43, name: 'Gecko' },
  { code: 44, name: 'Iguana' },
  { code: 45, name: 'Snake' },
  { code: 46, name: 'Frog' },
  { code: 50, name: 'Fish' },
  { code: 60, name: 'Horse' },
  { code: 61, name: 'Donkey' },
  { code: 62, name: 'Goat' },
  { code: 63, name: 'Sheep' },
  { code: 64, name: 'Pig' },
  { code: 65, name: 'Alpaca' },
  { code: 72, name: 'Other' },
];

/** Numbers names from a first code, so the lists below cannot skip or repeat a code. */
function numbered(first: number, names: readonly string[]): readonly CodeName[] {
  return names.map((name, i) => ({ code: first + i, name }));
}

/** 41 veterinary specializations, codes 1000-1040. */
export const SPECIALIZATIONS: readonly CodeName[] = numbered(1000, [
  'General Practice',
  'Surgery',
  'Internal Medicine',
  'Dermatology',
  'Cardiology',
  'Oncology',
  'Neurology',
  'Ophthalmology',
  'Dentistry',
  'Anesthesia and Analgesia',
  'Emergency and Critical Care',
  'Radiology',
  'Behavior',
  'Nutrition',
  'Clinical Pharmacology',
  'Theriogenology',
  'Zoological Medicine',
  'Avian Medicine',
  'Exotic Companion Mammals',
  'Reptile and Amphibian Medicine',
  'Equine Practice',
  'Food Animal Practice',
  'Dairy Practice',
  'Swine Health',
  'Feline Practice',
  'Canine and Feline Practice',
  'Sports Medicine and Rehabilitation',
  'Orthopedic Surgery',
  'Soft Tissue Surgery',
  'Laboratory Animal Medicine',
  'Anatomic Pathology',
  'Clinical Pathology',
  'Microbiology',
  'Parasitology',
  'Toxicology',
  'Preventive Medicine',
  'Shelter Medicine',
  'Acupuncture',
  'Chiropractic',
  'Poultry Medicine',
  'Aquatic Animal Medicine',
]);

/** 8 service categories, codes 1000-1007. */
export const SERVICE_CATEGORIES: readonly CodeName[] = numbered(1000, [
  'Small Animals',
  'Exotic Pets',
  'Equine',
  'Farm Animals',
  'Birds',
  'Reptiles and Amphibians',
  'Aquatic Animals',
  'Shelter and Rescue',
]);
