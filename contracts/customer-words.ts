/**
 * A clinic's customers (the spec's Users page, /app/users, root admin only): the owners who have an
 * appointment with the clinic or whom it registered at its desk, never every owner of the marketplace.
 */

/** The spec's page size for the Users table. */
export const CUSTOMERS_PAGE_SIZE = 10;
export const NO_RECORDS = 'No Records Found';
export const CUSTOMER_NOT_FOUND = 'Customer not found';
/** The desk's client language that is neither of ours (contracts/locale.ts). */
export const DESK_LANGUAGE_INVALID = 'Please choose English or Spanish';

/**
 * Whether the clinic may read the owner's pets and health records (vendor_customers.access): `granted` when the
 * owner booked with the clinic themselves or accepted it, `pending` while a relation made at the clinic's desk
 * (a registration, a booking it made for them) waits for the owner, `declined` when the owner said no.
 */
export const CLINIC_ACCESS = ['pending', 'granted', 'declined'] as const;
export type ClinicAccess = (typeof CLINIC_ACCESS)[number];

/** What the clinic reads about its access to a customer's pets and records. */
export const ACCESS_FOR_CLINIC: Record<ClinicAccess, string> = {
  granted: 'Shared with your clinic',
  pending: 'Waiting for the owner to share their pets and records',
  declined: 'The owner chose not to share their pets and records',
};

/** The clinic's appointment tab, for a booked pet whose owner does not share their records with it. */
export const RECORDS_NOT_SHARED = 'The owner has not shared this pet\'s health records with your clinic.';

/** What the owner reads on their Clinics page about one clinic. */
export const ACCESS_FOR_OWNER: Record<ClinicAccess, string> = {
  granted: 'Can see your pets and their health records',
  pending: 'Asks to see your pets and their health records',
  declined: 'Cannot see your pets and their health records',
};

export const CLINIC_ACCESS_MESSAGES = {
  accepted: 'The clinic can now see your pets and their health records.',
  declined: 'The clinic cannot see your pets and their health records.',
  clinicNotFound: 'Clinic not found',
  answer: 'Please choose Accept or Decline',
} as const;

/** The owner's answer to a clinic: accept (share pets and records) or decline (stop sharing). */
export type ClinicAnswer = 'accept' | 'decline';

/** One clinic on the owner's Clinics page. */
export interface ClinicRelation {
  vendorId: number;
  clinicName: string;
  access: ClinicAccess;
  /** When the owner became its customer (first booking or desk registration), ISO. */
  since: string | null;
  /** Sharing granted for some pets only (a second opinion's authorisation): their names; null otherwise. */
  sharedPets: string[] | null;
}

/** Columns the table sorts by on the server. */
export const CUSTOMER_SORTS = ['id', 'name', 'email', 'phone', 'since'] as const;
export type CustomerSort = (typeof CUSTOMER_SORTS)[number];


/** The Users table's query as its URL holds it: filters, sort and offset. */
export interface CustomersQueryView {
  name: string;
  email: string;
  phone: string;
  sort: CustomerSort;
  desc: boolean;
  offset: number;
}

export interface CustomerRow {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  /** When the owner became this clinic's customer (their first booking with it, or the desk registration), ISO. */
  since: string | null;
  appointments: number;
  /** Their active pets; null while they do not share them with the clinic. */
  pets: number | null;
  access: ClinicAccess;
}

export interface CustomerPage {
  rows: CustomerRow[];
  total: number;
}

/** One customer's contact on their page: a row without the counts. */
export type CustomerProfile = Omit<CustomerRow, 'appointments' | 'pets'>;

/** A customer as the clinic's desk finds or registers them: what the clinic may see of their contact. */
export interface DeskCustomer {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
}
