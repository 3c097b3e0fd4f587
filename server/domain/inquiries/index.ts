/** What other areas may use of the inquiries: one shelter enquiry (the shelters area approves it). */
export { shelterInquiryById, type ShelterInquiryRow } from './shelter-inquiries.queries.ts';
