import type { Db } from '../../db/knex.ts';
import { ValidationError } from '../../errors.ts';
import type { PushSender, VapidDetails } from '../../adapters/web-push.ts';
import { requireUser, requireViewer, type Viewer } from '../accounts/viewer.ts';
import { parseInput } from '../../../contracts/forms.ts';
import type { PushSettings as PushSettingsWords } from '../../../contracts/push-words.ts';
import {
  CLINIC_PUSH_KINDS, OWNER_PUSH_KINDS, PUSH_MESSAGES, pushEndpointSchema, pushPreferencesSchema, pushSubscriptionSchema,
  type PushKind, type PushMessage,
} from '../../../contracts/push.ts';
import {
  appKeyOnce, countSubscriptionsOf, deleteSubscriptionById, deleteSubscriptionOf, preferencesOf, savePreferences, subscriptionsOf,
  upsertSubscription, type PushAccountType,
} from './push.queries.ts';

export interface PushDeps {
  sender: PushSender;
  /** VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY when configured; else the pair generated once and kept in `app_keys`. */
  vapid?: { publicKey: string; privateKey: string };
  subject: string;
  /** Production takes https push services only (a browser's are); tests point a device at a local endpoint. */
  httpsOnly: boolean;
}

/** What My Profile shows of push: the kinds chosen and how many devices receive them. */
export interface PushSettings extends PushSettingsWords {
  kinds: PushKind[];
}

const accountOf = (viewer: Viewer): { type: PushAccountType; id: number } =>
  ({ type: viewer.kind === 'vendor' ? 'vendor_login' : 'user', id: viewer.id });

/**
 * Web push: each person's devices (one subscription per browser), the kinds an owner chose, and sending. A
 * notice goes to a person's devices only for a kind they chose (a clinic login: new bookings, once it turned
 * notifications on); a device the push service no longer knows (404/410) is forgotten. Sending never throws:
 * email and SMS, sent by the callers anyway, are the fallback.
 */
export function pushService(db: Db, deps: PushDeps) {
  let keys: Promise<{ publicKey: string; privateKey: string }> | null = null;
  const vapidKeys = () => (keys ??= deps.vapid
    ? Promise.resolve(deps.vapid)
    : deps.sender.generateKeys().then((fresh) => appKeyOnce(db, 'vapid', fresh)).catch((err) => { keys = null; throw err; }));

  async function deliver(type: PushAccountType, ids: readonly number[], message: PushMessage): Promise<number> {
    const devices = await subscriptionsOf(db, type, ids);
    if (devices.length === 0) return 0;
    const { publicKey, privateKey } = await vapidKeys();
    const vapid: VapidDetails = { subject: deps.subject, publicKey, privateKey };
    const payload = JSON.stringify(message);
    let sent = 0;
    for (const device of devices) {
      const outcome = await deps.sender.send({ endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } }, payload, vapid);
      if (outcome === 'gone') await deleteSubscriptionById(db, device.id);
      if (outcome === 'sent') sent += 1;
    }
    return sent;
  }

  return {
    /** The VAPID public key a browser subscribes with. */
    async publicKey(): Promise<string> {
      return (await vapidKeys()).publicKey;
    },

    /** Stores this device for the signed-in person; an owner's first device turns on every owner kind (they may untick). */
    async subscribe(viewer: Viewer | null, raw: unknown): Promise<PushSettings> {
      const who = accountOf(requireViewer(viewer));
      const input = parseInput(pushSubscriptionSchema, raw, PUSH_MESSAGES.subscriptionInvalid);
      if (deps.httpsOnly && !input.endpoint.startsWith('https:')) throw new ValidationError(PUSH_MESSAGES.subscriptionInvalid);
      await upsertSubscription(db, { account_type: who.type, account_id: who.id, endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth });
      if (!(await preferencesOf(db, who.type, [who.id])).has(who.id)) {
        await savePreferences(db, who.type, who.id, who.type === 'user' ? OWNER_PUSH_KINDS : CLINIC_PUSH_KINDS);
      }
      return this.settings(viewer);
    },

    /** Forgets one of the person's devices (turning notifications off there, or signing out on it). */
    async unsubscribe(viewer: Viewer | null, raw: unknown): Promise<void> {
      const who = accountOf(requireViewer(viewer));
      const { endpoint } = parseInput(pushEndpointSchema, raw, PUSH_MESSAGES.subscriptionInvalid);
      await deleteSubscriptionOf(db, who.type, who.id, endpoint);
    },

    async settings(viewer: Viewer | null): Promise<PushSettings> {
      const who = accountOf(requireViewer(viewer));
      const [prefs, devices] = await Promise.all([preferencesOf(db, who.type, [who.id]), countSubscriptionsOf(db, who.type, who.id)]);
      return { kinds: (prefs.get(who.id) ?? []) as PushKind[], devices };
    },

    /** An owner's choice of kinds (My Profile). */
    async choose(viewer: Viewer | null, raw: unknown): Promise<PushSettings> {
      const who = accountOf(requireUser(viewer));
      const { kinds } = parseInput(pushPreferencesSchema, raw);
      await savePreferences(db, who.type, who.id, [...new Set(kinds)]);
      return this.settings(viewer);
    },

    /** True when the account has a device and chose this kind (a reminder claims its push send only then). */
    async wants(type: PushAccountType, id: number, kind: PushKind): Promise<boolean> {
      const prefs = await preferencesOf(db, type, [id]);
      return Boolean(prefs.get(id)?.includes(kind)) && (await countSubscriptionsOf(db, type, id)) > 0;
    },

    /** Pushes a notice to the devices of the owners who chose its kind; returns how many devices took it. */
    async toOwners(userIds: readonly number[], message: PushMessage): Promise<number> {
      const prefs = await preferencesOf(db, 'user', userIds);
      return deliver('user', userIds.filter((id) => prefs.get(id)?.includes(message.kind)), message).catch(() => 0);
    },

    /** Pushes a notice to clinic logins that turned notifications on and chose its kind. */
    async toClinicLogins(loginIds: readonly number[], message: PushMessage): Promise<number> {
      const prefs = await preferencesOf(db, 'vendor_login', loginIds);
      return deliver('vendor_login', loginIds.filter((id) => prefs.get(id)?.includes(message.kind)), message).catch(() => 0);
    },
  };
}

export type PushService = ReturnType<typeof pushService>;
