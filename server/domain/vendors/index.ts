/**
 * What other areas may use of the vendors table: a clinic's names, its main time zone, whether it is verified,
 * its reminder hours, and creating one at registration.
 */
export {
  clinicClosed, clinicVerified, insertVendor, mainZoneOfVendor, markClinicVerified, reminderHoursOfVendor, setReminderHours, vendorsByIds,
} from './vendors.queries.ts';
