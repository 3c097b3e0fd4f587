/**
 * What other areas may use of the vendors table: a clinic's names, its main time zone, whether it is verified,
 * its standing with the marketplace (approved, suspended) and the approval setting, its reminder hours, and
 * creating one at registration.
 */
export {
  clinicApprovalRequired, clinicClosed, clinicStanding, clinicVerified, insertVendor, listedVendorIds, mainZoneOfVendor, markClinicApproved,
  markClinicVerified, reminderHoursOfVendor, setClinicApprovalRequired, setClinicSuspended, setReminderHours, setThreadNoticeSms, threadNoticeSmsOf, vendorsByIds,
  type ClinicStanding,
} from './vendors.queries.ts';
