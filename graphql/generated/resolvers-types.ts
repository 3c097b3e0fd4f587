import type { ConsultationType } from '../../contracts/consultations.ts';
import type { AppointmentState } from '../../contracts/appointments.ts';
import type { ThreadState } from '../../contracts/thread-words.ts';
import type { MessageDelivery } from '../../contracts/thread-words.ts';
import type { ThreadSenderKind } from '../../contracts/thread-words.ts';
import type { MessageKind as ThreadMessageKind } from '../../contracts/thread-words.ts';
import type { ThreadCallKind } from '../../contracts/thread-words.ts';
import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { Viewer as ViewerModel } from '../../server/domain/accounts/viewer.ts';
import type { VendorDto as VendorDtoModel } from '../../server/domain/vendors/vendor-presenter.ts';
import type { StripSlot as StripSlotModel } from '../../contracts/listings.ts';
import type { VendorService as VendorServiceModel } from '../../server/domain/listings/vet-list.ts';
import type { GraphQLContext } from '../context.ts';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type EnumResolverSignature<T, AllowedValues = any> = { [key in keyof T]?: AllowedValues };
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string | number; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A vet card's strip (VendorService.cardStrip): [{date, label, slots: [{at, label}]}]. Output only. */
  CardStrip: { input: never; output: import('../../contracts/listings.ts').StripDay[]; }
  DateTime: { input: string; output: Date | string; }
  JSON: { input: unknown; output: unknown; }
};

/**
 * A bearer token an API client asked for at login (`token: true`), as its person sees it on their profile.
 * The token itself is never shown again: only the client that asked got it.
 */
export type ApiToken = {
  __typename?: 'ApiToken';
  createdAt: Scalars['DateTime']['output'];
  expiresAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  /** Noted at most once an hour. */
  lastUsedAt: Maybe<Scalars['DateTime']['output']>;
  /** What the client called itself (`token_name` at login). */
  name: Scalars['String']['output'];
  /** active, revoked or expired. */
  status: Scalars['String']['output'];
};

/** One card of My Appointments. */
export type Appointment = {
  __typename?: 'Appointment';
  /** The fixed prefix plus the id, e.g. PC-000123 */
  bookingCode: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** The customer, for vendors only */
  customerName: Maybe<Scalars['String']['output']>;
  durationMinutes: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  listing: AppointmentListing;
  listingTZ: Scalars['String']['output'];
  petName: Maybe<Scalars['String']['output']>;
  /** The pet's owner, when a co-owner booked their pet */
  petOwnerName: Maybe<Scalars['String']['output']>;
  slot: Scalars['DateTime']['output'];
  state: AppointmentState;
  /** Stored: 0 in progress, 1 complete, 2 rescheduled, 3 canceled, 6 no-show */
  status: Scalars['Int']['output'];
  statusLabel: Scalars['String']['output'];
  type: ConsultationType;
  typeLabel: Scalars['String']['output'];
  /** A house visit of a house-call package: the owner's address the vet goes to */
  visitAddress: Maybe<Scalars['String']['output']>;
};

/** The detail page: the card plus the rows only it shows. */
export type AppointmentDetail = {
  __typename?: 'AppointmentDetail';
  bookingCode: Scalars['String']['output'];
  canCancel: Scalars['Boolean']['output'];
  /** The practice may mark a live appointment whose start has passed Completed or No-show. */
  canMarkOutcome: Scalars['Boolean']['output'];
  /** A live appointment that has not started can be moved to another slot. */
  canReschedule: Scalars['Boolean']['output'];
  /** Why it was canceled, when the one who canceled said. */
  cancelReason: Maybe<Scalars['String']['output']>;
  /** Who canceled: user (the customer) or vendor (the practice); null while not canceled. */
  canceledBy: Maybe<Scalars['String']['output']>;
  /** The listing's cancellation window: an owner cancelling at least this many hours ahead is refunded in full. */
  cancellationHours: Scalars['Int']['output'];
  /** The viewer's side of the signed consultation page link (video and phone) */
  consultationLink: Maybe<Scalars['String']['output']>;
  contactNumber: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  customerName: Maybe<Scalars['String']['output']>;
  durationMinutes: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  listing: AppointmentListing;
  listingTZ: Scalars['String']['output'];
  /** Until when the practice may undo its Completed or No-show mark (the end of the day it was made, in the listing's zone); null when there is none. */
  outcomeUndoUntil: Maybe<Scalars['DateTime']['output']>;
  /** The payment record: captured minus refunded (null when nothing was charged). */
  payment: Maybe<AppointmentPayment>;
  petName: Maybe<Scalars['String']['output']>;
  /** The pet's owner, when a co-owner booked their pet */
  petOwnerName: Maybe<Scalars['String']['output']>;
  /** What cancelling now would refund this viewer: full or none. */
  refundOnCancel: Scalars['String']['output'];
  rescheduledFrom: Maybe<AppointmentRef>;
  rescheduledTo: Maybe<AppointmentRef>;
  slot: Scalars['DateTime']['output'];
  state: AppointmentState;
  status: Scalars['Int']['output'];
  statusLabel: Scalars['String']['output'];
  /** Booking Information */
  summary: Maybe<Scalars['String']['output']>;
  type: ConsultationType;
  typeLabel: Scalars['String']['output'];
};

/** The listing as it was booked (the booking's snapshot). */
export type AppointmentListing = {
  __typename?: 'AppointmentListing';
  address: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  line1: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type AppointmentOutcome =
  | 'COMPLETE'
  | 'NO_SHOW';

export type AppointmentPage = {
  __typename?: 'AppointmentPage';
  hasMore: Scalars['Boolean']['output'];
  items: Array<Appointment>;
  /** The clinic's: the appointments of this page whose owner has waited past the listing's response target (none for an owner) */
  waiting: Array<AppointmentWaiting>;
};

export type AppointmentPayload = {
  __typename?: 'AppointmentPayload';
  appointment: AppointmentDetail;
  message: Scalars['String']['output'];
};

export type AppointmentPayment = {
  __typename?: 'AppointmentPayment';
  capturedCents: Scalars['Int']['output'];
  refundedCents: Scalars['Int']['output'];
  refunds: Array<AppointmentRefund>;
};

export type AppointmentRef = {
  __typename?: 'AppointmentRef';
  bookingCode: Scalars['String']['output'];
  id: Scalars['ID']['output'];
};

export type AppointmentRefund = {
  __typename?: 'AppointmentRefund';
  amountCents: Scalars['Int']['output'];
  at: Scalars['DateTime']['output'];
  /** pending (retried by the job queue), succeeded or failed (given up: refunded by hand) */
  status: Scalars['String']['output'];
};

/** Appointment Date (soonest first) or Booking Date (newest first). */
export type AppointmentSort =
  | 'CREATED'
  | 'SLOT';

export { AppointmentState };

/** An appointment whose owner has waited for a reply longer than the listing's response target. */
export type AppointmentWaiting = {
  __typename?: 'AppointmentWaiting';
  id: Scalars['ID']['output'];
  /** When the owner's first unanswered message was sent */
  since: Scalars['DateTime']['output'];
};

export type AuthLevel =
  /** Anyone, signed in or not. */
  | 'PUBLIC'
  /** A vendor's root admin. */
  | 'ROOT_ADMIN'
  /** Anyone signed in. */
  | 'SIGNED_IN'
  /** A pet owner. */
  | 'USER'
  /** A vet or clinic login of any sub-role. */
  | 'VENDOR';

/** Bookable starts (ISO) for the selected day plus the next day in the clinic's zone. */
export type AvailableSlots = {
  __typename?: 'AvailableSlots';
  listingId: Scalars['ID']['output'];
  slots: Array<Scalars['String']['output']>;
  timezone: Scalars['String']['output'];
  type: Scalars['String']['output'];
};

/** The dates a booking on a listing can fall on, in the listing's zone (YYYY-MM-DD): the date pickers' min and max. */
export type BookingWindow = {
  __typename?: 'BookingWindow';
  firstDate: Scalars['String']['output'];
  lastDate: Scalars['String']['output'];
  listingId: Scalars['ID']['output'];
  timezone: Scalars['String']['output'];
};

export type CancelAppointmentPayload = {
  __typename?: 'CancelAppointmentPayload';
  appointment: AppointmentDetail;
  message: Scalars['String']['output'];
};

/** Whether an owner shares their pets and health records with a clinic: granted (they booked with it themselves, or accepted it), pending (the clinic's desk asked), declined. */
export type ClinicAccess =
  | 'declined'
  | 'granted'
  | 'pending';

export type Consultation = {
  __typename?: 'Consultation';
  duration: Scalars['Int']['output'];
  enabled: Scalars['Boolean']['output'];
  /** USD per session */
  price: Scalars['Int']['output'];
  schedule: Array<ScheduleRow>;
  /** clinic, video, phone or chat */
  type: Scalars['String']['output'];
};

/** Loose scalars on purpose: the server validates and answers with field messages. */
export type ConsultationInput = {
  duration?: InputMaybe<Scalars['Float']['input']>;
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  price?: InputMaybe<Scalars['Float']['input']>;
  schedule: Array<ScheduleRowInput>;
  type: Scalars['String']['input'];
};

export { ConsultationType };

/** What Copy this week did, or the closed slots it would reopen (then nothing was written). */
export type CopyWeekPayload = {
  __typename?: 'CopyWeekPayload';
  copied: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  /** Closed slot starts (ISO) of the target weeks that the copy reopens */
  reopens: Array<Scalars['String']['output']>;
  /** Override rows written */
  written: Scalars['Int']['output'];
};

export type CreatePetShareLinkPayload = {
  __typename?: 'CreatePetShareLinkPayload';
  link: PetShareLink;
  message: Scalars['String']['output'];
};

/** Case-insensitive contains filters, one per column. */
export type CustomerFilter = {
  email?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
};

export type CustomerPage = {
  __typename?: 'CustomerPage';
  rows: Array<CustomerRow>;
  /** How many customers match the filters. */
  total: Scalars['Int']['output'];
};

/** One of the clinic's customers on its Users page. */
export type CustomerRow = {
  __typename?: 'CustomerRow';
  /** Whether they share their pets and health records with the clinic. */
  access: ClinicAccess;
  /** Their appointments with this clinic. */
  appointments: Scalars['Int']['output'];
  email: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  lastName: Scalars['String']['output'];
  /** Their pets (active); null while they do not share them with the clinic. */
  pets: Maybe<Scalars['Int']['output']>;
  phone: Maybe<Scalars['String']['output']>;
  /** When they became the clinic's customer (their first booking with it, or the desk registration). */
  since: Maybe<Scalars['DateTime']['output']>;
};

export type CustomerSort =
  | 'email'
  | 'id'
  | 'name'
  | 'phone'
  | 'since';

export type DeleteHealthRecordPayload = {
  __typename?: 'DeleteHealthRecordPayload';
  id: Scalars['ID']['output'];
  message: Scalars['String']['output'];
};

export type DeletePetPayload = {
  __typename?: 'DeletePetPayload';
  id: Scalars['ID']['output'];
  message: Scalars['String']['output'];
};

export type DeleteTeamMemberPayload = {
  __typename?: 'DeleteTeamMemberPayload';
  id: Scalars['ID']['output'];
  message: Scalars['String']['output'];
};

/** The TXT record that proves a clinic controls its custom domain. */
export type DomainVerification = {
  __typename?: 'DomainVerification';
  name: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

/** The Domains tab. */
export type DomainsInput = {
  customDomain?: InputMaybe<Scalars['String']['input']>;
  subDomain?: InputMaybe<Scalars['String']['input']>;
};

export type EmergencyPractices = {
  __typename?: 'EmergencyPractices';
  practices: Array<NearbyPractice>;
  /** The zip code looked near (null when neither the caller nor the listing gave one). */
  zip: Maybe<Scalars['String']['output']>;
};

/** A pet health record (spec: history, trackers, documents). */
export type HealthRecord = {
  __typename?: 'HealthRecord';
  author: HealthRecordAuthor;
  bookingId: Maybe<Scalars['ID']['output']>;
  category: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** The subcategory's fields by name (strings, numbers, 'Yes'/'No'); nextDueDate (YYYY-MM-DD) on immunizations and medications. */
  details: Scalars['JSON']['output'];
  /** True when the viewer may change or delete it. */
  editable: Scalars['Boolean']['output'];
  files: Array<HealthRecordFile>;
  /** Readings outside the usual range for the pet's type. */
  flags: Array<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  label: Scalars['String']['output'];
  petId: Scalars['ID']['output'];
  subcategory: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

/** Who wrote a record: its owner, or a clinic (a consultation note signed with the vet's name). */
export type HealthRecordAuthor = {
  __typename?: 'HealthRecordAuthor';
  clinic: Maybe<Scalars['String']['output']>;
  kind: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

/** A file kept with a document record. */
export type HealthRecordFile = {
  __typename?: 'HealthRecordFile';
  contentType: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  size: Maybe<Scalars['Int']['output']>;
  /** Our address that answers, to those who may see the record, with a short-lived signed link. */
  url: Maybe<Scalars['String']['output']>;
};

/** New when id is absent (petId names the pet), an update when present. Loose on purpose: the server validates with field messages. */
export type HealthRecordInput = {
  category?: InputMaybe<Scalars['String']['input']>;
  details?: InputMaybe<Scalars['JSON']['input']>;
  /** Confirmed 'phr' uploads to keep with a document; files left out are removed. */
  fileIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  id?: InputMaybe<Scalars['ID']['input']>;
  petId?: InputMaybe<Scalars['ID']['input']>;
  subcategory?: InputMaybe<Scalars['String']['input']>;
};

/** A vendor's practice listing as its managers see it. */
export type Listing = {
  __typename?: 'Listing';
  address: Maybe<Scalars['String']['output']>;
  avatar: Maybe<Scalars['String']['output']>;
  /** Hours before the slot an owner may cancel with a full refund (default 24). */
  cancellationHours: Scalars['Int']['output'];
  consultations: Array<Consultation>;
  /** Hours after the appointment its conversation stays open for follow-up questions (default 48). */
  followUpHours: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  line1: Scalars['String']['output'];
  line2: Maybe<Scalars['String']['output']>;
  managers: Array<Scalars['ID']['output']>;
  profile: Scalars['JSON']['output'];
  /** The clinic usually replies to messages within this many hours (shown to owners; default 4); null: no target. */
  responseTargetHours: Maybe<Scalars['Int']['output']>;
  /** live (public and bookable), awaitingApproval (a sub-user created it) or archived (hidden, its appointments kept). */
  state: ListingState;
  timezone: Scalars['String']['output'];
  title: Scalars['String']['output'];
  vendorId: Scalars['ID']['output'];
  vendorLoginId: Maybe<Scalars['ID']['output']>;
};

export type ListingProfileInput = {
  categories?: InputMaybe<Array<Scalars['Int']['input']>>;
  city?: InputMaybe<Scalars['String']['input']>;
  country?: InputMaybe<Scalars['String']['input']>;
  education?: InputMaybe<Scalars['String']['input']>;
  pets?: InputMaybe<Array<Scalars['Int']['input']>>;
  pics?: InputMaybe<Array<Scalars['String']['input']>>;
  specializations?: InputMaybe<Array<Scalars['Int']['input']>>;
  state?: InputMaybe<Scalars['String']['input']>;
  zipcode?: InputMaybe<Scalars['String']['input']>;
};

export type ListingRating = {
  __typename?: 'ListingRating';
  average: Maybe<Scalars['Float']['output']>;
  count: Scalars['Int']['output'];
};

export type ListingState =
  | 'archived'
  | 'awaitingApproval'
  | 'live';

export { MessageDelivery };

/** Each area adds its mutations with `extend type Mutation` in its own schema file. */
export type Mutation = {
  __typename?: 'Mutation';
  /** A vet's consultation note on the pet booked with one of the clinic's appointments. */
  addConsultationNote: SaveHealthRecordPayload;
  /** Cancels a live booking that has not started; refunds it in full when the cancellation policy says so. The reason (optional, at most 500 characters) is shown on the appointment and mailed. */
  cancelAppointment: CancelAppointmentPayload;
  /** The clinic closes the consultation: the summary is filed to the pet's health record as its signed consultation note, with the thread's files. */
  closeThread: Thread;
  /**
   * Copy a week's overrides (from weekStart, 7 dates) onto the next 1 to 7 weeks, replacing theirs. When that would
   * reopen slots closed there, nothing is written and they come back with a warning, until reopenClosed is true.
   */
  copyWeek: CopyWeekPayload;
  /** A share link for one of the owner's pets; expiresInDays 1, 7, 30 or 90, or null for until revoked. */
  createPetShareLink: CreatePetShareLinkPayload;
  /** Deletes an owner's record (never a clinic's consultation note). */
  deleteHealthRecord: DeleteHealthRecordPayload;
  /** Deletes an owner's pet (status 0). */
  deletePet: DeletePetPayload;
  deleteTeamMember: DeleteTeamMemberPayload;
  /** The practice marks a past appointment Completed or No-show. */
  markAppointmentOutcome: AppointmentPayload;
  /** Marks the thread read up to a message (the latest when left out). */
  markThreadRead: Thread;
  /** Moves a live booking that has not started to another offered slot of its listing; answers the new booking. */
  rescheduleAppointment: AppointmentPayload;
  /** Back to the weekly rules for one date. */
  resetDate: Scalars['Boolean']['output'];
  /** Revokes one of the viewer's own API tokens: the client holding it is signed out at once. */
  revokeApiToken: RevokeApiTokenPayload;
  /** Revokes one of the owner's share links. */
  revokePetShareLink: RevokePetShareLinkPayload;
  saveDomains: WebsitePayload;
  /** Adds (no id) or updates (id) an owner's record of their pet. */
  saveHealthRecord: SaveHealthRecordPayload;
  /** Replaces the listing's intake questions (checked whole: contracts/intake-input.ts). */
  saveIntakeQuestions: SaveIntakeQuestionsPayload;
  saveListing: SaveListingPayload;
  /** Adds (no id) or updates (id) a pet. Vendors may add a pet for a customer; only owners change their pets. */
  savePet: SavePetPayload;
  saveTeamMember: SaveTeamMemberPayload;
  /** Creates the website on first save, updates it afterwards. */
  saveWebsite: WebsitePayload;
  /** Sends a message to an appointment's thread (stored before anyone is told). */
  sendThreadMessage: SendThreadMessagePayload;
  /** The root admin approves or restores a listing (live) or archives it. */
  setListingState: SetListingStatePayload;
  /** The clinic steps up to a video or phone call inside the appointment: the room's address or the call shows in the thread. */
  startThreadCall: SendThreadMessagePayload;
  /** Schedule mode: close an offered slot or open a closed one. */
  toggleSlot: SlotOverride;
  /** The practice takes back its Completed or No-show mark, on the day it was made: the appointment is active again. */
  undoAppointmentOutcome: AppointmentPayload;
  updateMyProfile: UpdateProfilePayload;
  verifyCustomDomain: VerifyDomainPayload;
};


/** Each area adds its mutations with `extend type Mutation` in its own schema file. */
export type MutationAddConsultationNoteArgs = {
  bookingId: Scalars['ID']['input'];
  note?: InputMaybe<Scalars['String']['input']>;
};


/** Each area adds its mutations with `extend type Mutation` in its own schema file. */
export type MutationCancelAppointmentArgs = {
  id: Scalars['ID']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
};


/** Each area adds its mutations with `extend type Mutation` in its own schema file. */
export type MutationCloseThreadArgs = {
  bookingId: Scalars['ID']['input'];
  summary: Scalars['String']['input'];
};


/** Each area adds its mutations with `extend type Mutation` in its own schema file. */
export type MutationCopyWeekArgs = {
  listingId: Scalars['ID']['input'];
  reopenClosed?: InputMaybe<Scalars['Boolean']['input']>;
  type: Scalars['String']['input'];
  weekStart: Scalars['String']['input'];
  weeks: Scalars['Int']['input'];
};


/** Each area adds its mutations with `extend type Mutation` in its own schema file. */
export type MutationCreatePetShareLinkArgs = {
  expiresInDays?: InputMaybe<Scalars['Int']['input']>;
  petId: Scalars['ID']['input'];
};


/** Each area adds its mutations with `extend type Mutation` in its own schema file. */
export type MutationDeleteHealthRecordArgs = {
  id: Scalars['ID']['input'];
};


/** Each area adds its mutations with `extend type Mutation` in its own schema file. */
export type MutationDeletePetArgs = {
  id: Scalars['ID']['input'];
};


/** Each area adds its mutations with `extend type Mutation` in its own schema file. */
export type MutationDeleteTeamMemberArgs = {
  id: Scalars['ID']['input'];
};


/** Each area adds its mutations with `extend type Mutation` in its own schema file. */
export type MutationMarkAppointmentOutcomeArgs = {
  id: Scalars['ID']['input'];
  outcome: AppointmentOutcome;
};


/** Each area adds its mutations with `extend type Mutation` in its own schema file. */
export type MutationMarkThreadReadArgs = {
  bookingId: Scalars['ID']['input'];
  upTo?: InputMaybe<Scalars['ID']['input']>;
};


/** Each area adds its mutations with `extend type Mutation` in its own schema file. */
export type MutationRescheduleAppointmentArgs = {
  id: Scalars['ID']['input'];
  slot: Scalars['DateTime']['input'];
};


/** Each area adds its mutations with `extend type Mutation` in its own schema file. */
export type MutationResetDateArgs = {
  date: Scalars['String']['input'];
  listingId: Scalars['ID']['input'];
  type: Scalars['String']['input'];
};


/** Each area adds its mutations with `extend type Mutation` in its own schema file. */
export type MutationRevokeApiTokenArgs = {
  id: Scalars['ID']['input'];
};


/** Each area adds its mutations with `extend type Mutation` in its own schema file. */
export type MutationRevokePetShareLinkArgs = {
  id: Scalars['ID']['input'];
};


/** Each area adds its mutations with `extend type Mutation` in its own schema file. */
export type MutationSaveDomainsArgs = {
  input: DomainsInput;
};


/** Each area adds its mutations with `extend type Mutation` in its own schema file. */
export type MutationSaveHealthRecordArgs = {
  input: HealthRecordInput;
};


/** Each area adds its mutations with `extend type Mutation` in its own schema file. */
export type MutationSaveIntakeQuestionsArgs = {
  listingId: Scalars['ID']['input'];
  questions: Scalars['JSON']['input'];
};


/** Each area adds its mutations with `extend type Mutation` in its own schema file. */
export type MutationSaveListingArgs = {
  input: SaveListingInput;
};


/** Each area adds its mutations with `extend type Mutation` in its own schema file. */
export type MutationSavePetArgs = {
  input: PetInput;
};


/** Each area adds its mutations with `extend type Mutation` in its own schema file. */
export type MutationSaveTeamMemberArgs = {
  input: TeamMemberInput;
};


/** Each area adds its mutations with `extend type Mutation` in its own schema file. */
export type MutationSaveWebsiteArgs = {
  input: WebsiteInput;
};


/** Each area adds its mutations with `extend type Mutation` in its own schema file. */
export type MutationSendThreadMessageArgs = {
  bookingId: Scalars['ID']['input'];
  input: SendThreadMessageInput;
};


/** Each area adds its mutations with `extend type Mutation` in its own schema file. */
export type MutationSetListingStateArgs = {
  id: Scalars['ID']['input'];
  state: ListingState;
};


/** Each area adds its mutations with `extend type Mutation` in its own schema file. */
export type MutationStartThreadCallArgs = {
  bookingId: Scalars['ID']['input'];
  kind: ThreadCallKind;
};


/** Each area adds its mutations with `extend type Mutation` in its own schema file. */
export type MutationToggleSlotArgs = {
  listingId: Scalars['ID']['input'];
  slot: Scalars['String']['input'];
  type: Scalars['String']['input'];
};


/** Each area adds its mutations with `extend type Mutation` in its own schema file. */
export type MutationUndoAppointmentOutcomeArgs = {
  id: Scalars['ID']['input'];
};


/** Each area adds its mutations with `extend type Mutation` in its own schema file. */
export type MutationUpdateMyProfileArgs = {
  input: ProfileInput;
};

/** The signed-in person's own profile. */
export type MyProfile = {
  __typename?: 'MyProfile';
  /** Read-only here. */
  email: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  /** user (pet owner) or vendor (clinic login). */
  kind: Scalars['String']['output'];
  lastName: Scalars['String']['output'];
  /** Read-only here. */
  phone: Maybe<Scalars['String']['output']>;
  pic: Maybe<Scalars['String']['output']>;
};

/** An in-person practice near a zip code (contracts/nearby-practices.ts). */
export type NearbyPractice = {
  __typename?: 'NearbyPractice';
  address: Maybe<Scalars['String']['output']>;
  city: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  providerName: Scalars['String']['output'];
  state: Maybe<Scalars['String']['output']>;
  zipcode: Maybe<Scalars['String']['output']>;
};

/** An active pet (deleted pets have status 0 and are never returned). */
export type Pet = {
  __typename?: 'Pet';
  breed: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  notes: Maybe<Scalars['String']['output']>;
  /** A pet shared with the viewer: its owner's name (absent for the viewer's own pets) */
  sharedBy: Maybe<Scalars['String']['output']>;
  /** A shared pet: what the viewer may do with it (view, manage or full) */
  sharedLevel: Maybe<Scalars['String']['output']>;
  /** Code from the pet-type list */
  type: Scalars['Int']['output'];
  typeName: Scalars['String']['output'];
};

/** New when id is absent, an update when present. Loose scalars on purpose: the server validates and answers with field messages. */
export type PetInput = {
  breed?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  notes?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<Scalars['Int']['input']>;
  /** A vendor adding a pet for a customer names them; an owner may leave it out. */
  userId?: InputMaybe<Scalars['ID']['input']>;
};

/** A working share link of a pet's record. */
export type PetShareLink = {
  __typename?: 'PetShareLink';
  createdAt: Scalars['DateTime']['output'];
  expiresAt: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  petId: Scalars['ID']['output'];
  url: Scalars['String']['output'];
};

/** One entry of the pet-type list. */
export type PetType = {
  __typename?: 'PetType';
  code: Scalars['Int']['output'];
  name: Scalars['String']['output'];
};

export type ProfileInput = {
  /** A user_avatar upload of the person's (cropped to 150x150 in the browser); null removes the picture; absent keeps it. */
  avatarFileId?: InputMaybe<Scalars['Int']['input']>;
  firstName?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
};

export type Query = {
  __typename?: 'Query';
  /** One booking the viewer may see; NOT_FOUND otherwise. */
  appointment: Maybe<AppointmentDetail>;
  /** The viewer's bookings: an owner's own, a vendor's (a sub-user's: listings naming them). Status 0 upcoming, 1 complete, 2, 3 stored. limit at most 50. */
  appointments: AppointmentPage;
  availableSlots: AvailableSlots;
  /** What the booking flows ask after the slot: a live listing's intake questions for one consultation type. */
  bookingQuestions: Scalars['JSON']['output'];
  /** Today in the listing's zone through the last date of the booking window. */
  bookingWindow: BookingWindow;
  /** The clinic's own customers (the spec's Users): filtered, sorted and paged on the server, 10 a page by default. */
  customers: CustomerPage;
  /** A red flag's emergency notice: in-person practices of the vet list near zip, else near the listing's own zip code. */
  emergencyPractices: EmergencyPractices;
  /** A pet's records (petId), or an owner's across their pets (userId; owners may leave it out), newest first. Clinics: only customers who share them with the clinic (a sub-user: pets booked on its listings). */
  healthRecords: Array<HealthRecord>;
  /** The listing's intake questions, for its managers' editor (contracts/intake.ts IntakeQuestion[]). */
  intakeQuestions: Scalars['JSON']['output'];
  listing: Listing;
  /** My Listings: all of the vendor's for a root admin, those naming a sub-user for a sub-user. */
  listings: Array<Listing>;
  /** The viewer's own API tokens: those working, and those that ended in the last 30 days; newest first. */
  myApiTokens: Array<ApiToken>;
  myProfile: MyProfile;
  /** The owner's working share links of one of their pets. */
  petShareLinks: Array<PetShareLink>;
  /** The pet-type list for the pet form. */
  petTypes: Array<PetType>;
  /** An owner's own pets; a clinic names a customer who shares their pets with it (a sub-user sees those booked on its listings). */
  pets: Array<Pet>;
  /** Liveness of the GraphQL endpoint. */
  ping: Scalars['String']['output'];
  /** The schedule calendar's week holding date (today when absent) for the listing's managers. */
  scheduleWeek: ScheduleWeek;
  site: Site;
  /** The clinic's team, newest first. */
  teamMembers: Array<TeamMember>;
  /** An appointment's thread: its owner, the clinic's root admin and the managers of its listing. */
  thread: Maybe<Thread>;
  /** Messages after a cursor (oldest first), or the latest page without one. */
  threadMessages: ThreadMessagePage;
  /** The viewer's unread messages: in total and per appointment. */
  unreadThreads: ThreadUnreadCounts;
  /** The vet list; product 8000 lists only the e-Consultation (video consultations on its terms: 10-15 minutes at $25); sort 'rating' puts the highest rated first. */
  vendorServices: Array<VendorService>;
  /** The signed-in person, or null. */
  viewer: Maybe<Viewer>;
  websiteSettings: WebsiteSettings;
};


export type QueryAppointmentArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAppointmentsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  listingId?: InputMaybe<Scalars['ID']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<AppointmentSort>;
  status?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryAvailableSlotsArgs = {
  date: Scalars['String']['input'];
  listingId: Scalars['ID']['input'];
  timezone?: InputMaybe<Scalars['String']['input']>;
  type: Scalars['String']['input'];
};


export type QueryBookingQuestionsArgs = {
  listingId: Scalars['ID']['input'];
  type: ConsultationType;
};


export type QueryBookingWindowArgs = {
  listingId: Scalars['ID']['input'];
};


export type QueryCustomersArgs = {
  desc?: InputMaybe<Scalars['Boolean']['input']>;
  filter?: InputMaybe<CustomerFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<CustomerSort>;
};


export type QueryEmergencyPracticesArgs = {
  listingId: Scalars['ID']['input'];
  zip?: InputMaybe<Scalars['String']['input']>;
};


export type QueryHealthRecordsArgs = {
  petId?: InputMaybe<Scalars['ID']['input']>;
  userId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryIntakeQuestionsArgs = {
  listingId: Scalars['ID']['input'];
};


export type QueryListingArgs = {
  id: Scalars['ID']['input'];
};


export type QueryListingsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  vendorId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryPetShareLinksArgs = {
  petId: Scalars['ID']['input'];
};


export type QueryPetsArgs = {
  userId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryScheduleWeekArgs = {
  date?: InputMaybe<Scalars['String']['input']>;
  listingId: Scalars['ID']['input'];
  type: Scalars['String']['input'];
};


export type QueryThreadArgs = {
  bookingId: Scalars['ID']['input'];
};


export type QueryThreadMessagesArgs = {
  after?: InputMaybe<Scalars['ID']['input']>;
  bookingId: Scalars['ID']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryVendorServicesArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  product?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<Scalars['String']['input']>;
  zipcode?: InputMaybe<Scalars['String']['input']>;
};

export type RevokeApiTokenPayload = {
  __typename?: 'RevokeApiTokenPayload';
  message: Scalars['String']['output'];
  /** The viewer's tokens after the revocation. */
  tokens: Array<ApiToken>;
};

export type RevokePetShareLinkPayload = {
  __typename?: 'RevokePetShareLinkPayload';
  id: Scalars['ID']['output'];
  message: Scalars['String']['output'];
};

export type SaveHealthRecordPayload = {
  __typename?: 'SaveHealthRecordPayload';
  /** Submitted successfully! */
  message: Scalars['String']['output'];
  record: HealthRecord;
};

export type SaveIntakeQuestionsPayload = {
  __typename?: 'SaveIntakeQuestionsPayload';
  message: Scalars['String']['output'];
  /** The list as saved (contracts/intake.ts IntakeQuestion[]). */
  questions: Scalars['JSON']['output'];
};

/** New when id is absent, an update when present. */
export type SaveListingInput = {
  address?: InputMaybe<Scalars['String']['input']>;
  /** A confirmed image upload (vendor_services_avatar) for the listing's picture; null removes it; absent keeps it. */
  avatarFileId?: InputMaybe<Scalars['Int']['input']>;
  /** Hours before the slot an owner may cancel with a full refund (0 to 720; 24 when absent). */
  cancellationHours?: InputMaybe<Scalars['Int']['input']>;
  consultations: Array<ConsultationInput>;
  /** Hours after the appointment its conversation stays open for follow-up (0 to 720; 48 when absent). */
  followUpHours?: InputMaybe<Scalars['Int']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  line1: Scalars['String']['input'];
  line2?: InputMaybe<Scalars['String']['input']>;
  managers?: InputMaybe<Array<Scalars['ID']['input']>>;
  profile?: InputMaybe<ListingProfileInput>;
  /** The response target for messages (1 to 168 hours); null: no target; absent: unchanged. */
  responseTargetHours?: InputMaybe<Scalars['Int']['input']>;
  timezone: Scalars['String']['input'];
  title: Scalars['String']['input'];
  vendorLoginId?: InputMaybe<Scalars['ID']['input']>;
};

export type SaveListingPayload = {
  __typename?: 'SaveListingPayload';
  listing: Listing;
  message: Scalars['String']['output'];
};

export type SavePetPayload = {
  __typename?: 'SavePetPayload';
  /** Submitted successfully! */
  message: Scalars['String']['output'];
  pet: Pet;
};

export type SaveTeamMemberPayload = {
  __typename?: 'SaveTeamMemberPayload';
  /** True when the new member was emailed a link to choose a password. */
  invited: Scalars['Boolean']['output'];
  member: TeamMember;
  message: Scalars['String']['output'];
};

/** A weekly schedule row: days Mon..Sun and local hours HH:mm in the listing's time zone. */
export type ScheduleRow = {
  __typename?: 'ScheduleRow';
  days: Array<Scalars['String']['output']>;
  from: Scalars['String']['output'];
  to: Scalars['String']['output'];
};

export type ScheduleRowInput = {
  days: Array<Scalars['String']['input']>;
  from: Scalars['String']['input'];
  to: Scalars['String']['input'];
};

/** A listing consultation's week (Sunday first) in the listing's zone, for its managers' schedule calendar. Bookings carry times only. */
export type ScheduleWeek = {
  __typename?: 'ScheduleWeek';
  bookings: Array<WeekSpan>;
  dates: Array<Scalars['String']['output']>;
  duration: Scalars['Int']['output'];
  enabled: Scalars['Boolean']['output'];
  listingId: Scalars['ID']['output'];
  overrides: Array<WeekOverride>;
  slots: Array<WeekSlot>;
  timezone: Scalars['String']['output'];
  title: Scalars['String']['output'];
  type: Scalars['String']['output'];
  types: Array<Scalars['String']['output']>;
  weekStart: Scalars['String']['output'];
  workingHours: Array<WeekSpan>;
  zoneName: Scalars['String']['output'];
};

export type SendThreadMessageInput = {
  body?: InputMaybe<Scalars['String']['input']>;
  /** Uploads of kind thread_attachment, the sender's own */
  fileIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};

export type SendThreadMessagePayload = {
  __typename?: 'SendThreadMessagePayload';
  message: ThreadMessage;
};

export type SetListingStatePayload = {
  __typename?: 'SetListingStatePayload';
  listing: Listing;
  message: Scalars['String']['output'];
};

/** The site this request is for: the marketplace or one vendor's branded site. */
export type Site = {
  __typename?: 'Site';
  kind: SiteKind;
  logo: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  vendorId: Maybe<Scalars['ID']['output']>;
};

export type SiteKind =
  | 'main'
  | 'vendor';

export type SlotOverride = {
  __typename?: 'SlotOverride';
  added: Array<Scalars['String']['output']>;
  date: Scalars['String']['output'];
  /** Whether the toggled slot is now open */
  open: Scalars['Boolean']['output'];
  removed: Array<Scalars['String']['output']>;
  type: Scalars['String']['output'];
};

export type StripDay = {
  __typename?: 'StripDay';
  date: Scalars['String']['output'];
  label: Scalars['String']['output'];
  slots: Array<StripSlot>;
};

export type StripSlot = {
  __typename?: 'StripSlot';
  at: Scalars['Float']['output'];
  /** The start as an ISO instant: new Date(at).toISOString() */
  iso: Scalars['String']['output'];
  /** Local time in the listing's zone, e.g. 9:20 AM */
  label: Scalars['String']['output'];
};

/** A login of the clinic: its root admin or a sub-user. */
export type TeamMember = {
  __typename?: 'TeamMember';
  email: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The signed-in root admin's own row. */
  isYou: Scalars['Boolean']['output'];
  lastName: Scalars['String']['output'];
  phone: Maybe<Scalars['String']['output']>;
  /** root_admin or user. */
  subrole: Scalars['String']['output'];
};

/** New when id is absent. Loose scalars: the server checks and answers with field messages. */
export type TeamMemberInput = {
  email?: InputMaybe<Scalars['String']['input']>;
  firstName?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  /** Optional; without one a new member is emailed a link to choose theirs. */
  password?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
};

/** An appointment's conversation between its owner and the clinic. */
export type Thread = {
  __typename?: 'Thread';
  bookingId: Scalars['ID']['output'];
  canWrite: Scalars['Boolean']['output'];
  /** When the vet closed the consultation with a summary */
  closedAt: Maybe<Scalars['DateTime']['output']>;
  /** When it becomes read-only */
  closesAt: Maybe<Scalars['DateTime']['output']>;
  /** A chat consultation's slot: live from, until */
  liveFrom: Maybe<Scalars['DateTime']['output']>;
  liveUntil: Maybe<Scalars['DateTime']['output']>;
  notice: Scalars['String']['output'];
  /** For the owner: the listing's response target ('The clinic usually replies within 4 hours.'); null otherwise */
  responseTarget: Maybe<Scalars['String']['output']>;
  state: ThreadState;
  unread: Scalars['Int']['output'];
  /** The clinic may step up to a call and close the consultation now */
  vetTools: Scalars['Boolean']['output'];
};

/** A file a message carries: a photo, a short video or a PDF (a signed address, valid for an hour). */
export type ThreadAttachment = {
  __typename?: 'ThreadAttachment';
  contentType: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  kind: Scalars['String']['output'];
  name: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

export { ThreadCallKind };

export type ThreadMessage = {
  __typename?: 'ThreadMessage';
  attachments: Array<ThreadAttachment>;
  body: Scalars['String']['output'];
  delivery: MessageDelivery;
  id: Scalars['ID']['output'];
  kind: ThreadMessageKind;
  /** Sent by the viewer (by the clinic, for a clinic login) */
  mine: Scalars['Boolean']['output'];
  senderKind: ThreadSenderKind;
  senderName: Scalars['String']['output'];
  sentAt: Scalars['DateTime']['output'];
};

export { ThreadMessageKind };

export type ThreadMessagePage = {
  __typename?: 'ThreadMessagePage';
  /** The last message id returned: ask `after` it next time (a reconnecting client gets what it missed) */
  cursor: Maybe<Scalars['ID']['output']>;
  hasMore: Scalars['Boolean']['output'];
  items: Array<ThreadMessage>;
};

export { ThreadSenderKind };

export { ThreadState };

export type ThreadUnread = {
  __typename?: 'ThreadUnread';
  bookingId: Scalars['ID']['output'];
  unread: Scalars['Int']['output'];
};

export type ThreadUnreadCounts = {
  __typename?: 'ThreadUnreadCounts';
  byBooking: Array<ThreadUnread>;
  total: Scalars['Int']['output'];
};

export type UpdateProfilePayload = {
  __typename?: 'UpdateProfilePayload';
  message: Scalars['String']['output'];
  profile: MyProfile;
};

export type Vendor = {
  __typename?: 'Vendor';
  categories: Array<Scalars['Int']['output']>;
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  type: Scalars['Int']['output'];
  website: Maybe<Website>;
};

/** The spec's vendor service: a listing's consultation of one type, with its roster computed by the availability engine. */
export type VendorService = {
  __typename?: 'VendorService';
  address: Maybe<Scalars['String']['output']>;
  avatar: Maybe<Scalars['String']['output']>;
  /** Hours before the slot an owner may cancel with a full refund (stated before payment) */
  cancellationHours: Scalars['Int']['output'];
  /**
   * The strip's days as one value, each {date, label, slots: [{at, label}]} (StripDay without each slot's iso): what
   * a page of vet cards reads. A page of five cards selects some 900 fields through strip, one per day and per slot,
   * and the server spent a third of its time resolving them; this is one field per card.
   */
  cardStrip: Scalars['CardStrip']['output'];
  categories: Array<Scalars['Int']['output']>;
  city: Maybe<Scalars['String']['output']>;
  country: Maybe<Scalars['String']['output']>;
  description: Maybe<Scalars['String']['output']>;
  duration: Scalars['Int']['output'];
  education: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  pets: Array<Scalars['Int']['output']>;
  pics: Array<Scalars['String']['output']>;
  price: Scalars['Int']['output'];
  productId: Scalars['Int']['output'];
  providerName: Scalars['String']['output'];
  /** The listing's published reviews: their average (one decimal, null with none) and count */
  rating: ListingRating;
  /** Bookable slot starts in epoch milliseconds */
  roster: Array<Scalars['Float']['output']>;
  specialization: Array<Scalars['Int']['output']>;
  specializationNames: Array<Scalars['String']['output']>;
  state: Maybe<Scalars['String']['output']>;
  strip: Array<StripDay>;
  timezone: Scalars['String']['output'];
  type: Scalars['String']['output'];
  vendorId: Scalars['ID']['output'];
  zipcode: Maybe<Scalars['String']['output']>;
  zoneName: Scalars['String']['output'];
};

export type VerifyDomainPayload = {
  __typename?: 'VerifyDomainPayload';
  message: Scalars['String']['output'];
  verified: Scalars['Boolean']['output'];
  website: WebsiteSettings;
};

/** The signed-in person: a pet owner or a vendor login. */
export type Viewer = {
  __typename?: 'Viewer';
  email: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  kind: ViewerKind;
  lastName: Scalars['String']['output'];
  pic: Maybe<Scalars['String']['output']>;
  role: Scalars['String']['output'];
  subrole: Maybe<Scalars['String']['output']>;
  /** The practice a vendor login belongs to; null for owners. */
  vendor: Maybe<Vendor>;
};

export type ViewerKind =
  | 'user'
  | 'vendor';

export type Website = {
  __typename?: 'Website';
  customDomain: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  logo: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  subDomain: Maybe<Scalars['String']['output']>;
};

/** The Website tab. Loose scalars: the server checks and answers with field messages. */
export type WebsiteInput = {
  bodySection?: InputMaybe<Scalars['String']['input']>;
  headerSection?: InputMaybe<Scalars['String']['input']>;
  /** A brand_logo upload of the clinic's; null removes the logo; absent keeps it. */
  logoFileId?: InputMaybe<Scalars['Int']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
};

export type WebsitePayload = {
  __typename?: 'WebsitePayload';
  /** Updated successfully! */
  message: Scalars['String']['output'];
  website: WebsiteSettings;
};

/** A clinic's website as its Website and Domains settings tabs show it. */
export type WebsiteSettings = {
  __typename?: 'WebsiteSettings';
  bodySection: Scalars['String']['output'];
  customDomain: Maybe<Scalars['String']['output']>;
  /** none, pending (waiting for its TXT record) or verified (served). */
  customDomainStatus: Scalars['String']['output'];
  /** False until the Website tab's first save creates the record. */
  exists: Scalars['Boolean']['output'];
  headerSection: Scalars['String']['output'];
  logo: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  siteUrl: Maybe<Scalars['String']['output']>;
  subDomain: Maybe<Scalars['String']['output']>;
  verification: Maybe<DomainVerification>;
};

export type WeekOverride = {
  __typename?: 'WeekOverride';
  added: Array<Scalars['String']['output']>;
  date: Scalars['String']['output'];
  removed: Array<Scalars['String']['output']>;
};

/** One slot start of the schedule calendar: open, closed (an override removed it) or booked. */
export type WeekSlot = {
  __typename?: 'WeekSlot';
  end: Scalars['String']['output'];
  /** Offered by the weekly rules (rather than opened by an override) */
  fromRules: Scalars['Boolean']['output'];
  /** Started already: shown, not toggled */
  past: Scalars['Boolean']['output'];
  start: Scalars['String']['output'];
  state: Scalars['String']['output'];
};

export type WeekSpan = {
  __typename?: 'WeekSpan';
  end: Scalars['String']['output'];
  start: Scalars['String']['output'];
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  ApiToken: ResolverTypeWrapper<ApiToken>;
  Appointment: ResolverTypeWrapper<Appointment>;
  AppointmentDetail: ResolverTypeWrapper<AppointmentDetail>;
  AppointmentListing: ResolverTypeWrapper<AppointmentListing>;
  AppointmentOutcome: AppointmentOutcome;
  AppointmentPage: ResolverTypeWrapper<AppointmentPage>;
  AppointmentPayload: ResolverTypeWrapper<AppointmentPayload>;
  AppointmentPayment: ResolverTypeWrapper<AppointmentPayment>;
  AppointmentRef: ResolverTypeWrapper<AppointmentRef>;
  AppointmentRefund: ResolverTypeWrapper<AppointmentRefund>;
  AppointmentSort: AppointmentSort;
  AppointmentState: AppointmentState;
  AppointmentWaiting: ResolverTypeWrapper<AppointmentWaiting>;
  AuthLevel: AuthLevel;
  AvailableSlots: ResolverTypeWrapper<AvailableSlots>;
  BookingWindow: ResolverTypeWrapper<BookingWindow>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CancelAppointmentPayload: ResolverTypeWrapper<CancelAppointmentPayload>;
  CardStrip: ResolverTypeWrapper<Scalars['CardStrip']['output']>;
  ClinicAccess: ClinicAccess;
  Consultation: ResolverTypeWrapper<Consultation>;
  ConsultationInput: ConsultationInput;
  ConsultationType: ConsultationType;
  CopyWeekPayload: ResolverTypeWrapper<CopyWeekPayload>;
  CreatePetShareLinkPayload: ResolverTypeWrapper<CreatePetShareLinkPayload>;
  CustomerFilter: CustomerFilter;
  CustomerPage: ResolverTypeWrapper<CustomerPage>;
  CustomerRow: ResolverTypeWrapper<CustomerRow>;
  CustomerSort: CustomerSort;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DeleteHealthRecordPayload: ResolverTypeWrapper<DeleteHealthRecordPayload>;
  DeletePetPayload: ResolverTypeWrapper<DeletePetPayload>;
  DeleteTeamMemberPayload: ResolverTypeWrapper<DeleteTeamMemberPayload>;
  DomainVerification: ResolverTypeWrapper<DomainVerification>;
  DomainsInput: DomainsInput;
  EmergencyPractices: ResolverTypeWrapper<EmergencyPractices>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  HealthRecord: ResolverTypeWrapper<HealthRecord>;
  HealthRecordAuthor: ResolverTypeWrapper<HealthRecordAuthor>;
  HealthRecordFile: ResolverTypeWrapper<HealthRecordFile>;
  HealthRecordInput: HealthRecordInput;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  JSON: ResolverTypeWrapper<Scalars['JSON']['output']>;
  Listing: ResolverTypeWrapper<Listing>;
  ListingProfileInput: ListingProfileInput;
  ListingRating: ResolverTypeWrapper<ListingRating>;
  ListingState: ListingState;
  MessageDelivery: MessageDelivery;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  MyProfile: ResolverTypeWrapper<MyProfile>;
  NearbyPractice: ResolverTypeWrapper<NearbyPractice>;
  Pet: ResolverTypeWrapper<Pet>;
  PetInput: PetInput;
  PetShareLink: ResolverTypeWrapper<PetShareLink>;
  PetType: ResolverTypeWrapper<PetType>;
  ProfileInput: ProfileInput;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RevokeApiTokenPayload: ResolverTypeWrapper<RevokeApiTokenPayload>;
  RevokePetShareLinkPayload: ResolverTypeWrapper<RevokePetShareLinkPayload>;
  SaveHealthRecordPayload: ResolverTypeWrapper<SaveHealthRecordPayload>;
  SaveIntakeQuestionsPayload: ResolverTypeWrapper<SaveIntakeQuestionsPayload>;
  SaveListingInput: SaveListingInput;
  SaveListingPayload: ResolverTypeWrapper<SaveListingPayload>;
  SavePetPayload: ResolverTypeWrapper<SavePetPayload>;
  SaveTeamMemberPayload: ResolverTypeWrapper<SaveTeamMemberPayload>;
  ScheduleRow: ResolverTypeWrapper<ScheduleRow>;
  ScheduleRowInput: ScheduleRowInput;
  ScheduleWeek: ResolverTypeWrapper<ScheduleWeek>;
  SendThreadMessageInput: SendThreadMessageInput;
  SendThreadMessagePayload: ResolverTypeWrapper<SendThreadMessagePayload>;
  SetListingStatePayload: ResolverTypeWrapper<SetListingStatePayload>;
  Site: ResolverTypeWrapper<Site>;
  SiteKind: SiteKind;
  SlotOverride: ResolverTypeWrapper<SlotOverride>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  StripDay: ResolverTypeWrapper<Omit<StripDay, 'slots'> & { slots: Array<ResolversTypes['StripSlot']> }>;
  StripSlot: ResolverTypeWrapper<StripSlotModel>;
  TeamMember: ResolverTypeWrapper<TeamMember>;
  TeamMemberInput: TeamMemberInput;
  Thread: ResolverTypeWrapper<Thread>;
  ThreadAttachment: ResolverTypeWrapper<ThreadAttachment>;
  ThreadCallKind: ThreadCallKind;
  ThreadMessage: ResolverTypeWrapper<ThreadMessage>;
  ThreadMessageKind: ThreadMessageKind;
  ThreadMessagePage: ResolverTypeWrapper<ThreadMessagePage>;
  ThreadSenderKind: ThreadSenderKind;
  ThreadState: ThreadState;
  ThreadUnread: ResolverTypeWrapper<ThreadUnread>;
  ThreadUnreadCounts: ResolverTypeWrapper<ThreadUnreadCounts>;
  UpdateProfilePayload: ResolverTypeWrapper<UpdateProfilePayload>;
  Vendor: ResolverTypeWrapper<VendorDtoModel>;
  VendorService: ResolverTypeWrapper<VendorServiceModel>;
  VerifyDomainPayload: ResolverTypeWrapper<VerifyDomainPayload>;
  Viewer: ResolverTypeWrapper<ViewerModel>;
  ViewerKind: ViewerKind;
  Website: ResolverTypeWrapper<Website>;
  WebsiteInput: WebsiteInput;
  WebsitePayload: ResolverTypeWrapper<WebsitePayload>;
  WebsiteSettings: ResolverTypeWrapper<WebsiteSettings>;
  WeekOverride: ResolverTypeWrapper<WeekOverride>;
  WeekSlot: ResolverTypeWrapper<WeekSlot>;
  WeekSpan: ResolverTypeWrapper<WeekSpan>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  ApiToken: ApiToken;
  Appointment: Appointment;
  AppointmentDetail: AppointmentDetail;
  AppointmentListing: AppointmentListing;
  AppointmentPage: AppointmentPage;
  AppointmentPayload: AppointmentPayload;
  AppointmentPayment: AppointmentPayment;
  AppointmentRef: AppointmentRef;
  AppointmentRefund: AppointmentRefund;
  AppointmentWaiting: AppointmentWaiting;
  AvailableSlots: AvailableSlots;
  BookingWindow: BookingWindow;
  Boolean: Scalars['Boolean']['output'];
  CancelAppointmentPayload: CancelAppointmentPayload;
  CardStrip: Scalars['CardStrip']['output'];
  Consultation: Consultation;
  ConsultationInput: ConsultationInput;
  CopyWeekPayload: CopyWeekPayload;
  CreatePetShareLinkPayload: CreatePetShareLinkPayload;
  CustomerFilter: CustomerFilter;
  CustomerPage: CustomerPage;
  CustomerRow: CustomerRow;
  DateTime: Scalars['DateTime']['output'];
  DeleteHealthRecordPayload: DeleteHealthRecordPayload;
  DeletePetPayload: DeletePetPayload;
  DeleteTeamMemberPayload: DeleteTeamMemberPayload;
  DomainVerification: DomainVerification;
  DomainsInput: DomainsInput;
  EmergencyPractices: EmergencyPractices;
  Float: Scalars['Float']['output'];
  HealthRecord: HealthRecord;
  HealthRecordAuthor: HealthRecordAuthor;
  HealthRecordFile: HealthRecordFile;
  HealthRecordInput: HealthRecordInput;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  JSON: Scalars['JSON']['output'];
  Listing: Listing;
  ListingProfileInput: ListingProfileInput;
  ListingRating: ListingRating;
  Mutation: Record<PropertyKey, never>;
  MyProfile: MyProfile;
  NearbyPractice: NearbyPractice;
  Pet: Pet;
  PetInput: PetInput;
  PetShareLink: PetShareLink;
  PetType: PetType;
  ProfileInput: ProfileInput;
  Query: Record<PropertyKey, never>;
  RevokeApiTokenPayload: RevokeApiTokenPayload;
  RevokePetShareLinkPayload: RevokePetShareLinkPayload;
  SaveHealthRecordPayload: SaveHealthRecordPayload;
  SaveIntakeQuestionsPayload: SaveIntakeQuestionsPayload;
  SaveListingInput: SaveListingInput;
  SaveListingPayload: SaveListingPayload;
  SavePetPayload: SavePetPayload;
  SaveTeamMemberPayload: SaveTeamMemberPayload;
  ScheduleRow: ScheduleRow;
  ScheduleRowInput: ScheduleRowInput;
  ScheduleWeek: ScheduleWeek;
  SendThreadMessageInput: SendThreadMessageInput;
  SendThreadMessagePayload: SendThreadMessagePayload;
  SetListingStatePayload: SetListingStatePayload;
  Site: Site;
  SlotOverride: SlotOverride;
  String: Scalars['String']['output'];
  StripDay: Omit<StripDay, 'slots'> & { slots: Array<ResolversParentTypes['StripSlot']> };
  StripSlot: StripSlotModel;
  TeamMember: TeamMember;
  TeamMemberInput: TeamMemberInput;
  Thread: Thread;
  ThreadAttachment: ThreadAttachment;
  ThreadMessage: ThreadMessage;
  ThreadMessagePage: ThreadMessagePage;
  ThreadUnread: ThreadUnread;
  ThreadUnreadCounts: ThreadUnreadCounts;
  UpdateProfilePayload: UpdateProfilePayload;
  Vendor: VendorDtoModel;
  VendorService: VendorServiceModel;
  VerifyDomainPayload: VerifyDomainPayload;
  Viewer: ViewerModel;
  Website: Website;
  WebsiteInput: WebsiteInput;
  WebsitePayload: WebsitePayload;
  WebsiteSettings: WebsiteSettings;
  WeekOverride: WeekOverride;
  WeekSlot: WeekSlot;
  WeekSpan: WeekSpan;
};

export type AuthDirectiveArgs = {
  requires: AuthLevel;
};

export type AuthDirectiveResolver<Result, Parent, ContextType = GraphQLContext, Args = AuthDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type ApiTokenResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ApiToken'] = ResolversParentTypes['ApiToken']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastUsedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AppointmentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Appointment'] = ResolversParentTypes['Appointment']> = {
  bookingCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  customerName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  durationMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  listing?: Resolver<ResolversTypes['AppointmentListing'], ParentType, ContextType>;
  listingTZ?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  petName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  petOwnerName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  slot?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['AppointmentState'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  statusLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ConsultationType'], ParentType, ContextType>;
  typeLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  visitAddress?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AppointmentDetailResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AppointmentDetail'] = ResolversParentTypes['AppointmentDetail']> = {
  bookingCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  canCancel?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canMarkOutcome?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canReschedule?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  cancelReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  canceledBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cancellationHours?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  consultationLink?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contactNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  customerName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  durationMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  listing?: Resolver<ResolversTypes['AppointmentListing'], ParentType, ContextType>;
  listingTZ?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  outcomeUndoUntil?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  payment?: Resolver<Maybe<ResolversTypes['AppointmentPayment']>, ParentType, ContextType>;
  petName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  petOwnerName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  refundOnCancel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rescheduledFrom?: Resolver<Maybe<ResolversTypes['AppointmentRef']>, ParentType, ContextType>;
  rescheduledTo?: Resolver<Maybe<ResolversTypes['AppointmentRef']>, ParentType, ContextType>;
  slot?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['AppointmentState'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  statusLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  summary?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ConsultationType'], ParentType, ContextType>;
  typeLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AppointmentListingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AppointmentListing'] = ResolversParentTypes['AppointmentListing']> = {
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  line1?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AppointmentPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AppointmentPage'] = ResolversParentTypes['AppointmentPage']> = {
  hasMore?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Appointment']>, ParentType, ContextType>;
  waiting?: Resolver<Array<ResolversTypes['AppointmentWaiting']>, ParentType, ContextType>;
};

export type AppointmentPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AppointmentPayload'] = ResolversParentTypes['AppointmentPayload']> = {
  appointment?: Resolver<ResolversTypes['AppointmentDetail'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AppointmentPaymentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AppointmentPayment'] = ResolversParentTypes['AppointmentPayment']> = {
  capturedCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  refundedCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  refunds?: Resolver<Array<ResolversTypes['AppointmentRefund']>, ParentType, ContextType>;
};

export type AppointmentRefResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AppointmentRef'] = ResolversParentTypes['AppointmentRef']> = {
  bookingCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type AppointmentRefundResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AppointmentRefund'] = ResolversParentTypes['AppointmentRefund']> = {
  amountCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AppointmentStateResolvers = EnumResolverSignature<{ canceled?: any, complete?: any, inProgress?: any, noShow?: any, rescheduled?: any, upcoming?: any }, ResolversTypes['AppointmentState']>;

export type AppointmentWaitingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AppointmentWaiting'] = ResolversParentTypes['AppointmentWaiting']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  since?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type AvailableSlotsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AvailableSlots'] = ResolversParentTypes['AvailableSlots']> = {
  listingId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  slots?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  timezone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BookingWindowResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BookingWindow'] = ResolversParentTypes['BookingWindow']> = {
  firstDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  listingId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  timezone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CancelAppointmentPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CancelAppointmentPayload'] = ResolversParentTypes['CancelAppointmentPayload']> = {
  appointment?: Resolver<ResolversTypes['AppointmentDetail'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export interface CardStripScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['CardStrip'], any> {
  name: 'CardStrip';
}

export type ConsultationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Consultation'] = ResolversParentTypes['Consultation']> = {
  duration?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  schedule?: Resolver<Array<ResolversTypes['ScheduleRow']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ConsultationTypeResolvers = EnumResolverSignature<{ chat?: any, clinic?: any, house?: any, phone?: any, video?: any }, ResolversTypes['ConsultationType']>;

export type CopyWeekPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CopyWeekPayload'] = ResolversParentTypes['CopyWeekPayload']> = {
  copied?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reopens?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  written?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CreatePetShareLinkPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreatePetShareLinkPayload'] = ResolversParentTypes['CreatePetShareLinkPayload']> = {
  link?: Resolver<ResolversTypes['PetShareLink'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CustomerPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CustomerPage'] = ResolversParentTypes['CustomerPage']> = {
  rows?: Resolver<Array<ResolversTypes['CustomerRow']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CustomerRowResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CustomerRow'] = ResolversParentTypes['CustomerRow']> = {
  access?: Resolver<ResolversTypes['ClinicAccess'], ParentType, ContextType>;
  appointments?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pets?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  since?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DeleteHealthRecordPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeleteHealthRecordPayload'] = ResolversParentTypes['DeleteHealthRecordPayload']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DeletePetPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeletePetPayload'] = ResolversParentTypes['DeletePetPayload']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DeleteTeamMemberPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeleteTeamMemberPayload'] = ResolversParentTypes['DeleteTeamMemberPayload']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DomainVerificationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DomainVerification'] = ResolversParentTypes['DomainVerification']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type EmergencyPracticesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EmergencyPractices'] = ResolversParentTypes['EmergencyPractices']> = {
  practices?: Resolver<Array<ResolversTypes['NearbyPractice']>, ParentType, ContextType>;
  zip?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type HealthRecordResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HealthRecord'] = ResolversParentTypes['HealthRecord']> = {
  author?: Resolver<ResolversTypes['HealthRecordAuthor'], ParentType, ContextType>;
  bookingId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  category?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  details?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  editable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  files?: Resolver<Array<ResolversTypes['HealthRecordFile']>, ParentType, ContextType>;
  flags?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  petId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  subcategory?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type HealthRecordAuthorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HealthRecordAuthor'] = ResolversParentTypes['HealthRecordAuthor']> = {
  clinic?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type HealthRecordFileResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HealthRecordFile'] = ResolversParentTypes['HealthRecordFile']> = {
  contentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  size?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export interface JsonScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSON'], any> {
  name: 'JSON';
}

export type ListingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Listing'] = ResolversParentTypes['Listing']> = {
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  avatar?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cancellationHours?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  consultations?: Resolver<Array<ResolversTypes['Consultation']>, ParentType, ContextType>;
  followUpHours?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  line1?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  line2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  managers?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  profile?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  responseTargetHours?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['ListingState'], ParentType, ContextType>;
  timezone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  vendorId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  vendorLoginId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type ListingRatingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ListingRating'] = ResolversParentTypes['ListingRating']> = {
  average?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MessageDeliveryResolvers = EnumResolverSignature<{ delivered?: any, read?: any, sent?: any }, ResolversTypes['MessageDelivery']>;

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  addConsultationNote?: Resolver<ResolversTypes['SaveHealthRecordPayload'], ParentType, ContextType, RequireFields<MutationAddConsultationNoteArgs, 'bookingId'>>;
  cancelAppointment?: Resolver<ResolversTypes['CancelAppointmentPayload'], ParentType, ContextType, RequireFields<MutationCancelAppointmentArgs, 'id'>>;
  closeThread?: Resolver<ResolversTypes['Thread'], ParentType, ContextType, RequireFields<MutationCloseThreadArgs, 'bookingId' | 'summary'>>;
  copyWeek?: Resolver<ResolversTypes['CopyWeekPayload'], ParentType, ContextType, RequireFields<MutationCopyWeekArgs, 'listingId' | 'type' | 'weekStart' | 'weeks'>>;
  createPetShareLink?: Resolver<ResolversTypes['CreatePetShareLinkPayload'], ParentType, ContextType, RequireFields<MutationCreatePetShareLinkArgs, 'petId'>>;
  deleteHealthRecord?: Resolver<ResolversTypes['DeleteHealthRecordPayload'], ParentType, ContextType, RequireFields<MutationDeleteHealthRecordArgs, 'id'>>;
  deletePet?: Resolver<ResolversTypes['DeletePetPayload'], ParentType, ContextType, RequireFields<MutationDeletePetArgs, 'id'>>;
  deleteTeamMember?: Resolver<ResolversTypes['DeleteTeamMemberPayload'], ParentType, ContextType, RequireFields<MutationDeleteTeamMemberArgs, 'id'>>;
  markAppointmentOutcome?: Resolver<ResolversTypes['AppointmentPayload'], ParentType, ContextType, RequireFields<MutationMarkAppointmentOutcomeArgs, 'id' | 'outcome'>>;
  markThreadRead?: Resolver<ResolversTypes['Thread'], ParentType, ContextType, RequireFields<MutationMarkThreadReadArgs, 'bookingId'>>;
  rescheduleAppointment?: Resolver<ResolversTypes['AppointmentPayload'], ParentType, ContextType, RequireFields<MutationRescheduleAppointmentArgs, 'id' | 'slot'>>;
  resetDate?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationResetDateArgs, 'date' | 'listingId' | 'type'>>;
  revokeApiToken?: Resolver<ResolversTypes['RevokeApiTokenPayload'], ParentType, ContextType, RequireFields<MutationRevokeApiTokenArgs, 'id'>>;
  revokePetShareLink?: Resolver<ResolversTypes['RevokePetShareLinkPayload'], ParentType, ContextType, RequireFields<MutationRevokePetShareLinkArgs, 'id'>>;
  saveDomains?: Resolver<ResolversTypes['WebsitePayload'], ParentType, ContextType, RequireFields<MutationSaveDomainsArgs, 'input'>>;
  saveHealthRecord?: Resolver<ResolversTypes['SaveHealthRecordPayload'], ParentType, ContextType, RequireFields<MutationSaveHealthRecordArgs, 'input'>>;
  saveIntakeQuestions?: Resolver<ResolversTypes['SaveIntakeQuestionsPayload'], ParentType, ContextType, RequireFields<MutationSaveIntakeQuestionsArgs, 'listingId' | 'questions'>>;
  saveListing?: Resolver<ResolversTypes['SaveListingPayload'], ParentType, ContextType, RequireFields<MutationSaveListingArgs, 'input'>>;
  savePet?: Resolver<ResolversTypes['SavePetPayload'], ParentType, ContextType, RequireFields<MutationSavePetArgs, 'input'>>;
  saveTeamMember?: Resolver<ResolversTypes['SaveTeamMemberPayload'], ParentType, ContextType, RequireFields<MutationSaveTeamMemberArgs, 'input'>>;
  saveWebsite?: Resolver<ResolversTypes['WebsitePayload'], ParentType, ContextType, RequireFields<MutationSaveWebsiteArgs, 'input'>>;
  sendThreadMessage?: Resolver<ResolversTypes['SendThreadMessagePayload'], ParentType, ContextType, RequireFields<MutationSendThreadMessageArgs, 'bookingId' | 'input'>>;
  setListingState?: Resolver<ResolversTypes['SetListingStatePayload'], ParentType, ContextType, RequireFields<MutationSetListingStateArgs, 'id' | 'state'>>;
  startThreadCall?: Resolver<ResolversTypes['SendThreadMessagePayload'], ParentType, ContextType, RequireFields<MutationStartThreadCallArgs, 'bookingId' | 'kind'>>;
  toggleSlot?: Resolver<ResolversTypes['SlotOverride'], ParentType, ContextType, RequireFields<MutationToggleSlotArgs, 'listingId' | 'slot' | 'type'>>;
  undoAppointmentOutcome?: Resolver<ResolversTypes['AppointmentPayload'], ParentType, ContextType, RequireFields<MutationUndoAppointmentOutcomeArgs, 'id'>>;
  updateMyProfile?: Resolver<ResolversTypes['UpdateProfilePayload'], ParentType, ContextType, RequireFields<MutationUpdateMyProfileArgs, 'input'>>;
  verifyCustomDomain?: Resolver<ResolversTypes['VerifyDomainPayload'], ParentType, ContextType>;
};

export type MyProfileResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MyProfile'] = ResolversParentTypes['MyProfile']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pic?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type NearbyPracticeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NearbyPractice'] = ResolversParentTypes['NearbyPractice']> = {
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  providerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  zipcode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PetResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Pet'] = ResolversParentTypes['Pet']> = {
  breed?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sharedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sharedLevel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  typeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PetShareLinkResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PetShareLink'] = ResolversParentTypes['PetShareLink']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  expiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  petId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PetTypeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PetType'] = ResolversParentTypes['PetType']> = {
  code?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  appointment?: Resolver<Maybe<ResolversTypes['AppointmentDetail']>, ParentType, ContextType, RequireFields<QueryAppointmentArgs, 'id'>>;
  appointments?: Resolver<ResolversTypes['AppointmentPage'], ParentType, ContextType, Partial<QueryAppointmentsArgs>>;
  availableSlots?: Resolver<ResolversTypes['AvailableSlots'], ParentType, ContextType, RequireFields<QueryAvailableSlotsArgs, 'date' | 'listingId' | 'type'>>;
  bookingQuestions?: Resolver<ResolversTypes['JSON'], ParentType, ContextType, RequireFields<QueryBookingQuestionsArgs, 'listingId' | 'type'>>;
  bookingWindow?: Resolver<ResolversTypes['BookingWindow'], ParentType, ContextType, RequireFields<QueryBookingWindowArgs, 'listingId'>>;
  customers?: Resolver<ResolversTypes['CustomerPage'], ParentType, ContextType, Partial<QueryCustomersArgs>>;
  emergencyPractices?: Resolver<ResolversTypes['EmergencyPractices'], ParentType, ContextType, RequireFields<QueryEmergencyPracticesArgs, 'listingId'>>;
  healthRecords?: Resolver<Array<ResolversTypes['HealthRecord']>, ParentType, ContextType, Partial<QueryHealthRecordsArgs>>;
  intakeQuestions?: Resolver<ResolversTypes['JSON'], ParentType, ContextType, RequireFields<QueryIntakeQuestionsArgs, 'listingId'>>;
  listing?: Resolver<ResolversTypes['Listing'], ParentType, ContextType, RequireFields<QueryListingArgs, 'id'>>;
  listings?: Resolver<Array<ResolversTypes['Listing']>, ParentType, ContextType, Partial<QueryListingsArgs>>;
  myApiTokens?: Resolver<Array<ResolversTypes['ApiToken']>, ParentType, ContextType>;
  myProfile?: Resolver<ResolversTypes['MyProfile'], ParentType, ContextType>;
  petShareLinks?: Resolver<Array<ResolversTypes['PetShareLink']>, ParentType, ContextType, RequireFields<QueryPetShareLinksArgs, 'petId'>>;
  petTypes?: Resolver<Array<ResolversTypes['PetType']>, ParentType, ContextType>;
  pets?: Resolver<Array<ResolversTypes['Pet']>, ParentType, ContextType, Partial<QueryPetsArgs>>;
  ping?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  scheduleWeek?: Resolver<ResolversTypes['ScheduleWeek'], ParentType, ContextType, RequireFields<QueryScheduleWeekArgs, 'listingId' | 'type'>>;
  site?: Resolver<ResolversTypes['Site'], ParentType, ContextType>;
  teamMembers?: Resolver<Array<ResolversTypes['TeamMember']>, ParentType, ContextType>;
  thread?: Resolver<Maybe<ResolversTypes['Thread']>, ParentType, ContextType, RequireFields<QueryThreadArgs, 'bookingId'>>;
  threadMessages?: Resolver<ResolversTypes['ThreadMessagePage'], ParentType, ContextType, RequireFields<QueryThreadMessagesArgs, 'bookingId' | 'limit'>>;
  unreadThreads?: Resolver<ResolversTypes['ThreadUnreadCounts'], ParentType, ContextType>;
  vendorServices?: Resolver<Array<ResolversTypes['VendorService']>, ParentType, ContextType, Partial<QueryVendorServicesArgs>>;
  viewer?: Resolver<Maybe<ResolversTypes['Viewer']>, ParentType, ContextType>;
  websiteSettings?: Resolver<ResolversTypes['WebsiteSettings'], ParentType, ContextType>;
};

export type RevokeApiTokenPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RevokeApiTokenPayload'] = ResolversParentTypes['RevokeApiTokenPayload']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tokens?: Resolver<Array<ResolversTypes['ApiToken']>, ParentType, ContextType>;
};

export type RevokePetShareLinkPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RevokePetShareLinkPayload'] = ResolversParentTypes['RevokePetShareLinkPayload']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SaveHealthRecordPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SaveHealthRecordPayload'] = ResolversParentTypes['SaveHealthRecordPayload']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  record?: Resolver<ResolversTypes['HealthRecord'], ParentType, ContextType>;
};

export type SaveIntakeQuestionsPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SaveIntakeQuestionsPayload'] = ResolversParentTypes['SaveIntakeQuestionsPayload']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  questions?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
};

export type SaveListingPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SaveListingPayload'] = ResolversParentTypes['SaveListingPayload']> = {
  listing?: Resolver<ResolversTypes['Listing'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SavePetPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SavePetPayload'] = ResolversParentTypes['SavePetPayload']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pet?: Resolver<ResolversTypes['Pet'], ParentType, ContextType>;
};

export type SaveTeamMemberPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SaveTeamMemberPayload'] = ResolversParentTypes['SaveTeamMemberPayload']> = {
  invited?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  member?: Resolver<ResolversTypes['TeamMember'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ScheduleRowResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ScheduleRow'] = ResolversParentTypes['ScheduleRow']> = {
  days?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ScheduleWeekResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ScheduleWeek'] = ResolversParentTypes['ScheduleWeek']> = {
  bookings?: Resolver<Array<ResolversTypes['WeekSpan']>, ParentType, ContextType>;
  dates?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  duration?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  listingId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  overrides?: Resolver<Array<ResolversTypes['WeekOverride']>, ParentType, ContextType>;
  slots?: Resolver<Array<ResolversTypes['WeekSlot']>, ParentType, ContextType>;
  timezone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  types?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  weekStart?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  workingHours?: Resolver<Array<ResolversTypes['WeekSpan']>, ParentType, ContextType>;
  zoneName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SendThreadMessagePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SendThreadMessagePayload'] = ResolversParentTypes['SendThreadMessagePayload']> = {
  message?: Resolver<ResolversTypes['ThreadMessage'], ParentType, ContextType>;
};

export type SetListingStatePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetListingStatePayload'] = ResolversParentTypes['SetListingStatePayload']> = {
  listing?: Resolver<ResolversTypes['Listing'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SiteResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Site'] = ResolversParentTypes['Site']> = {
  kind?: Resolver<ResolversTypes['SiteKind'], ParentType, ContextType>;
  logo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  vendorId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type SlotOverrideResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SlotOverride'] = ResolversParentTypes['SlotOverride']> = {
  added?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  open?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  removed?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StripDayResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StripDay'] = ResolversParentTypes['StripDay']> = {
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slots?: Resolver<Array<ResolversTypes['StripSlot']>, ParentType, ContextType>;
};

export type StripSlotResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StripSlot'] = ResolversParentTypes['StripSlot']> = {
  at?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  iso?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TeamMemberResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TeamMember'] = ResolversParentTypes['TeamMember']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isYou?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  subrole?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ThreadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Thread'] = ResolversParentTypes['Thread']> = {
  bookingId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  canWrite?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  closedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  closesAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  liveFrom?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  liveUntil?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  notice?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  responseTarget?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['ThreadState'], ParentType, ContextType>;
  unread?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  vetTools?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ThreadAttachmentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ThreadAttachment'] = ResolversParentTypes['ThreadAttachment']> = {
  contentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ThreadCallKindResolvers = EnumResolverSignature<{ phone?: any, video?: any }, ResolversTypes['ThreadCallKind']>;

export type ThreadMessageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ThreadMessage'] = ResolversParentTypes['ThreadMessage']> = {
  attachments?: Resolver<Array<ResolversTypes['ThreadAttachment']>, ParentType, ContextType>;
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  delivery?: Resolver<ResolversTypes['MessageDelivery'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ThreadMessageKind'], ParentType, ContextType>;
  mine?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  senderKind?: Resolver<ResolversTypes['ThreadSenderKind'], ParentType, ContextType>;
  senderName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sentAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type ThreadMessageKindResolvers = EnumResolverSignature<{ closed?: any, phone_call?: any, text?: any, video_call?: any }, ResolversTypes['ThreadMessageKind']>;

export type ThreadMessagePageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ThreadMessagePage'] = ResolversParentTypes['ThreadMessagePage']> = {
  cursor?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  hasMore?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['ThreadMessage']>, ParentType, ContextType>;
};

export type ThreadSenderKindResolvers = EnumResolverSignature<{ user?: any, vendor?: any }, ResolversTypes['ThreadSenderKind']>;

export type ThreadStateResolvers = EnumResolverSignature<{ followUp?: any, live?: any, open?: any, readOnly?: any }, ResolversTypes['ThreadState']>;

export type ThreadUnreadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ThreadUnread'] = ResolversParentTypes['ThreadUnread']> = {
  bookingId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  unread?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ThreadUnreadCountsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ThreadUnreadCounts'] = ResolversParentTypes['ThreadUnreadCounts']> = {
  byBooking?: Resolver<Array<ResolversTypes['ThreadUnread']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type UpdateProfilePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateProfilePayload'] = ResolversParentTypes['UpdateProfilePayload']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  profile?: Resolver<ResolversTypes['MyProfile'], ParentType, ContextType>;
};

export type VendorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Vendor'] = ResolversParentTypes['Vendor']> = {
  categories?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  website?: Resolver<Maybe<ResolversTypes['Website']>, ParentType, ContextType>;
};

export type VendorServiceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VendorService'] = ResolversParentTypes['VendorService']> = {
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  avatar?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cancellationHours?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  cardStrip?: Resolver<ResolversTypes['CardStrip'], ParentType, ContextType>;
  categories?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  duration?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  education?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pets?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  pics?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  providerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rating?: Resolver<ResolversTypes['ListingRating'], ParentType, ContextType>;
  roster?: Resolver<Array<ResolversTypes['Float']>, ParentType, ContextType>;
  specialization?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  specializationNames?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  strip?: Resolver<Array<ResolversTypes['StripDay']>, ParentType, ContextType>;
  timezone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  vendorId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  zipcode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  zoneName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type VerifyDomainPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VerifyDomainPayload'] = ResolversParentTypes['VerifyDomainPayload']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  verified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  website?: Resolver<ResolversTypes['WebsiteSettings'], ParentType, ContextType>;
};

export type ViewerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Viewer'] = ResolversParentTypes['Viewer']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ViewerKind'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pic?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subrole?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  vendor?: Resolver<Maybe<ResolversTypes['Vendor']>, ParentType, ContextType>;
};

export type WebsiteResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Website'] = ResolversParentTypes['Website']> = {
  customDomain?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  logo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subDomain?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type WebsitePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WebsitePayload'] = ResolversParentTypes['WebsitePayload']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  website?: Resolver<ResolversTypes['WebsiteSettings'], ParentType, ContextType>;
};

export type WebsiteSettingsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WebsiteSettings'] = ResolversParentTypes['WebsiteSettings']> = {
  bodySection?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customDomain?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customDomainStatus?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  exists?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  headerSection?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  logo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  siteUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  subDomain?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  verification?: Resolver<Maybe<ResolversTypes['DomainVerification']>, ParentType, ContextType>;
};

export type WeekOverrideResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WeekOverride'] = ResolversParentTypes['WeekOverride']> = {
  added?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  removed?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type WeekSlotResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WeekSlot'] = ResolversParentTypes['WeekSlot']> = {
  end?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fromRules?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  past?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  start?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type WeekSpanResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WeekSpan'] = ResolversParentTypes['WeekSpan']> = {
  end?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  start?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GraphQLContext> = {
  ApiToken?: ApiTokenResolvers<ContextType>;
  Appointment?: AppointmentResolvers<ContextType>;
  AppointmentDetail?: AppointmentDetailResolvers<ContextType>;
  AppointmentListing?: AppointmentListingResolvers<ContextType>;
  AppointmentPage?: AppointmentPageResolvers<ContextType>;
  AppointmentPayload?: AppointmentPayloadResolvers<ContextType>;
  AppointmentPayment?: AppointmentPaymentResolvers<ContextType>;
  AppointmentRef?: AppointmentRefResolvers<ContextType>;
  AppointmentRefund?: AppointmentRefundResolvers<ContextType>;
  AppointmentState?: AppointmentStateResolvers;
  AppointmentWaiting?: AppointmentWaitingResolvers<ContextType>;
  AvailableSlots?: AvailableSlotsResolvers<ContextType>;
  BookingWindow?: BookingWindowResolvers<ContextType>;
  CancelAppointmentPayload?: CancelAppointmentPayloadResolvers<ContextType>;
  CardStrip?: GraphQLScalarType;
  Consultation?: ConsultationResolvers<ContextType>;
  ConsultationType?: ConsultationTypeResolvers;
  CopyWeekPayload?: CopyWeekPayloadResolvers<ContextType>;
  CreatePetShareLinkPayload?: CreatePetShareLinkPayloadResolvers<ContextType>;
  CustomerPage?: CustomerPageResolvers<ContextType>;
  CustomerRow?: CustomerRowResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  DeleteHealthRecordPayload?: DeleteHealthRecordPayloadResolvers<ContextType>;
  DeletePetPayload?: DeletePetPayloadResolvers<ContextType>;
  DeleteTeamMemberPayload?: DeleteTeamMemberPayloadResolvers<ContextType>;
  DomainVerification?: DomainVerificationResolvers<ContextType>;
  EmergencyPractices?: EmergencyPracticesResolvers<ContextType>;
  HealthRecord?: HealthRecordResolvers<ContextType>;
  HealthRecordAuthor?: HealthRecordAuthorResolvers<ContextType>;
  HealthRecordFile?: HealthRecordFileResolvers<ContextType>;
  JSON?: GraphQLScalarType;
  Listing?: ListingResolvers<ContextType>;
  ListingRating?: ListingRatingResolvers<ContextType>;
  MessageDelivery?: MessageDeliveryResolvers;
  Mutation?: MutationResolvers<ContextType>;
  MyProfile?: MyProfileResolvers<ContextType>;
  NearbyPractice?: NearbyPracticeResolvers<ContextType>;
  Pet?: PetResolvers<ContextType>;
  PetShareLink?: PetShareLinkResolvers<ContextType>;
  PetType?: PetTypeResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RevokeApiTokenPayload?: RevokeApiTokenPayloadResolvers<ContextType>;
  RevokePetShareLinkPayload?: RevokePetShareLinkPayloadResolvers<ContextType>;
  SaveHealthRecordPayload?: SaveHealthRecordPayloadResolvers<ContextType>;
  SaveIntakeQuestionsPayload?: SaveIntakeQuestionsPayloadResolvers<ContextType>;
  SaveListingPayload?: SaveListingPayloadResolvers<ContextType>;
  SavePetPayload?: SavePetPayloadResolvers<ContextType>;
  SaveTeamMemberPayload?: SaveTeamMemberPayloadResolvers<ContextType>;
  ScheduleRow?: ScheduleRowResolvers<ContextType>;
  ScheduleWeek?: ScheduleWeekResolvers<ContextType>;
  SendThreadMessagePayload?: SendThreadMessagePayloadResolvers<ContextType>;
  SetListingStatePayload?: SetListingStatePayloadResolvers<ContextType>;
  Site?: SiteResolvers<ContextType>;
  SlotOverride?: SlotOverrideResolvers<ContextType>;
  StripDay?: StripDayResolvers<ContextType>;
  StripSlot?: StripSlotResolvers<ContextType>;
  TeamMember?: TeamMemberResolvers<ContextType>;
  Thread?: ThreadResolvers<ContextType>;
  ThreadAttachment?: ThreadAttachmentResolvers<ContextType>;
  ThreadCallKind?: ThreadCallKindResolvers;
  ThreadMessage?: ThreadMessageResolvers<ContextType>;
  ThreadMessageKind?: ThreadMessageKindResolvers;
  ThreadMessagePage?: ThreadMessagePageResolvers<ContextType>;
  ThreadSenderKind?: ThreadSenderKindResolvers;
  ThreadState?: ThreadStateResolvers;
  ThreadUnread?: ThreadUnreadResolvers<ContextType>;
  ThreadUnreadCounts?: ThreadUnreadCountsResolvers<ContextType>;
  UpdateProfilePayload?: UpdateProfilePayloadResolvers<ContextType>;
  Vendor?: VendorResolvers<ContextType>;
  VendorService?: VendorServiceResolvers<ContextType>;
  VerifyDomainPayload?: VerifyDomainPayloadResolvers<ContextType>;
  Viewer?: ViewerResolvers<ContextType>;
  Website?: WebsiteResolvers<ContextType>;
  WebsitePayload?: WebsitePayloadResolvers<ContextType>;
  WebsiteSettings?: WebsiteSettingsResolvers<ContextType>;
  WeekOverride?: WeekOverrideResolvers<ContextType>;
  WeekSlot?: WeekSlotResolvers<ContextType>;
  WeekSpan?: WeekSpanResolvers<ContextType>;
};

export type DirectiveResolvers<ContextType = GraphQLContext> = {
  auth?: AuthDirectiveResolver<any, any, ContextType>;
};
