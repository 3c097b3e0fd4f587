/**
 * The code lists of the spec (section 9 of both documents): the single source that both
 * seeds/reference.ts (to fill the reference tables) and the application import.
 * Codes are stable identifiers stored in rows; never renumber one, only add.
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

/**
 * Stored bookings.status values: the spec's four (0 in progress, 1 complete, 2 rescheduled,
 * 3 canceled) for appointments, plus two for a booking whose payment has not succeeded:
 * AWAITING_PAYMENT while its charge runs (it holds the slot, so no one else can pay for it
 * meanwhile) and PAYMENT_FAILED once the charge was declined or interrupted (it holds nothing).
 * Neither is an appointment: no list, count, detail, link page or email shows them.
 */
export const BOOKING_STATUS = {
  IN_PROGRESS: 0, COMPLETE: 1, RESCHEDULED: 2, CANCELED: 3, PAYMENT_FAILED: 4, AWAITING_PAYMENT: 5,
} as const;
export type BookingStatus = (typeof BOOKING_STATUS)[keyof typeof BOOKING_STATUS];

/** Statuses whose time span no other booking of the listing may overlap (the bookings_no_overlap constraint's). */
export const SLOT_HOLDING_STATUSES: readonly BookingStatus[] = [
  BOOKING_STATUS.IN_PROGRESS, BOOKING_STATUS.COMPLETE, BOOKING_STATUS.AWAITING_PAYMENT,
];

/** Statuses of bookings that are appointments: paid for (or waived) and shown to owners and vendors. */
export const APPOINTMENT_STATUSES: readonly BookingStatus[] = [
  BOOKING_STATUS.IN_PROGRESS, BOOKING_STATUS.COMPLETE, BOOKING_STATUS.RESCHEDULED, BOOKING_STATUS.CANCELED,
];

/** Consultation types a listing offers, as stored in vendor_listings.consultations[].type. */
export const CONSULTATION_TYPES = ['clinic', 'video', 'phone', 'chat'] as const;
export type ConsultationType = (typeof CONSULTATION_TYPES)[number];

/** Product codes by name; the spec's five plus second opinion and e-consultation orders. */
export const PRODUCT = {
  CLINIC: 2000,
  HOUSE_VISIT: 3000,
  VIDEO: 4000,
  TELEPHONIC: 5000,
  CHAT: 6000,
  SECOND_OPINION: 7000,
  E_CONSULTATION: 8000,
} as const;
export type ProductCode = (typeof PRODUCT)[keyof typeof PRODUCT];

/** Which product a booked consultation is paid as. */
export const CONSULTATION_PRODUCT: Readonly<Record<ConsultationType, ProductCode>> = {
  clinic: PRODUCT.CLINIC,
  video: PRODUCT.VIDEO,
  phone: PRODUCT.TELEPHONIC,
  chat: PRODUCT.CHAT,
};

export const PRODUCT_TYPES: readonly ProductType[] = [
  { code: PRODUCT.CLINIC, name: 'clinic', label: 'Clinic' },
  { code: PRODUCT.HOUSE_VISIT, name: 'house_visit', label: 'House Visit' },
  { code: PRODUCT.VIDEO, name: 'video', label: 'Video' },
  { code: PRODUCT.TELEPHONIC, name: 'telephonic', label: 'Telephonic' },
  { code: PRODUCT.CHAT, name: 'chat', label: 'Chat Consultation' },
  { code: PRODUCT.SECOND_OPINION, name: 'second_opinion', label: 'Second Opinion' },
  { code: PRODUCT.E_CONSULTATION, name: 'e_consultation', label: 'e-Consultation' },
];

export const PAYMENT_TYPE = { SERVICES: 100, PROMO: 200, APPOINTMENTS: 300 } as const;
export type PaymentTypeCode = (typeof PAYMENT_TYPE)[keyof typeof PAYMENT_TYPE];

export const PAYMENT_TYPES: readonly CodeName[] = [
  { code: PAYMENT_TYPE.SERVICES, name: 'SERVICES' },
  { code: PAYMENT_TYPE.PROMO, name: 'PROMO' },
  { code: PAYMENT_TYPE.APPOINTMENTS, name: 'APPOINTMENTS' },
];

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
