import type { ConsultationType } from '../listings/listings.queries.ts';

/**
 * Words shown to people about a consultation, shared by the confirmation emails
 * and the consultation link page so both always say the same thing.
 */
export const CONSULTATION_TYPE_LABEL: Record<ConsultationType, string> = {
  clinic: 'Clinic visit', video: 'Video consultation', phone: 'Phone consultation', chat: 'Chat consultation',
};

/** The spec's phone instruction (the link page and the owner's email). */
export const PHONE_INSTRUCTION = 'The doctor will call you at the appointment time.';

export const CHAT_INSTRUCTION = 'The vet will open the chat at the appointment time.';

export const JOIN_VIDEO_LABEL = 'Join the video consultation';

/** True for the consultation types the product knows; booking details written elsewhere may carry others. */
export function isConsultationType(value: unknown): value is ConsultationType {
  return typeof value === 'string' && Object.hasOwn(CONSULTATION_TYPE_LABEL, value);
}
