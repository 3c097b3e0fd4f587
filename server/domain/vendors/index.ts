/**
 * What other areas may use of the vendors table: a clinic's names, its main time zone, whether it is verified,
 * its reminder hours, and creating one at registration.
 */
export {
  clinicVerified, insertVendor, mainZoneOfVendor, markClinicVerified, reminderHoursOfVendor, setReminderHours, setThreadNoticeSms, threadNoticeSmsOf, vendorsByIds,
} from './vendors.queries.ts';
