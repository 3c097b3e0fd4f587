import type { Agent } from 'node:https';

/** A device's subscription as the push service needs it. */
export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface VapidDetails {
  subject: string;
  publicKey: string;
  privateKey: string;
}

/** What a push service said: delivered, gone for good (404/410: forget the device), or failed for now. */
export type PushOutcome = 'sent' | 'gone' | 'failed';

/** Sends one encrypted notification with VAPID (RFC 8291/8292) through the `web-push` library. */
export interface PushSender {
  send(target: PushTarget, payload: string, vapid: VapidDetails): Promise<PushOutcome>;
  generateKeys(): Promise<{ publicKey: string; privateKey: string }>;
}

/**
 * The `web-push` library (loaded on first use). `httpsAgent` routes its requests (tests: to a local endpoint that
 * records them); production leaves it unset. A notification lives a day at the push service while a device is off.
 */
export function webPushSender(options: { httpsAgent?: Agent; onError?: (err: unknown) => void } = {}): PushSender {
  let lib: typeof import('web-push') | null = null;
  const load = async () => (lib ??= (await import('web-push')).default);
  return {
    async send(target, payload, vapid) {
      const webpush = await load();
      try {
        await webpush.sendNotification(target, payload, {
          vapidDetails: vapid, TTL: 24 * 3600, urgency: 'normal', timeout: 10_000, ...(options.httpsAgent ? { agent: options.httpsAgent } : {}),
        });
        return 'sent';
      } catch (err) {
        const status = (err as { statusCode?: number }).statusCode;
        if (status === 404 || status === 410) return 'gone';
        options.onError?.(err);
        return 'failed';
      }
    },
    async generateKeys() {
      return (await load()).generateVAPIDKeys();
    },
  };
}
