import type { Adapters } from './adapters/index.ts';
import type { Config } from './config.ts';
import type { Db } from './db/knex.ts';
import { inTransaction } from './db/transaction.ts';
import { bookableListings, publicListingsForVendor, type PublicListing } from './domain/listings/public-listings.ts';
import { latestMessages, type OutboxRow } from './domain/outbox/index.ts';
import { SiteResolver } from './tenancy/site-resolver.ts';
import { listingService, type ListingService } from './domain/listings/listing-service.ts';
import { normaliseVetListQuery, vendorServices, type VendorService, type VetListQuery } from './domain/listings/vet-list.ts';
import { nearbyPractices } from './domain/listings/nearby-practices.ts';
import type { ListingRow } from './domain/listings/index.ts';
import { intakeService, type IntakeService } from './domain/listings/intake-service.ts';
import type { NearbyPractice } from '../contracts/nearby-practices.ts';
import type { DbVersion } from './db/db-version.ts';
import { CacheVersions, scopedCache } from './db/cache-versions.ts';
import { accountsVersion } from './domain/accounts/authentication.ts';
import { availabilityService, type AvailabilityService } from './domain/availability/availability-service.ts';
import { AccountService } from './domain/accounts/account-service.ts';
import { apiTokenService, type ApiTokenService } from './domain/accounts/api-tokens.ts';
import { clinicHomes, type ClinicHomes } from './domain/accounts/clinic-home.ts';
import { createInquiryService, type InquiryService } from './domain/inquiries/inquiry-service.ts';
import { bookingService, type BookingService } from './domain/bookings/booking-service.ts';
import { bookingPayable } from './domain/bookings/booking-payable.ts';
import { paymentSaga, type Payable, type PaymentSaga } from './domain/payments/payment-saga.ts';
import { applyPayPalEvent, type PayPalEvent } from './domain/payments/paypal-events.ts';
import { discountService, type DiscountService } from './domain/payments/discount-service.ts';
import { deskCustomers, type NewDeskCustomer } from './domain/customers/desk-customers.ts';
import { clinicConsent, type ClinicConsent } from './domain/customers/clinic-consent.ts';
import { clinicSite } from './domain/websites/clinic-site.ts';
import type { DeskCustomer } from '../contracts/customers.ts';
import { requireVendor, type Viewer } from './domain/accounts/viewer.ts';
import type { CaptchaStore } from './adapters/captcha-store.ts';
import { orderService, type OrderService } from './domain/orders/order-service.ts';
import { orderPayable } from './domain/orders/order-payable.ts';
import { myOrders, type MyOrdersService } from './domain/orders/my-orders.ts';
import { fulfilmentService, type FulfilmentService } from './domain/orders/fulfilment-service.ts';
import { peerConsultService, type PeerConsultService } from './domain/orders/peer-consult-service.ts';
import { houseCallAreas, type HouseCallAreas } from './domain/orders/house-call-area.ts';
import { recordsRequestService, type RecordsRequestService } from './domain/records-requests/records-request-service.ts';
import { houseCallPlans, type HouseCallPlans } from './domain/orders/house-call-plan.ts';
import { cancelVisitOfBooking } from './domain/orders/index.ts';
import { notifyPackageVisit } from './domain/bookings/package-visit.ts';
import { onboardingService, type OnboardingService } from './domain/onboarding/onboarding.ts';
import { ownerNotices, type OwnerNoticeService } from './domain/notices/owner-notices.ts';
import { fileService, type FileService } from './domain/files/file-service.ts';
import { petService, type PetService } from './domain/pets/pet-service.ts';
import { coOwnerService, type CoOwnerService } from './domain/pets/co-owner-service.ts';
import { consultationService, type ConsultationService } from './domain/consultations/consultation-page.ts';
import { appointmentService, type AppointmentService } from './domain/appointments/appointment-service.ts';
import { ownerErasure, type OwnerErasure } from './domain/erasure/owner-erasure.ts';
import { clinicClosure, type ClinicClosure } from './domain/erasure/clinic-closure.ts';
import { DATA_EXPORT_QUEUE, dataExportService, type DataExportService } from './domain/exports/data-export-service.ts';
import { MAX_REPORT_DAYS, REPORT_CHARTS } from '../contracts/reports.ts';
import { calendarFeedService, type CalendarFeedService } from './domain/appointments/calendar-feed.ts';
import { reviewService, type ReviewService } from './domain/reviews/review-service.ts';
import { reportService, type ReportService } from './domain/reports/report-service.ts';
import { customerDirectory, type CustomerDirectory } from './domain/customers/customer-directory.ts';
import { websiteSettings, type WebsiteSettings } from './domain/websites/website-settings.ts';
import { teamService, type TeamService } from './domain/team/team-service.ts';
import { auditLogService, type AuditLogService } from './domain/audit/audit-log.ts';
import { profileService, type ProfileService } from './domain/accounts/profile-service.ts';
import { healthRecordService, type HealthRecordService } from './domain/health-records/health-record-service.ts';
import { shareLinkService, type ShareLinkService } from './domain/health-records/share-link-service.ts';
import { refundService, type RefundService } from './domain/payments/refund-service.ts';
import { reminderService, type ReminderService } from './domain/reminders/reminder-service.ts';
import { clinicReminders, type ClinicReminders } from './domain/reminders/clinic-reminders.ts';
import { senderAddressOf } from './domain/notices/booking-notice.ts';
import { adoptionService, shelterService, type AdoptionService, type ShelterService } from './domain/shelters/index.ts';
import { pushService, type PushService } from './domain/push/push-service.ts';
import type { PushMessage } from '../contracts/push.ts';
import { threadService, type ThreadEvent, type ThreadService } from './domain/threads/thread-service.ts';
import { opsConsole, type OpsConsole } from './domain/ops/index.ts';
import { clinicStanding, type ClinicStanding } from './domain/vendors/index.ts';
import { awayNoticeJob, awayNoticeService, AWAY_NOTICE_QUEUE, type AwayNoticeService } from './domain/threads/away-notice.ts';
import { waitlistService, type WaitlistService } from './domain/waitlist/waitlist-service.ts';
import { waitlistMatchJob, waitlistOffers, WAITLIST_QUEUES, type WaitlistOffers } from './domain/waitlist/waitlist-offers.ts';

/**
 * The domain services, built once per process and shared by routes and
 * resolvers, so neither edge touches the database directly. Each later area
 * adds its service here.
 */
export interface Services {
  /**
   * The versions this process reads: per listing, clinic and owner (cache-versions.ts), and the accounts
   * (db-version.ts). Results kept under them anywhere in the process share these, so each is read at most once a second.
   */
  versions: { scoped: CacheVersions; accounts: DbVersion };
  sites: SiteResolver;
  listings: {
    publicForVendor(vendorId: number): Promise<PublicListing[]>;
    /** Whether a clinic is live, or why not (not verified, waiting for approval, suspended): its site says so. */
    standingOf(vendorId: number): Promise<ClinicStanding>;
    /** New Appointment's listings, by the listing policy the payment call enforces (null: nowhere to book here). */
    bookableFor(viewer: Viewer, siteVendorId: number | null): Promise<PublicListing[] | null>;
  };
  /** The vendor's listing editor and My Listings (authorization inside). */
  listingAdmin: ListingService;
  /** A listing's intake questions: its managers edit them, the booking flows read a live listing's (authorization inside). */
  intake: IntakeService;
  /** Slot lookups and schedule-mode overrides, all through the one availability engine. */
  availability: AvailabilityService;
  /** The public vet list (the spec's vendor services). */
  vetList: {
    vendorServices(query: VetListQuery, now: Date): Promise<VendorService[]>;
    /** In-person practices near a zip code (the health assessment's emergency answer). */
    nearbyPractices(zipcode: string): Promise<NearbyPractice[]>;
  };
  outbox: { latest(limit?: number): Promise<OutboxRow[]> };
  health: { databaseReachable(timeoutMs?: number): Promise<boolean> };
  accounts: AccountService;
  /** Shelter partnership enquiries and newsletter sign-ups (the public site's forms). */
  inquiries: InquiryService;
  /** Appointments with their payment: hold, charge, confirm or release. */
  bookings: BookingService;
  /**
   * The one payment saga (hold, charge, settle, confirm) for bookings and orders, the card-payment provider's
   * capture (PayPal's card fields and button; `enabled` when configured) and the reconcile.
   */
  payments: PaymentSaga;
  /** Signature-checked PayPal webhooks; null when PayPal webhooks are not configured. */
  paypalWebhooks: { handle(headers: Record<string, string | undefined>, event: PayPalEvent): Promise<'captured' | 'refunded' | 'ignored' | 'unverified'> } | null;
  /** Promo previews for the booking wizard and checkout (check_discount). */
  discounts: DiscountService;
  /** The clinic's desk: finds its own customers to book for them, or registers owners (desk-customers.ts). */
  customers: {
    byEmail(viewer: Viewer | null, email: string): Promise<DeskCustomer>;
    /** One of the clinic's customers by id (New Appointment opened for a customer). */
    byId(viewer: Viewer | null, userId: number): Promise<DeskCustomer>;
    /** Registers an owner; a new account is welcomed by mail from the clinic with a link to choose a password. */
    register(viewer: Viewer | null, input: NewDeskCustomer): Promise<DeskCustomer>;
  };
  /** An owner's answers to the clinics that ask to see their pets and records (My Clinics). */
  clinicConsent: ClinicConsent;
  /** House-call packages and second opinions with their payment. */
  orders: OrderService;
  /** An owner's orders (My Orders) and their cancel with the refund the policy promises. */
  myOrders: MyOrdersService;
  /** Paid service orders fulfilled by a report: the clinic's queue (/app/orders), the review, delivery, the deadline sweep. */
  fulfilment: FulfilmentService;
  /** The Peer-to-Peer Consult from the requesting clinic's side (the panel answers it through `fulfilment`). */
  peerConsults: PeerConsultService;
  /** Where each practice makes house calls (Settings, House calls; root admin only). */
  houseCallAreas: HouseCallAreas;
  /** A new clinic's "Get started" checklist. */
  onboarding: OnboardingService;
  /** Signed upload URLs and the `files` rows behind them. */
  files: FileService;
  /** Owners' pets; clinics read and add pets only of customers who share them (customers/clinic-access.ts). */
  pets: PetService;
  /** Co-owners: an owner's invitations and grants of their pets, and accepting them (pets/pet-access.ts is the rule). */
  coOwners: CoOwnerService;
  /** The consultation link page (/appointments?z=) and the signed links mailed for it. */
  consultations: ConsultationService;
  /** My Appointments: the lists, the detail rows and cancel (authorization inside). */
  appointments: AppointmentService;
  /** A clinic login's private calendar subscription (ICS feed). */
  calendarFeeds: CalendarFeedService;
  /** Verified reviews: written by owners of appointments that took place, replied to and reported by the practice. */
  reviews: ReviewService;
  /** The clinic's Appointments Report (root admin only). */
  reports: ReportService;
  /** The clinic's own customers and their appointments (the Users page; root admin only). */
  customerDirectory: CustomerDirectory;
  /** The clinic's Website and Domains settings (root admin only). */
  websites: WebsiteSettings;
  /** The clinic's team of sub-users (root admin only). */
  team: TeamService;
  /** The clinic's activity log (root admin only). */
  auditLog: AuditLogService;
  /** The signed-in person's own names, picture (My Profile). */
  profiles: ProfileService;
  /** API clients' bearer tokens: issued at a login that asks, listed and revoked on the profile. */
  apiTokens: ApiTokenService;
  /** Where each clinic's logins belong, and the one-time sign-in that carries them there from another clinic's site. */
  clinicHomes: ClinicHomes;
  /** Pet health records: owners keep their pets'; vendors read their customers' and add consultation notes. */
  healthRecords: HealthRecordService;
  /** The owner's dashboard notices (a vet filed a note): the unread ones and marking one read. */
  notices: OwnerNoticeService;
  /** Share links of a pet's record (the read-only page at /3/<token>). */
  petShareLinks: ShareLinkService;
  /** Refunds of payments: recorded with a cancel, tried with the gateway, retried by the job queue. */
  refunds: RefundService;
  /** Appointment, vaccine and medication reminders (sent by the job worker). */
  reminders: ReminderService;
  /** A clinic's reminder hours (Settings, Reminders; root admin only). */
  clinicReminders: ClinicReminders;
  /** An owner deleting their account, and the erasure of their personal data 14 days later. */
  erasure: OwnerErasure;
  /** A clinic's closure by its root admin, and the erasure of its personal data 14 days later. */
  clinicClosure: ClinicClosure;
  /** Each person's data on request: an owner's or a clinic's ZIP, built on the job queue. */
  dataExports: DataExportService;
  /** Medical Records Assistance: owners' signed requests, the clinics' upload links and the daily reminders and expiry. */
  recordsRequests: RecordsRequestService;
  /** The house-call package's ledger: the owner's visits used and remaining, booking and cancelling visits, the practice's holders, renewal reminders. */
  houseCallPlans: HouseCallPlans;
  /** Web push: devices, each person's chosen kinds, and sending (email and SMS stay the fallback). */
  push: PushService;
  /** Shelter partners' area: animals in care, adoptions, the read-only view, updates to adopters. */
  shelters: ShelterService;
  /** Adoption invites: sent by a shelter, accepted by the adopter (the pet and its record move to them). */
  adoptions: AdoptionService;
  /** Each appointment's conversation between its owner and the clinic (messages, read marks, unread counts). */
  threads: ThreadService;
  /** The threads' away notice (email, and SMS to the owner when the clinic turned it on), sent by the job queue. */
  awayNotices: AwayNoticeService;
  /** Where stored thread messages are announced (the live layer subscribes; nothing listens without one). */
  threadEvents: ThreadEvents;
  /** The waitlist's people: owners join, see and leave lines and turn down held times; clinics see lines and turn them off. */
  waitlist: WaitlistService;
  /** The waitlist's offers: freed times matched to a listing's line and held 15 minutes, their expiry and the sweep (job queue). */
  waitlistOffers: WaitlistOffers;
  /** The marketplace operator's console (/ops): operators only, every action in its audit log. */
  ops: OpsConsole;
}

/** The thread service's after-commit announcements, for the live layer of each web process. */
export interface ThreadEvents {
  subscribe(listener: (event: ThreadEvent) => void): () => void;
}

/** Stores with a Redis and a database backend, opened by the caller (they need a connection first). */
/** Queues a job from a web process (pg-boss); never throws: what it could not queue is logged. */
export interface JobSender {
  send(name: string, data: object, options: { singletonKey?: string; startAfter?: Date }): Promise<void>;
}

export interface ServiceStores {
  captchas: CaptchaStore;
  /** Where a stored message's away notice is queued; without it (a process that queues nothing) none is. */
  jobs?: JobSender;
}

export function createServices(db: Db, config: Config, _adapters: Adapters, stores: ServiceStores): Services {
  const accounts = new AccountService(db, _adapters, { secret: config.sessionSecret, publicUrl: config.publicUrl, captchas: stores.captchas });
  const files = fileService(db, _adapters.storage);
  const consultations = consultationService(db, {
    secret: config.sessionSecret, publicUrl: config.publicUrl, mainDomain: config.mainDomain, video: _adapters.video,
  });
  // What can be booked, kept for seconds, each listing's under its own version (cache-versions.ts).
  const scoped = new CacheVersions(db);
  // Sites are kept 30 s, but a clinic approved, suspended or closed by any process shows everywhere within a second.
  const sites = new SiteResolver(db, config.mainDomain, undefined, undefined, scoped);
  const vetList = {
    // A search's matching listings depend on nothing but their version; each card also on the time of day (its slots).
    searches: scopedCache<ListingRow[]>(scoped, { max: 1_000, ttlMs: 60_000, name: 'vet_searches' }),
    cards: scopedCache<VendorService>(scoped, { max: 5_000, ttlMs: 15_000, name: 'vet_cards' }),
  };
  const refunds = refundService(db, _adapters.payments);
  // A time may have freed on a listing (a cancel, a move, a schedule change, a line changed): its waitlist match is queued.
  const slotsFreed = async (vendorId: number, listingId: number) => {
    const job = waitlistMatchJob(vendorId, listingId);
    await stores.jobs?.send(WAITLIST_QUEUES.match, job.data, { singletonKey: job.singletonKey });
  };
  const senderAddress = senderAddressOf(config.mail.from);
  const appointments = appointmentService(db, {
    mail: _adapters.mail, consultations, publicUrl: config.publicUrl, refunds, senderAddress, slotsFreed,
    // A house visit canceled gives its place back to the package's ledger, in the cancel's transaction.
    packageVisits: { canceled: (tx, vendorId, bookingId, at) => cancelVisitOfBooking(tx, vendorId, bookingId, at) },
  });
  const push = pushService(db, { sender: _adapters.push, vapid: config.vapid, subject: config.vapidSubject, httpsOnly: config.isProduction });
  const bookingDeps = {
    pushToClinicLogins: (ids: readonly number[], message: PushMessage) => push.toClinicLogins(ids, message),
    gateway: _adapters.payments, mail: _adapters.mail, consultations, publicUrl: config.publicUrl, petsRequired: config.features.pets, senderAddress, files,
  };
  const orderDeps = { mail: _adapters.mail, publicUrl: config.publicUrl, files };
  // The records requests' payable is known to the saga that its own service pays through (it settles by payment type).
  const payables: Payable[] = [bookingPayable(db, bookingDeps), orderPayable(db, orderDeps)];
  const payments = paymentSaga(db, {
    gateway: _adapters.payments, approvals: _adapters.approvals ?? null, payables, refusesCardFields: config.isProduction && Boolean(config.paypal),
  });
  const recordsRequests = recordsRequestService(db, { mail: _adapters.mail, files, refunds, payments, secret: config.sessionSecret, publicUrl: config.publicUrl });
  payables.push(recordsRequests.payable);
  const bookings = bookingService(db, { ...bookingDeps, payments });
  const desk = deskCustomers(db);
  const orders = orderService(db, { ...orderDeps, payments });
  const fulfilment = fulfilmentService(db, { mail: _adapters.mail, publicUrl: config.publicUrl, files, refunds });
  const reviews = reviewService(db, {
    appointmentDetail: (viewer, id, now) => appointments.detail(viewer, id, now), publicContentChanged: (vendorId) => sites.contentChanged(vendorId),
  });
  const healthRecords = healthRecordService(db, {
    files, appointmentOf: (viewer, id, now) => appointments.detail(viewer, id, now), mail: _adapters.mail, publicUrl: config.publicUrl,
    pushToOwner: (userId, message) => push.toOwners([userId], message),
  });
  const threadListeners = new Set<(event: ThreadEvent) => void>();
  const threads = threadService(db, {
    files,
    roomUrl: (bookingId) => consultations.roomUrl(bookingId),
    summaries: healthRecords.consultationNotes,
    publish: (event) => { for (const listener of threadListeners) listener(event); },
    async messageStored(event, now) {
      const job = awayNoticeJob(event, now);
      await stores.jobs?.send(AWAY_NOTICE_QUEUE, job.data, { singletonKey: job.singletonKey, startAfter: job.startAfter });
    },
  });
  const reports = reportService(db);
  return {
    threads,
    awayNotices: awayNoticeService(db, {
      mail: _adapters.mail, sms: _adapters.sms, publicUrl: config.publicUrl,
      push: { toOwner: (userId, message) => push.toOwners([userId], message), toClinicLogins: (ids, message) => push.toClinicLogins(ids, message) },
    }),
    threadEvents: {
      subscribe(listener) {
        threadListeners.add(listener);
        return () => threadListeners.delete(listener);
      },
    },
    versions: { scoped, accounts: accountsVersion(db) },
    sites,
    listings: {
      publicForVendor: (vendorId) => publicListingsForVendor(db, vendorId),
      standingOf: (vendorId) => clinicStanding(db, vendorId),
      bookableFor: (viewer, siteVendorId) => bookableListings(db, viewer, siteVendorId),
    },
    listingAdmin: listingService(db, { files, publicContentChanged: (vendorId) => sites.contentChanged(vendorId) }),
    intake: intakeService(db),
    availability: availabilityService(db, { slotsCache: scopedCache(scoped, { max: 2_000, ttlMs: 15_000, name: 'slots' }), slotsFreed }),
    waitlist: waitlistService(db, { lineChanged: slotsFreed }),
    waitlistOffers: waitlistOffers(db, {
      mail: _adapters.mail, sms: _adapters.sms, publicUrl: config.publicUrl, pushToOwner: (userId, message) => push.toOwners([userId], message),
    }),
    vetList: {
      vendorServices: (query, now) => vendorServices(db, normaliseVetListQuery(query), now, (url) => files.ownPublicFileUrl(url), vetList),
      nearbyPractices: (zipcode) => nearbyPractices(db, zipcode),
    },
    outbox: { latest: (limit) => latestMessages(db, limit) },
    accounts,
    inquiries: createInquiryService(db, _adapters.mail, config.mail.operatorEmail),
    paypalWebhooks: _adapters.paypalWebhooks
      ? {
          async handle(headers, event) {
            if (!(await _adapters.paypalWebhooks!.verify(headers, event))) return 'unverified';
            return inTransaction(db, (tx) => applyPayPalEvent(tx, event));
          },
        }
      : null,
    bookings,
    payments,
    discounts: discountService(db),
    customers: {
      byEmail: (viewer, email) => desk.byEmail(viewer, email),
      byId: (viewer, userId) => desk.byId(viewer, userId),
      async register(viewer, input) {
        const { customer, newAccount, locale } = await desk.register(viewer, input, new Date());
        if (newAccount) {
          const clinic = await clinicSite(db, requireVendor(viewer).vendorId, { publicUrl: config.publicUrl });
          await accounts.welcomeDeskCustomer(customer.email, clinic, locale ?? undefined);
        }
        return customer;
      },
    },
    clinicConsent: clinicConsent(db),
    orders,
    myOrders: myOrders(db, { refunds, mail: _adapters.mail, publicUrl: config.publicUrl, fulfilment }),
    fulfilment,
    peerConsults: peerConsultService(db, { ...orderDeps, payments, refunds }),
    houseCallAreas: houseCallAreas(db),
    onboarding: onboardingService(db, { publicUrl: config.publicUrl }),
    files,
    pets: petService(db),
    coOwners: coOwnerService(db, { mail: _adapters.mail, publicUrl: config.publicUrl }),
    consultations,
    appointments,
    healthRecords,
    notices: ownerNotices(db),
    petShareLinks: shareLinkService(db, { secret: config.sessionSecret, publicUrl: config.publicUrl, files }),
    refunds,
    clinicReminders: clinicReminders(db),
    erasure: ownerErasure(db, {
      storage: _adapters.storage,
      cancelAllUpcomingOf: (viewer, now, reason) => appointments.cancelAllUpcomingOf(viewer, now, reason),
    }),
    clinicClosure: clinicClosure(db, {
      storage: _adapters.storage,
      cancelAllUpcomingOf: (viewer, now, reason) => appointments.cancelAllUpcomingOf(viewer, now, reason),
      siteChanged: (vendorId) => {
        sites.invalidate();
        sites.contentChanged(vendorId);
      },
    }),
    dataExports: dataExportService(db, {
      storage: _adapters.storage, mail: _adapters.mail, publicUrl: config.publicUrl,
      queue: stores.jobs ? (job) => stores.jobs!.send(DATA_EXPORT_QUEUE, job, { singletonKey: `${job.kind}:${job.exportId}` }) : undefined,
      recordPdf: (viewer, petId, now) => healthRecords.pdf(viewer, petId, now),
      reportCsvs: (viewer, now) => Promise.all(REPORT_CHARTS.map((chart) => reports.csv(viewer, { days: MAX_REPORT_DAYS }, chart, now))),
    }),
    recordsRequests,
    houseCallPlans: houseCallPlans(db, {
      mail: _adapters.mail, publicUrl: config.publicUrl,
      visitBooked: (bookingId, now) => notifyPackageVisit(db, bookingDeps, bookingId, now),
      cancelAppointment: (viewer, bookingId, now) => appointments.cancel(viewer, bookingId, now),
    }),
    reminders: reminderService(db, {
      mail: _adapters.mail, sms: _adapters.sms, consultations, publicUrl: config.publicUrl, mainDomain: config.mainDomain, senderAddress,
      push: { wants: (userId, kind) => push.wants('user', userId, kind), send: (userId, message) => push.toOwners([userId], message) },
    }),
    reports,
    push,
    shelters: shelterService(db, { mail: _adapters.mail, publicUrl: config.publicUrl, push: (ids, message) => push.toOwners(ids, message).then(() => undefined) }),
    adoptions: adoptionService(db, { mail: _adapters.mail, publicUrl: config.publicUrl }),
    customerDirectory: customerDirectory(db),
    profiles: profileService(db, { files }),
    apiTokens: apiTokenService(db),
    calendarFeeds: calendarFeedService(db, { consultations, publicUrl: config.publicUrl }),
    reviews,
    ops: opsConsole(db, {
      refunds, reviews, welcomeShelter: (email, name, locale) => accounts.welcomeShelter(email, name, locale),
      // A clinic's standing shows on its site (the notice, the booking widget): its kept pages and site go.
      siteChanged: (vendorId) => { sites.invalidate(); sites.contentChanged(vendorId); },
      secretKey: config.opsSecretKey,
      mail: _adapters.mail, publicUrl: config.publicUrl, operatorEmail: config.mail.operatorEmail,
    }),
    clinicHomes: clinicHomes(db, { mainDomain: config.mainDomain }),
    team: teamService(db, { invite: (email, clinicName, locale) => accounts.inviteVendorLogin(email, clinicName, locale) }),
    auditLog: auditLogService(db),
    websites: websiteSettings(db, {
      files, dns: _adapters.dns, invalidateSites: () => sites.invalidate(), mainDomain: config.mainDomain, publicUrl: config.publicUrl,
      autoVerify: config.domainsAutoVerify,
    }),
    health: {
      async databaseReachable(timeoutMs = 2_000) {
        let timer: NodeJS.Timeout | undefined;
        try {
          return await Promise.race([
            db.raw('select 1').then(() => true),
            new Promise<boolean>((resolve) => { timer = setTimeout(() => resolve(false), timeoutMs); }),
          ]);
        } catch {
          return false;
        } finally {
          clearTimeout(timer);
        }
      },
    },
  };
}
