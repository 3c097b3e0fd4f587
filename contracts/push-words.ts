/*
 * The zod-free words of web push (contracts/push.ts holds the rules): what the push-settings island and My Profile
 * say, and the shapes of its calls.
 */

/** The browser's PushSubscription.toJSON(), as POST /api/push/subscriptions takes it. */
export interface PushSubscriptionBody {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** What My Profile shows of push: the kinds chosen and how many devices receive them. */
export interface PushSettings {
  kinds: string[];
  devices: number;
}

/** The push-settings island's words in English (the island says them through `profile.push.` ids; tests read these). */
export const PUSH_WORDS = {
  turnOn: 'Turn on notifications on this device',
  turnOff: 'Turn off notifications on this device',
  on: 'This device receives your notifications.',
  off: 'Notifications are off on this device.',
  unsupported: 'This browser cannot receive notifications. On an iPhone or iPad, add Petcare to your Home Screen first (Share, then Add to Home Screen).',
  denied: 'Notifications are blocked for this site in your browser settings.',
  failed: 'This device could not be registered for notifications. Please try again.',
} as const;
