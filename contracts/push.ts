import { z } from 'zod';
import './zod-words.ts';
import { tooLongMessage } from './limit-words.ts';

/**
 * Web push: what a person may choose to be notified of on their devices, and the subscription a browser hands us.
 * Owners choose per kind on My Profile; clinic logins get new bookings. Email and SMS stay the fallback: a push is
 * sent besides them, never instead.
 */
export const PUSH_KINDS = {
  appointment: { label: 'Appointment reminders', audience: 'owner' },
  message: { label: 'New consultation messages', audience: 'owner' },
  report: { label: 'Delivered reports (a vet filed a note)', audience: 'owner' },
  shelter: { label: 'Shelter announcements and care reminders', audience: 'owner' },
  booking: { label: 'New bookings', audience: 'clinic' },
  ownerMessage: { label: 'New messages from pet owners', audience: 'clinic' },
} as const;
export type PushKind = keyof typeof PUSH_KINDS;
export const OWNER_PUSH_KINDS = (Object.keys(PUSH_KINDS) as PushKind[]).filter((k) => PUSH_KINDS[k].audience === 'owner');
export const CLINIC_PUSH_KINDS = (Object.keys(PUSH_KINDS) as PushKind[]).filter((k) => PUSH_KINDS[k].audience === 'clinic');

/** One notification as the service worker shows it. */
export interface PushMessage {
  kind: PushKind;
  title: string;
  body: string;
  /** Our own path the notification opens. */
  url: string;
}

export const PUSH_MESSAGES = {
  subscriptionInvalid: 'This device could not be registered for notifications.',
  saved: 'Notification choices saved.',
  kindInvalid: 'Please choose among the listed notifications.',
  subscribed: 'This device will receive your notifications.',
  unsubscribed: 'This device will no longer receive notifications.',
} as const;

const base64url = z.string().regex(/^[A-Za-z0-9_-]+={0,2}$/, PUSH_MESSAGES.subscriptionInvalid);

/** The browser's PushSubscription.toJSON(), as POST /api/push/subscriptions takes it. */
export const pushSubscriptionSchema = z.object({
  endpoint: z.url({ protocol: /^https?$/, error: PUSH_MESSAGES.subscriptionInvalid }).max(2000, { error: (i) => tooLongMessage('Endpoint', 2000, i.input) }),
  keys: z.object({
    p256dh: base64url.min(80, PUSH_MESSAGES.subscriptionInvalid).max(120, { error: (i) => tooLongMessage('Key', 120, i.input) }),
    auth: base64url.min(16, PUSH_MESSAGES.subscriptionInvalid).max(40, { error: (i) => tooLongMessage('Secret', 40, i.input) }),
  }, { error: PUSH_MESSAGES.subscriptionInvalid }),
});
export type PushSubscriptionInput = z.output<typeof pushSubscriptionSchema>;

/** Forgetting one device: its endpoint. */
export const pushEndpointSchema = z.object({ endpoint: z.string().min(1).max(2000) });

/** The kinds an owner ticks on My Profile (a form's checkboxes: one value, several, or none). */
export const pushPreferencesSchema = z.object({
  kinds: z.preprocess(
    (v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]),
    z.array(z.enum(OWNER_PUSH_KINDS as [PushKind, ...PushKind[]], { error: PUSH_MESSAGES.kindInvalid })).max(OWNER_PUSH_KINDS.length),
  ),
});
