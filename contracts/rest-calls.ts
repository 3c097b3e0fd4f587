import type { OrderReport } from './order-words.ts';
import type { answerSchema } from './order-fulfilment.ts';
import type { z } from 'zod';
import type {
  changePasswordSchema, deleteAccountSchema, forgotSchema, loginSchema, registerSchema, registerVendorSchema, sendOtpSchema, verifyOtpSchema,
} from './accounts.ts';
import type { BookingRequestBody, CustomerLookupBody, DiscountCheckBody, DiscountPreview, NewCustomerInput } from './bookings.ts';
import type { DeskCustomer } from './customers.ts';
import type { FileGrant, UploadRequestBody } from './file-input.ts';
import type { ShelterInquiryInput } from './inquiries.ts';
import type { RecordsRequestPaymentBody, RecordsUploadGrantInput, RecordsUploadSubmitInput } from './records-requests.ts';
import type { CalendarFeedView, IssuedCalendarFeed } from './calendar-feed.ts';
import type { PushSettings, PushSubscriptionBody } from './push-words.ts';
import type { PeerConsultInput } from './peer-consults.ts';
import type { OrderRequestBody, ProviderCaptureBody, ServiceOrderPaymentBody } from './payment-input.ts';
import type { PROVIDER_CAPTURE_PATH, PROVIDER_ORDER_PATH } from './payment-provider.ts';

/*
 * The REST calls islands make, each with what it takes (the input of the schema its route parses) and what it
 * answers on success: the REST half of the contract, as the generated documents are GraphQL's. Types only:
 * `postJson` (client/lib/post-json.ts) is typed by this map, and nothing here reaches a bundle.
 */

/** The account the login and sign-up calls answer with (`userDto` on the server). */
export interface SignedInUser {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  role: string;
  pic?: string | null;
  vendor_id?: number | null;
  subrole?: 'root_admin' | 'user' | null;
}

/** What an account call answers: its message, the person signed in, or where to go instead. */
export interface AccountAnswer { msg?: string; user?: SignedInUser; redirect?: string }

/** The shelter partnership form's pages: the form posts to the page it is on. */
export type ShelterFormPath = '/shelter-partnership/' | '/shelter-partnership/form/';

/** POST /api/payment's body: an appointment, or a stored service order (paymentType 100). The provider's create-order call takes the same without card fields. */
export type PaymentBody = BookingRequestBody | ServiceOrderPaymentBody;

/** The provider's create-order call: a payment's body without card fields, or a records request's form (paymentType 400). */
export type ProviderOrderBody = PaymentBody | RecordsRequestPaymentBody;

export interface RestCalls {
  '/api/payment': { input: PaymentBody; answer: { result: number | string } };
  '/api/payment/check_discount': { input: DiscountCheckBody; answer: DiscountPreview };
  [PROVIDER_ORDER_PATH]: { input: ProviderOrderBody; answer: { orderID?: string; result?: number | string } };
  [PROVIDER_CAPTURE_PATH]: { input: ProviderCaptureBody; answer: { result?: number | string } };
  '/api/bookings/customer': { input: CustomerLookupBody; answer: DeskCustomer };
  '/api/bookings/customer/register': { input: NewCustomerInput; answer: DeskCustomer };
  '/api/files/public': { input: UploadRequestBody; answer: FileGrant };
  '/api/files/private': { input: UploadRequestBody; answer: FileGrant };
  '/api/orders': { input: OrderRequestBody; answer: { orderId?: number } };
  /** A clinic's Peer-to-Peer Consult, stored to be paid at /checkout (contracts/peer-consults.ts, peerConsultSchema). */
  '/api/peer-consults': { input: PeerConsultInput; answer: { orderId?: number } };
  /** The assigned vet delivers an order's report (contracts/order-fulfilment.ts, reportSchema). */
  [report: `/api/orders/${number}/report`]: { input: OrderReport; answer: { ok?: boolean } };
  /** The owner answers the vet's question, with their own `smo_service` uploads (contracts/order-fulfilment.ts, answerSchema). */
  [answer: `/app/my-orders/${number}/answer`]: { input: z.input<typeof answerSchema>; answer: { ok?: boolean } };
  '/api/account/login': { input: z.input<typeof loginSchema> & { redirectUrl?: string }; answer: AccountAnswer };
  '/api/account/register': { input: z.input<typeof registerSchema>; answer: AccountAnswer };
  '/api/account/register_vendor': { input: z.input<typeof registerVendorSchema> & { redirectUrl?: string }; answer: AccountAnswer };
  '/api/account/forgot': { input: z.input<typeof forgotSchema>; answer: AccountAnswer };
  '/api/account/change_password': { input: z.input<typeof changePasswordSchema>; answer: AccountAnswer };
  '/api/account/send_otp': { input: z.input<typeof sendOtpSchema>; answer: AccountAnswer };
  '/api/account/verify_otp': { input: z.input<typeof verifyOtpSchema>; answer: AccountAnswer };
  '/api/account/logout_everywhere': { input: Record<string, never>; answer: AccountAnswer };
  '/api/account/delete': { input: z.input<typeof deleteAccountSchema>; answer: AccountAnswer };
  /** A records request's upload link (no account): a signed upload per file, then the submit of their ids. */
  [grant: `/api/records-upload/${string}/files`]: { input: RecordsUploadGrantInput; answer: FileGrant };
  [submit: `/api/records-upload/${string}/submit`]: { input: RecordsUploadSubmitInput; answer: { received?: true } };
  '/api/calendar-feed': { input: Record<string, never>; answer: IssuedCalendarFeed };
  '/api/calendar-feed/revoke': { input: Record<string, never>; answer: CalendarFeedView & { message: string } };
  '/api/push/subscriptions': { input: PushSubscriptionBody; answer: PushSettings };
  '/api/push/subscriptions/delete': { input: { endpoint: string }; answer: { ok: true } };
}

/** The shelter form's JSON post (to its own page): the inquiry's id and the thanks. */
export type ShelterCall = { input: Partial<Record<keyof ShelterInquiryInput, unknown>>; answer: { id: number; message: string } };

/** A path of the map above, or a shelter form page. */
export type RestPath = keyof RestCalls | ShelterFormPath;
export type RestInput<P extends RestPath> = P extends keyof RestCalls ? RestCalls[P]['input'] : ShelterCall['input'];
export type RestAnswer<P extends RestPath> = P extends keyof RestCalls ? RestCalls[P]['answer'] : ShelterCall['answer'];
