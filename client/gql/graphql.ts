/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { ConsultationType } from '../../contracts/consultations.ts';
import type { AppointmentState } from '../../contracts/appointments.ts';
import type { ThreadState } from '../../contracts/thread-words.ts';
import type { MessageDelivery } from '../../contracts/thread-words.ts';
import type { ThreadSenderKind } from '../../contracts/thread-words.ts';
import type { MessageKind as ThreadMessageKind } from '../../contracts/thread-words.ts';
import type { ThreadCallKind } from '../../contracts/thread-words.ts';
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type AppointmentOutcome =
  | 'COMPLETE'
  | 'NO_SHOW';

/** Appointment Date (soonest first) or Booking Date (newest first). */
export type AppointmentSort =
  | 'CREATED'
  | 'SLOT';

export { AppointmentState };

/** Whether an owner shares their pets and health records with a clinic: granted (they booked with it themselves, or accepted it), pending (the clinic's desk asked), declined. */
export type ClinicAccess =
  | 'declined'
  | 'granted'
  | 'pending';

/** Loose scalars on purpose: the server validates and answers with field messages. */
export type ConsultationInput = {
  duration?: number | null | undefined;
  enabled?: boolean | null | undefined;
  price?: number | null | undefined;
  schedule: Array<ScheduleRowInput>;
  type: string;
};

export { ConsultationType };

/** Case-insensitive contains filters, one per column. */
export type CustomerFilter = {
  email?: string | null | undefined;
  name?: string | null | undefined;
  phone?: string | null | undefined;
};

export type CustomerSort =
  | 'email'
  | 'id'
  | 'name'
  | 'phone'
  | 'since';

/** The Domains tab. */
export type DomainsInput = {
  customDomain?: string | null | undefined;
  subDomain?: string | null | undefined;
};

/** New when id is absent (petId names the pet), an update when present. Loose on purpose: the server validates with field messages. */
export type HealthRecordInput = {
  category?: string | null | undefined;
  details?: unknown;
  /** Confirmed 'phr' uploads to keep with a document; files left out are removed. */
  fileIds?: Array<string> | null | undefined;
  id?: string | null | undefined;
  petId?: string | null | undefined;
  subcategory?: string | null | undefined;
};

export type ListingProfileInput = {
  categories?: Array<number> | null | undefined;
  city?: string | null | undefined;
  country?: string | null | undefined;
  education?: string | null | undefined;
  pets?: Array<number> | null | undefined;
  pics?: Array<string> | null | undefined;
  specializations?: Array<number> | null | undefined;
  state?: string | null | undefined;
  zipcode?: string | null | undefined;
};

export type ListingState =
  | 'archived'
  | 'awaitingApproval'
  | 'live';

export { MessageDelivery };

/** New when id is absent, an update when present. Loose scalars on purpose: the server validates and answers with field messages. */
export type PetInput = {
  breed?: string | null | undefined;
  id?: string | null | undefined;
  name?: string | null | undefined;
  notes?: string | null | undefined;
  type?: number | null | undefined;
  /** A vendor adding a pet for a customer names them; an owner may leave it out. */
  userId?: string | null | undefined;
};

export type ProfileInput = {
  /** A user_avatar upload of the person's (cropped to 150x150 in the browser); null removes the picture; absent keeps it. */
  avatarFileId?: number | null | undefined;
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
};

/** New when id is absent, an update when present. */
export type SaveListingInput = {
  address?: string | null | undefined;
  /** A confirmed image upload (vendor_services_avatar) for the listing's picture; null removes it; absent keeps it. */
  avatarFileId?: number | null | undefined;
  /** Hours before the slot an owner may cancel with a full refund (0 to 720; 24 when absent). */
  cancellationHours?: number | null | undefined;
  consultations: Array<ConsultationInput>;
  /** Hours after the appointment its conversation stays open for follow-up (0 to 720; 48 when absent). */
  followUpHours?: number | null | undefined;
  id?: string | null | undefined;
  line1: string;
  line2?: string | null | undefined;
  managers?: Array<string> | null | undefined;
  profile?: ListingProfileInput | null | undefined;
  /** The response target for messages (1 to 168 hours); null: no target; absent: unchanged. */
  responseTargetHours?: number | null | undefined;
  timezone: string;
  title: string;
  vendorLoginId?: string | null | undefined;
};

export type ScheduleRowInput = {
  days: Array<string>;
  from: string;
  to: string;
};

export type SendThreadMessageInput = {
  body?: string | null | undefined;
  /** Uploads of kind thread_attachment, the sender's own */
  fileIds?: Array<string> | null | undefined;
};

/** New when id is absent. Loose scalars: the server checks and answers with field messages. */
export type TeamMemberInput = {
  email?: string | null | undefined;
  firstName?: string | null | undefined;
  id?: string | null | undefined;
  lastName?: string | null | undefined;
  /** Optional; without one a new member is emailed a link to choose theirs. */
  password?: string | null | undefined;
  phone?: string | null | undefined;
};

export { ThreadCallKind };

export { ThreadMessageKind };

export { ThreadSenderKind };

export { ThreadState };

/** The Website tab. Loose scalars: the server checks and answers with field messages. */
export type WebsiteInput = {
  bodySection?: string | null | undefined;
  headerSection?: string | null | undefined;
  /** A brand_logo upload of the clinic's; null removes the logo; absent keeps it. */
  logoFileId?: number | null | undefined;
  name?: string | null | undefined;
};

export type AppointmentCardFragment = { id: string, bookingCode: string, slot: string, durationMinutes: number, type: ConsultationType, typeLabel: string, status: number, state: AppointmentState, statusLabel: string, customerName: string | null, petName: string | null, petOwnerName: string | null, visitAddress: string | null, listingTZ: string, createdAt: string, listing: { id: string, title: string, line1: string, address: string | null } };

export type AppointmentsQueryVariables = Exact<{
  status?: number | null | undefined;
  listingId?: string | null | undefined;
  sort?: AppointmentSort | null | undefined;
  offset?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type AppointmentsQuery = { appointments: { hasMore: boolean, items: Array<{ id: string, bookingCode: string, slot: string, durationMinutes: number, type: ConsultationType, typeLabel: string, status: number, state: AppointmentState, statusLabel: string, customerName: string | null, petName: string | null, petOwnerName: string | null, visitAddress: string | null, listingTZ: string, createdAt: string, listing: { id: string, title: string, line1: string, address: string | null } }>, waiting: Array<{ id: string, since: string }> } };

export type CancelAppointmentMutationVariables = Exact<{
  id: string;
  reason?: string | null | undefined;
}>;


export type CancelAppointmentMutation = { cancelAppointment: { message: string, appointment: { statusLabel: string } } };

export type RescheduleSlotsQueryVariables = Exact<{
  l: string;
  t: string;
  d: string;
}>;


export type RescheduleSlotsQuery = { availableSlots: { slots: Array<string>, timezone: string } };

export type RescheduleAppointmentMutationVariables = Exact<{
  id: string;
  slot: string;
}>;


export type RescheduleAppointmentMutation = { rescheduleAppointment: { message: string, appointment: { id: string } } };

export type MarkAppointmentOutcomeMutationVariables = Exact<{
  id: string;
  outcome: AppointmentOutcome;
}>;


export type MarkAppointmentOutcomeMutation = { markAppointmentOutcome: { message: string } };

export type WizardSlotsQueryVariables = Exact<{
  l: string;
  t: string;
  d: string;
}>;


export type WizardSlotsQuery = { availableSlots: { slots: Array<string>, timezone: string } };

export type WizardBookingWindowQueryVariables = Exact<{
  l: string;
}>;


export type WizardBookingWindowQuery = { bookingWindow: { firstDate: string, lastDate: string, timezone: string } };

export type WizardListingsQueryVariables = Exact<{
  t?: string | null | undefined;
  p?: number | null | undefined;
  n?: number | null | undefined;
}>;


export type WizardListingsQuery = { vendorServices: Array<{ id: string, name: string, providerName: string, address: string | null, price: number, duration: number, type: string, cancellationHours: number }> };

export type BookingQuestionsQueryVariables = Exact<{
  l: string;
  t: ConsultationType;
}>;


export type BookingQuestionsQuery = { bookingQuestions: unknown };

export type EmergencyPracticesQueryVariables = Exact<{
  l: string;
  z?: string | null | undefined;
}>;


export type EmergencyPracticesQuery = { emergencyPractices: { zip: string | null, practices: Array<{ id: string, name: string, providerName: string, address: string | null, city: string | null, state: string | null, zipcode: string | null }> } };

export type CustomersQueryVariables = Exact<{
  filter?: CustomerFilter | null | undefined;
  sort?: CustomerSort | null | undefined;
  desc?: boolean | null | undefined;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type CustomersQuery = { customers: { total: number, rows: Array<{ id: string, firstName: string, lastName: string, email: string, phone: string | null, since: string | null, appointments: number, pets: number | null, access: ClinicAccess }> } };

export type SaveDomainsMutationVariables = Exact<{
  input: DomainsInput;
}>;


export type SaveDomainsMutation = { saveDomains: { message: string, website: { exists: boolean, name: string, logo: string | null, headerSection: string, bodySection: string, subDomain: string | null, customDomain: string | null, customDomainStatus: string, siteUrl: string | null, verification: { name: string, value: string } | null } } };

export type VerifyCustomDomainMutationVariables = Exact<{ [key: string]: never; }>;


export type VerifyCustomDomainMutation = { verifyCustomDomain: { verified: boolean, message: string, website: { exists: boolean, name: string, logo: string | null, headerSection: string, bodySection: string, subDomain: string | null, customDomain: string | null, customDomainStatus: string, siteUrl: string | null, verification: { name: string, value: string } | null } } };

export type SaveIntakeQuestionsMutationVariables = Exact<{
  l: string;
  q: unknown;
}>;


export type SaveIntakeQuestionsMutation = { saveIntakeQuestions: { message: string, questions: unknown } };

export type SaveListingMutationVariables = Exact<{
  input: SaveListingInput;
}>;


export type SaveListingMutation = { saveListing: { message: string, listing: { id: string, avatar: string | null } } };

export type MyListingsQueryVariables = Exact<{
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type MyListingsQuery = { listings: Array<{ id: string, title: string, line1: string, address: string | null, timezone: string, state: ListingState, consultations: Array<{ type: string, enabled: boolean, duration: number, price: number }> }> };

export type SetListingStateMutationVariables = Exact<{
  id: string;
  state: ListingState;
}>;


export type SetListingStateMutation = { setListingState: { message: string, listing: { id: string, state: ListingState } } };

export type PetFieldsFragment = { id: string, name: string, type: number, typeName: string, breed: string | null, notes: string | null, sharedBy: string | null, sharedLevel: string | null };

export type SavePetMutationVariables = Exact<{
  input: PetInput;
}>;


export type SavePetMutation = { savePet: { message: string, pet: { id: string, name: string, type: number, typeName: string, breed: string | null, notes: string | null, sharedBy: string | null, sharedLevel: string | null } } };

export type DeletePetMutationVariables = Exact<{
  id: string;
}>;


export type DeletePetMutation = { deletePet: { id: string } };

export type PetsQueryVariables = Exact<{
  u?: string | null | undefined;
}>;


export type PetsQuery = { pets: Array<{ id: string, name: string, type: number, typeName: string, breed: string | null, notes: string | null, sharedBy: string | null, sharedLevel: string | null }> };

export type PetTypesQueryVariables = Exact<{ [key: string]: never; }>;


export type PetTypesQuery = { petTypes: Array<{ code: number, name: string }> };

export type UpdateMyProfileMutationVariables = Exact<{
  input: ProfileInput;
}>;


export type UpdateMyProfileMutation = { updateMyProfile: { message: string, profile: { kind: string, firstName: string, lastName: string, email: string, phone: string | null, pic: string | null } } };

export type RevokeApiTokenMutationVariables = Exact<{
  id: string;
}>;


export type RevokeApiTokenMutation = { revokeApiToken: { message: string, tokens: Array<{ id: string, name: string, createdAt: string, expiresAt: string, lastUsedAt: string | null, status: string }> } };

export type SaveHealthRecordMutationVariables = Exact<{
  input: HealthRecordInput;
}>;


export type SaveHealthRecordMutation = { saveHealthRecord: { message: string, record: { id: string } } };

export type DeleteHealthRecordMutationVariables = Exact<{
  id: string;
}>;


export type DeleteHealthRecordMutation = { deleteHealthRecord: { id: string, message: string } };

export type AddConsultationNoteMutationVariables = Exact<{
  bookingId: string;
  note?: string | null | undefined;
}>;


export type AddConsultationNoteMutation = { addConsultationNote: { message: string, record: { id: string } } };

export type CreatePetShareLinkMutationVariables = Exact<{
  petId: string;
  days?: number | null | undefined;
}>;


export type CreatePetShareLinkMutation = { createPetShareLink: { message: string, link: { id: string, petId: string, url: string, createdAt: string, expiresAt: string | null } } };

export type RevokePetShareLinkMutationVariables = Exact<{
  id: string;
}>;


export type RevokePetShareLinkMutation = { revokePetShareLink: { id: string, message: string } };

export type ScheduleWeekQueryVariables = Exact<{
  listingId: string;
  type: string;
  date?: string | null | undefined;
}>;


export type ScheduleWeekQuery = { scheduleWeek: { listingId: string, title: string, type: string, timezone: string, zoneName: string, weekStart: string, dates: Array<string>, duration: number, enabled: boolean, types: Array<string>, workingHours: Array<{ start: string, end: string }>, slots: Array<{ start: string, end: string, state: string, past: boolean, fromRules: boolean }>, bookings: Array<{ start: string, end: string }>, overrides: Array<{ date: string, added: Array<string>, removed: Array<string> }> } };

export type ToggleSlotMutationVariables = Exact<{
  listingId: string;
  type: string;
  slot: string;
}>;


export type ToggleSlotMutation = { toggleSlot: { open: boolean } };

export type CopyWeekMutationVariables = Exact<{
  listingId: string;
  type: string;
  weekStart: string;
  weeks: number;
  reopenClosed?: boolean | null | undefined;
}>;


export type CopyWeekMutation = { copyWeek: { copied: boolean, reopens: Array<string>, message: string } };

export type ResetDateMutationVariables = Exact<{
  listingId: string;
  type: string;
  date: string;
}>;


export type ResetDateMutation = { resetDate: boolean };

export type TeamMembersQueryVariables = Exact<{ [key: string]: never; }>;


export type TeamMembersQuery = { teamMembers: Array<{ id: string, firstName: string, lastName: string, email: string, phone: string | null, subrole: string, isYou: boolean }> };

export type DeleteTeamMemberMutationVariables = Exact<{
  id: string;
}>;


export type DeleteTeamMemberMutation = { deleteTeamMember: { message: string, id: string } };

export type SaveTeamMemberMutationVariables = Exact<{
  input: TeamMemberInput;
}>;


export type SaveTeamMemberMutation = { saveTeamMember: { message: string, invited: boolean, member: { id: string } } };

export type ThreadMessagesQueryVariables = Exact<{
  bookingId: string;
  after?: string | null | undefined;
  limit?: number | null | undefined;
}>;


export type ThreadMessagesQuery = { threadMessages: { hasMore: boolean, cursor: string | null, items: Array<{ id: string, body: string, sentAt: string, senderKind: ThreadSenderKind, senderName: string, mine: boolean, delivery: MessageDelivery, kind: ThreadMessageKind, attachments: Array<{ id: string, name: string, contentType: string, url: string, kind: string }> }> } };

export type SendThreadMessageMutationVariables = Exact<{
  bookingId: string;
  input: SendThreadMessageInput;
}>;


export type SendThreadMessageMutation = { sendThreadMessage: { message: { id: string, body: string, sentAt: string, senderKind: ThreadSenderKind, senderName: string, mine: boolean, delivery: MessageDelivery, kind: ThreadMessageKind, attachments: Array<{ id: string, name: string, contentType: string, url: string, kind: string }> } } };

export type MarkThreadReadMutationVariables = Exact<{
  bookingId: string;
  upTo?: string | null | undefined;
}>;


export type MarkThreadReadMutation = { markThreadRead: { unread: number } };

export type ThreadViewQueryVariables = Exact<{
  bookingId: string;
}>;


export type ThreadViewQuery = { thread: { bookingId: string, state: ThreadState, canWrite: boolean, liveFrom: string | null, liveUntil: string | null, closesAt: string | null, notice: string, unread: number, responseTarget: string | null, closedAt: string | null, vetTools: boolean } | null };

export type StartThreadCallMutationVariables = Exact<{
  bookingId: string;
  kind: ThreadCallKind;
}>;


export type StartThreadCallMutation = { startThreadCall: { message: { id: string } } };

export type CloseThreadMutationVariables = Exact<{
  bookingId: string;
  summary: string;
}>;


export type CloseThreadMutation = { closeThread: { closedAt: string | null, vetTools: boolean } };

export type VetCardFieldsFragment = { id: string, vendorId: string, name: string, providerName: string, avatar: string | null, specializationNames: Array<string>, address: string | null, price: number, duration: number, type: string, productId: number, timezone: string, zoneName: string, strip: import('../../contracts/listings.ts').StripDay[], rating: { average: number | null, count: number } };

export type VetListPageQueryVariables = Exact<{
  type?: string | null | undefined;
  offset?: number | null | undefined;
  limit?: number | null | undefined;
  search?: string | null | undefined;
  zipcode?: string | null | undefined;
  sort?: string | null | undefined;
}>;


export type VetListPageQuery = { vendorServices: Array<{ id: string, vendorId: string, name: string, providerName: string, avatar: string | null, specializationNames: Array<string>, address: string | null, price: number, duration: number, type: string, productId: number, timezone: string, zoneName: string, strip: import('../../contracts/listings.ts').StripDay[], rating: { average: number | null, count: number } }> };

export type SaveWebsiteMutationVariables = Exact<{
  input: WebsiteInput;
}>;


export type SaveWebsiteMutation = { saveWebsite: { message: string, website: { exists: boolean, name: string, logo: string | null, headerSection: string, bodySection: string, subDomain: string | null, customDomain: string | null, customDomainStatus: string, siteUrl: string | null, verification: { name: string, value: string } | null } } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const AppointmentCardFragmentDoc = new TypedDocumentString(`
    fragment AppointmentCard on Appointment {
  id
  bookingCode
  slot
  durationMinutes
  type
  typeLabel
  status
  state
  statusLabel
  listing {
    id
    title
    line1
    address
  }
  customerName
  petName
  petOwnerName
  visitAddress
  listingTZ
  createdAt
}
    `, {"fragmentName":"AppointmentCard"}) as unknown as TypedDocumentString<AppointmentCardFragment, unknown>;
export const PetFieldsFragmentDoc = new TypedDocumentString(`
    fragment PetFields on Pet {
  id
  name
  type
  typeName
  breed
  notes
  sharedBy
  sharedLevel
}
    `, {"fragmentName":"PetFields"}) as unknown as TypedDocumentString<PetFieldsFragment, unknown>;
export const VetCardFieldsFragmentDoc = new TypedDocumentString(`
    fragment VetCardFields on VendorService {
  id
  vendorId
  name
  providerName
  avatar
  specializationNames
  address
  price
  duration
  type
  productId
  timezone
  zoneName
  rating {
    average
    count
  }
  strip: cardStrip
}
    `, {"fragmentName":"VetCardFields"}) as unknown as TypedDocumentString<VetCardFieldsFragment, unknown>;
export const AppointmentsDocument = new TypedDocumentString(`
    query Appointments($status: Int, $listingId: ID, $sort: AppointmentSort, $offset: Int, $limit: Int) {
  appointments(
    status: $status
    listingId: $listingId
    sort: $sort
    offset: $offset
    limit: $limit
  ) {
    hasMore
    items {
      ...AppointmentCard
    }
    waiting {
      id
      since
    }
  }
}
    fragment AppointmentCard on Appointment {
  id
  bookingCode
  slot
  durationMinutes
  type
  typeLabel
  status
  state
  statusLabel
  listing {
    id
    title
    line1
    address
  }
  customerName
  petName
  petOwnerName
  visitAddress
  listingTZ
  createdAt
}`, {"hash":"sha256:6948c5a5a612e9671e44b532e53ae5491fee315e19276b583b38c8aefc2d6df5"}) as unknown as TypedDocumentString<AppointmentsQuery, AppointmentsQueryVariables>;
export const CancelAppointmentDocument = new TypedDocumentString(`
    mutation CancelAppointment($id: ID!, $reason: String) {
  cancelAppointment(id: $id, reason: $reason) {
    message
    appointment {
      statusLabel
    }
  }
}
    `, {"hash":"sha256:986915e4fc1538f5a0285e1e6e410fb7cf7979e4283326fe7428ead0533bf098"}) as unknown as TypedDocumentString<CancelAppointmentMutation, CancelAppointmentMutationVariables>;
export const RescheduleSlotsDocument = new TypedDocumentString(`
    query RescheduleSlots($l: ID!, $t: String!, $d: String!) {
  availableSlots(listingId: $l, type: $t, date: $d) {
    slots
    timezone
  }
}
    `, {"hash":"sha256:32f1d1e18753286c2f96067692dee0c9b6f3708785c843c7625a3eca4a538c04"}) as unknown as TypedDocumentString<RescheduleSlotsQuery, RescheduleSlotsQueryVariables>;
export const RescheduleAppointmentDocument = new TypedDocumentString(`
    mutation RescheduleAppointment($id: ID!, $slot: DateTime!) {
  rescheduleAppointment(id: $id, slot: $slot) {
    message
    appointment {
      id
    }
  }
}
    `, {"hash":"sha256:e3aa24475abed00dcac40b0644bc649099a538dde8068020a88e0786c64c5df9"}) as unknown as TypedDocumentString<RescheduleAppointmentMutation, RescheduleAppointmentMutationVariables>;
export const MarkAppointmentOutcomeDocument = new TypedDocumentString(`
    mutation MarkAppointmentOutcome($id: ID!, $outcome: AppointmentOutcome!) {
  markAppointmentOutcome(id: $id, outcome: $outcome) {
    message
  }
}
    `, {"hash":"sha256:af87e7a24f3a0cf8ae7d2a7112400065cd98bf514449903235aeed22f4499468"}) as unknown as TypedDocumentString<MarkAppointmentOutcomeMutation, MarkAppointmentOutcomeMutationVariables>;
export const WizardSlotsDocument = new TypedDocumentString(`
    query WizardSlots($l: ID!, $t: String!, $d: String!) {
  availableSlots(listingId: $l, type: $t, date: $d) {
    slots
    timezone
  }
}
    `, {"hash":"sha256:502bcb14db3e33bbb61749faf831d0460c5692d6e552cd27c0e2d2461eba94b5"}) as unknown as TypedDocumentString<WizardSlotsQuery, WizardSlotsQueryVariables>;
export const WizardBookingWindowDocument = new TypedDocumentString(`
    query WizardBookingWindow($l: ID!) {
  bookingWindow(listingId: $l) {
    firstDate
    lastDate
    timezone
  }
}
    `, {"hash":"sha256:76a1d73afa8319a5f166d091a999aa06cf062501c4fe4dcfe80e5ac952a420e4"}) as unknown as TypedDocumentString<WizardBookingWindowQuery, WizardBookingWindowQueryVariables>;
export const WizardListingsDocument = new TypedDocumentString(`
    query WizardListings($t: String, $p: Int, $n: Int) {
  vendorServices(type: $t, product: $p, limit: $n) {
    id
    name
    providerName
    address
    price
    duration
    type
    cancellationHours
  }
}
    `, {"hash":"sha256:15dd0074d3d906e7004b9b404f0e5cb93ae0a48470219cd1833b202bb2e80002"}) as unknown as TypedDocumentString<WizardListingsQuery, WizardListingsQueryVariables>;
export const BookingQuestionsDocument = new TypedDocumentString(`
    query BookingQuestions($l: ID!, $t: ConsultationType!) {
  bookingQuestions(listingId: $l, type: $t)
}
    `, {"hash":"sha256:44b9cdc557f45727e5ef5a63f3763b3d05cce60fc1560c59d97bf1dd174699bc"}) as unknown as TypedDocumentString<BookingQuestionsQuery, BookingQuestionsQueryVariables>;
export const EmergencyPracticesDocument = new TypedDocumentString(`
    query EmergencyPractices($l: ID!, $z: String) {
  emergencyPractices(listingId: $l, zip: $z) {
    zip
    practices {
      id
      name
      providerName
      address
      city
      state
      zipcode
    }
  }
}
    `, {"hash":"sha256:9ffa30b5f8defd098ac2d0a3c30166d27e3c5d6142d40e73363076ccf15122a4"}) as unknown as TypedDocumentString<EmergencyPracticesQuery, EmergencyPracticesQueryVariables>;
export const CustomersDocument = new TypedDocumentString(`
    query Customers($filter: CustomerFilter, $sort: CustomerSort, $desc: Boolean, $limit: Int, $offset: Int) {
  customers(
    filter: $filter
    sort: $sort
    desc: $desc
    limit: $limit
    offset: $offset
  ) {
    total
    rows {
      id
      firstName
      lastName
      email
      phone
      since
      appointments
      pets
      access
    }
  }
}
    `, {"hash":"sha256:ff9a86ad50c8af95d4ebe135d1a7298c874f37b107cefb31ff123be8f94e3e34"}) as unknown as TypedDocumentString<CustomersQuery, CustomersQueryVariables>;
export const SaveDomainsDocument = new TypedDocumentString(`
    mutation SaveDomains($input: DomainsInput!) {
  saveDomains(input: $input) {
    message
    website {
      exists
      name
      logo
      headerSection
      bodySection
      subDomain
      customDomain
      customDomainStatus
      verification {
        name
        value
      }
      siteUrl
    }
  }
}
    `, {"hash":"sha256:18d3d274b010c07c6d6e851d21a72d74bc11a622bfabd0174eba390f3286820d"}) as unknown as TypedDocumentString<SaveDomainsMutation, SaveDomainsMutationVariables>;
export const VerifyCustomDomainDocument = new TypedDocumentString(`
    mutation VerifyCustomDomain {
  verifyCustomDomain {
    verified
    message
    website {
      exists
      name
      logo
      headerSection
      bodySection
      subDomain
      customDomain
      customDomainStatus
      verification {
        name
        value
      }
      siteUrl
    }
  }
}
    `, {"hash":"sha256:d021b59bf2992e4ad97fda7df6c541bf320d7b98780be68f53211f3a2aac1f2e"}) as unknown as TypedDocumentString<VerifyCustomDomainMutation, VerifyCustomDomainMutationVariables>;
export const SaveIntakeQuestionsDocument = new TypedDocumentString(`
    mutation SaveIntakeQuestions($l: ID!, $q: JSON!) {
  saveIntakeQuestions(listingId: $l, questions: $q) {
    message
    questions
  }
}
    `, {"hash":"sha256:12e34344b44ba56ea0ed9ae2fcbaff7734fcccb14cac3d821e8b9e0d198042e4"}) as unknown as TypedDocumentString<SaveIntakeQuestionsMutation, SaveIntakeQuestionsMutationVariables>;
export const SaveListingDocument = new TypedDocumentString(`
    mutation SaveListing($input: SaveListingInput!) {
  saveListing(input: $input) {
    message
    listing {
      id
      avatar
    }
  }
}
    `, {"hash":"sha256:d874b1bafb398f0440e7406ade5645b8f5522101ac321a9cdb09cd8936ae7e96"}) as unknown as TypedDocumentString<SaveListingMutation, SaveListingMutationVariables>;
export const MyListingsDocument = new TypedDocumentString(`
    query MyListings($limit: Int, $offset: Int) {
  listings(limit: $limit, offset: $offset) {
    id
    title
    line1
    address
    timezone
    state
    consultations {
      type
      enabled
      duration
      price
    }
  }
}
    `, {"hash":"sha256:6127262bbd383a66a4810d73b139f877a2d002d354f1972ac9f45337879884b6"}) as unknown as TypedDocumentString<MyListingsQuery, MyListingsQueryVariables>;
export const SetListingStateDocument = new TypedDocumentString(`
    mutation SetListingState($id: ID!, $state: ListingState!) {
  setListingState(id: $id, state: $state) {
    message
    listing {
      id
      state
    }
  }
}
    `, {"hash":"sha256:090ba376aed6f32c4082481768d0a361231549a80fbd2d3ce87858e1b4a573cf"}) as unknown as TypedDocumentString<SetListingStateMutation, SetListingStateMutationVariables>;
export const SavePetDocument = new TypedDocumentString(`
    mutation SavePet($input: PetInput!) {
  savePet(input: $input) {
    message
    pet {
      ...PetFields
    }
  }
}
    fragment PetFields on Pet {
  id
  name
  type
  typeName
  breed
  notes
  sharedBy
  sharedLevel
}`, {"hash":"sha256:746140b83bb41b6e7569527e4adb7a507909ffbb7e3a8aaf65d78e867d0f6e64"}) as unknown as TypedDocumentString<SavePetMutation, SavePetMutationVariables>;
export const DeletePetDocument = new TypedDocumentString(`
    mutation DeletePet($id: ID!) {
  deletePet(id: $id) {
    id
  }
}
    `, {"hash":"sha256:59be3136f2dfbeece25484e6866cbcfbf2ee8afcbb499e9949ef5cf1da748693"}) as unknown as TypedDocumentString<DeletePetMutation, DeletePetMutationVariables>;
export const PetsDocument = new TypedDocumentString(`
    query Pets($u: ID) {
  pets(userId: $u) {
    ...PetFields
  }
}
    fragment PetFields on Pet {
  id
  name
  type
  typeName
  breed
  notes
  sharedBy
  sharedLevel
}`, {"hash":"sha256:b878666593924a3b4b9327175f74c117c06fae2a4be36ee25ea279bde6679fec"}) as unknown as TypedDocumentString<PetsQuery, PetsQueryVariables>;
export const PetTypesDocument = new TypedDocumentString(`
    query PetTypes {
  petTypes {
    code
    name
  }
}
    `, {"hash":"sha256:08557e01a25ab3e2e670d1c965d10468aa738a567bf8ca058fc1847ec0c09774"}) as unknown as TypedDocumentString<PetTypesQuery, PetTypesQueryVariables>;
export const UpdateMyProfileDocument = new TypedDocumentString(`
    mutation UpdateMyProfile($input: ProfileInput!) {
  updateMyProfile(input: $input) {
    message
    profile {
      kind
      firstName
      lastName
      email
      phone
      pic
    }
  }
}
    `, {"hash":"sha256:bf2a94224e384712ca6d386bfc5e2ba7cdf4c9faa9a78c31009f8b69040134cf"}) as unknown as TypedDocumentString<UpdateMyProfileMutation, UpdateMyProfileMutationVariables>;
export const RevokeApiTokenDocument = new TypedDocumentString(`
    mutation RevokeApiToken($id: ID!) {
  revokeApiToken(id: $id) {
    message
    tokens {
      id
      name
      createdAt
      expiresAt
      lastUsedAt
      status
    }
  }
}
    `, {"hash":"sha256:5b0fcbebdddd1fda45c752bd556b419709e8d53fc8b430daa3c7dc09ab1996cb"}) as unknown as TypedDocumentString<RevokeApiTokenMutation, RevokeApiTokenMutationVariables>;
export const SaveHealthRecordDocument = new TypedDocumentString(`
    mutation SaveHealthRecord($input: HealthRecordInput!) {
  saveHealthRecord(input: $input) {
    message
    record {
      id
    }
  }
}
    `, {"hash":"sha256:4222ff6ccd2eb2628e90f6f4d6c777a00014dc36d097592a91f5a2a6b36d1c79"}) as unknown as TypedDocumentString<SaveHealthRecordMutation, SaveHealthRecordMutationVariables>;
export const DeleteHealthRecordDocument = new TypedDocumentString(`
    mutation DeleteHealthRecord($id: ID!) {
  deleteHealthRecord(id: $id) {
    id
    message
  }
}
    `, {"hash":"sha256:d28190d95575844ddc18222c01d6dffcc44be7d9ea930af0d79ea9eed549494c"}) as unknown as TypedDocumentString<DeleteHealthRecordMutation, DeleteHealthRecordMutationVariables>;
export const AddConsultationNoteDocument = new TypedDocumentString(`
    mutation AddConsultationNote($bookingId: ID!, $note: String) {
  addConsultationNote(bookingId: $bookingId, note: $note) {
    message
    record {
      id
    }
  }
}
    `, {"hash":"sha256:4304556d52b9d27654693cc4c6b9f226316f54a65af0293f375e67d5c8bd4c36"}) as unknown as TypedDocumentString<AddConsultationNoteMutation, AddConsultationNoteMutationVariables>;
export const CreatePetShareLinkDocument = new TypedDocumentString(`
    mutation CreatePetShareLink($petId: ID!, $days: Int) {
  createPetShareLink(petId: $petId, expiresInDays: $days) {
    message
    link {
      id
      petId
      url
      createdAt
      expiresAt
    }
  }
}
    `, {"hash":"sha256:ec5c635481919cbce9e5fd4b3320a34f4dfa517a0ad96662a10683b636819ca8"}) as unknown as TypedDocumentString<CreatePetShareLinkMutation, CreatePetShareLinkMutationVariables>;
export const RevokePetShareLinkDocument = new TypedDocumentString(`
    mutation RevokePetShareLink($id: ID!) {
  revokePetShareLink(id: $id) {
    id
    message
  }
}
    `, {"hash":"sha256:45bb14b6df7f68d76c944209079c6ca04761f6e6d32966f79c53c3af930bc41c"}) as unknown as TypedDocumentString<RevokePetShareLinkMutation, RevokePetShareLinkMutationVariables>;
export const ScheduleWeekDocument = new TypedDocumentString(`
    query ScheduleWeek($listingId: ID!, $type: String!, $date: String) {
  scheduleWeek(listingId: $listingId, type: $type, date: $date) {
    listingId
    title
    type
    timezone
    zoneName
    weekStart
    dates
    duration
    enabled
    types
    workingHours {
      start
      end
    }
    slots {
      start
      end
      state
      past
      fromRules
    }
    bookings {
      start
      end
    }
    overrides {
      date
      added
      removed
    }
  }
}
    `, {"hash":"sha256:30f42634dcb1f3c2cfa1a4e35b460ca3b0cf6346ddbbb9dc27258818fb7c5dd5"}) as unknown as TypedDocumentString<ScheduleWeekQuery, ScheduleWeekQueryVariables>;
export const ToggleSlotDocument = new TypedDocumentString(`
    mutation ToggleSlot($listingId: ID!, $type: String!, $slot: String!) {
  toggleSlot(listingId: $listingId, type: $type, slot: $slot) {
    open
  }
}
    `, {"hash":"sha256:81bee650863a8ea955375c020fa49570766296dad51c965d3c6321e5ce54318c"}) as unknown as TypedDocumentString<ToggleSlotMutation, ToggleSlotMutationVariables>;
export const CopyWeekDocument = new TypedDocumentString(`
    mutation CopyWeek($listingId: ID!, $type: String!, $weekStart: String!, $weeks: Int!, $reopenClosed: Boolean) {
  copyWeek(
    listingId: $listingId
    type: $type
    weekStart: $weekStart
    weeks: $weeks
    reopenClosed: $reopenClosed
  ) {
    copied
    reopens
    message
  }
}
    `, {"hash":"sha256:809562e14be65a7c95e305a47c35a498d78f1ca6c6e33a036e7d3d597f1a3b77"}) as unknown as TypedDocumentString<CopyWeekMutation, CopyWeekMutationVariables>;
export const ResetDateDocument = new TypedDocumentString(`
    mutation ResetDate($listingId: ID!, $type: String!, $date: String!) {
  resetDate(listingId: $listingId, type: $type, date: $date)
}
    `, {"hash":"sha256:fcb13df0642fd6db3692f0f0b8f8e0cf54af30fe59a07b2028b75ce4e11eb8f7"}) as unknown as TypedDocumentString<ResetDateMutation, ResetDateMutationVariables>;
export const TeamMembersDocument = new TypedDocumentString(`
    query TeamMembers {
  teamMembers {
    id
    firstName
    lastName
    email
    phone
    subrole
    isYou
  }
}
    `, {"hash":"sha256:bee7e6fc0d28d53b628918348fc2d1b36799fbee06d58164dfc8733886cadae5"}) as unknown as TypedDocumentString<TeamMembersQuery, TeamMembersQueryVariables>;
export const DeleteTeamMemberDocument = new TypedDocumentString(`
    mutation DeleteTeamMember($id: ID!) {
  deleteTeamMember(id: $id) {
    message
    id
  }
}
    `, {"hash":"sha256:d862188801968d9dcde8802f17ea4351e85d7b9afeb8edf41b92c9e047aa7351"}) as unknown as TypedDocumentString<DeleteTeamMemberMutation, DeleteTeamMemberMutationVariables>;
export const SaveTeamMemberDocument = new TypedDocumentString(`
    mutation SaveTeamMember($input: TeamMemberInput!) {
  saveTeamMember(input: $input) {
    message
    invited
    member {
      id
    }
  }
}
    `, {"hash":"sha256:862a3219149031c3340547563c58de36ee7c73aadeff801aa4d9473ebdfffda6"}) as unknown as TypedDocumentString<SaveTeamMemberMutation, SaveTeamMemberMutationVariables>;
export const ThreadMessagesDocument = new TypedDocumentString(`
    query ThreadMessages($bookingId: ID!, $after: ID, $limit: Int) {
  threadMessages(bookingId: $bookingId, after: $after, limit: $limit) {
    hasMore
    cursor
    items {
      id
      body
      sentAt
      senderKind
      senderName
      mine
      delivery
      kind
      attachments {
        id
        name
        contentType
        url
        kind
      }
    }
  }
}
    `, {"hash":"sha256:ea3d3d4f892f2970189a058cb13e8be228d39995f9e5f1182e919c1e4076245d"}) as unknown as TypedDocumentString<ThreadMessagesQuery, ThreadMessagesQueryVariables>;
export const SendThreadMessageDocument = new TypedDocumentString(`
    mutation SendThreadMessage($bookingId: ID!, $input: SendThreadMessageInput!) {
  sendThreadMessage(bookingId: $bookingId, input: $input) {
    message {
      id
      body
      sentAt
      senderKind
      senderName
      mine
      delivery
      kind
      attachments {
        id
        name
        contentType
        url
        kind
      }
    }
  }
}
    `, {"hash":"sha256:f31a7d2917a689b8794c7c77435210e8e7041db3ef6ea8e9c187b1367a04935e"}) as unknown as TypedDocumentString<SendThreadMessageMutation, SendThreadMessageMutationVariables>;
export const MarkThreadReadDocument = new TypedDocumentString(`
    mutation MarkThreadRead($bookingId: ID!, $upTo: ID) {
  markThreadRead(bookingId: $bookingId, upTo: $upTo) {
    unread
  }
}
    `, {"hash":"sha256:38b244b83ef9fa6c614e2c089fa0599a9f79386839fac97811901fe39dc0f5ba"}) as unknown as TypedDocumentString<MarkThreadReadMutation, MarkThreadReadMutationVariables>;
export const ThreadViewDocument = new TypedDocumentString(`
    query ThreadView($bookingId: ID!) {
  thread(bookingId: $bookingId) {
    bookingId
    state
    canWrite
    liveFrom
    liveUntil
    closesAt
    notice
    unread
    responseTarget
    closedAt
    vetTools
  }
}
    `, {"hash":"sha256:4069add5382fa7d2b48b552ac82e65893a896a0669083cab88b7b3668611cc9f"}) as unknown as TypedDocumentString<ThreadViewQuery, ThreadViewQueryVariables>;
export const StartThreadCallDocument = new TypedDocumentString(`
    mutation StartThreadCall($bookingId: ID!, $kind: ThreadCallKind!) {
  startThreadCall(bookingId: $bookingId, kind: $kind) {
    message {
      id
    }
  }
}
    `, {"hash":"sha256:feb36fc16c58bc6608905760a9607bc8a6c0281edf31371bd8cce33f1eed7995"}) as unknown as TypedDocumentString<StartThreadCallMutation, StartThreadCallMutationVariables>;
export const CloseThreadDocument = new TypedDocumentString(`
    mutation CloseThread($bookingId: ID!, $summary: String!) {
  closeThread(bookingId: $bookingId, summary: $summary) {
    closedAt
    vetTools
  }
}
    `, {"hash":"sha256:8a03e1804f07a3009b44a2c0f87a68fe25b4848bde3e03560c7847a5bdcba994"}) as unknown as TypedDocumentString<CloseThreadMutation, CloseThreadMutationVariables>;
export const VetListPageDocument = new TypedDocumentString(`
    query VetListPage($type: String, $offset: Int, $limit: Int, $search: String, $zipcode: String, $sort: String) {
  vendorServices(
    type: $type
    offset: $offset
    limit: $limit
    search: $search
    zipcode: $zipcode
    sort: $sort
  ) {
    ...VetCardFields
  }
}
    fragment VetCardFields on VendorService {
  id
  vendorId
  name
  providerName
  avatar
  specializationNames
  address
  price
  duration
  type
  productId
  timezone
  zoneName
  rating {
    average
    count
  }
  strip: cardStrip
}`, {"hash":"sha256:608d2aea0e7f28ca286ead94e98277ef7b18434bef3949d4363bfa53e319b817"}) as unknown as TypedDocumentString<VetListPageQuery, VetListPageQueryVariables>;
export const SaveWebsiteDocument = new TypedDocumentString(`
    mutation SaveWebsite($input: WebsiteInput!) {
  saveWebsite(input: $input) {
    message
    website {
      exists
      name
      logo
      headerSection
      bodySection
      subDomain
      customDomain
      customDomainStatus
      verification {
        name
        value
      }
      siteUrl
    }
  }
}
    `, {"hash":"sha256:2bf7357827942a957dc8573b12e356ed5f26145c70d5c8424279596c2ef35ca3"}) as unknown as TypedDocumentString<SaveWebsiteMutation, SaveWebsiteMutationVariables>;