/**
 * What other areas may use of the appointments' reads: one appointment inside a viewer's scope (the owner's own,
 * the clinic's, a sub-user's managed listings), as the consultation threads check who may read and write.
 */
export { appointmentRow, type AppointmentRow, type AppointmentScope } from './appointments.queries.ts';
export { scopeOf } from './appointment-service.ts';
