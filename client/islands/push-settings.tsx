import { useEffect, useState } from 'react';
import { postJson } from '../lib/post-json.ts';
import { useIntl } from 'react-intl';

export interface PushSettingsProps {
  /** The VAPID public key (base64url) the browser subscribes with. */
  publicKey: string;
}

type State = 'checking' | 'unsupported' | 'denied' | 'off' | 'on' | 'busy' | 'failed';

/** The VAPID key as the bytes PushManager.subscribe takes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = (base64url + '='.repeat((4 - (base64url.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64);
  const out = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i += 1) out[i] = raw.charCodeAt(i);
  return out;
}

/**
 * Turns web push on or off on this device (My Profile): subscribes through the service worker and hands the
 * subscription to the server, or unsubscribes and tells the server to forget it. What is pushed is chosen in the
 * plain form beside it. Its words come from the page's messages (ids `profile.push.`).
 */
export default function PushSettings({ publicKey }: PushSettingsProps) {
  const intl = useIntl();
  const say = (word: 'turnOn' | 'turnOff' | 'on' | 'off' | 'unsupported' | 'denied' | 'failed') => intl.formatMessage({ id: `profile.push.${word}` });
  const [state, setState] = useState<State>('checking');

  useEffect(() => {
    if (!('serviceWorker' in navigator) || !('PushManager' in window)) return setState('unsupported');
    if (Notification.permission === 'denied') return setState('denied');
    void navigator.serviceWorker.ready.then((reg) => reg.pushManager.getSubscription()).then((sub) => setState(sub ? 'on' : 'off'));
  }, []);

  async function turnOn() {
    setState('busy');
    try {
      if ((await Notification.requestPermission()) !== 'granted') return setState('denied');
      const reg = await navigator.serviceWorker.ready;
      const sub = await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) });
      const json = sub.toJSON() as { endpoint: string; keys: { p256dh: string; auth: string } };
      const answer = await postJson('/api/push/subscriptions', { endpoint: json.endpoint, keys: json.keys });
      setState(answer.ok ? 'on' : 'failed');
    } catch {
      setState('failed');
    }
  }

  async function turnOff() {
    setState('busy');
    const reg = await navigator.serviceWorker.ready;
    const sub = await reg.pushManager.getSubscription();
    if (sub) {
      await postJson('/api/push/subscriptions/delete', { endpoint: sub.endpoint });
      await sub.unsubscribe();
    }
    setState('off');
  }

  if (state === 'unsupported') return <p className="muted" data-testid="push-state">{say('unsupported')}</p>;
  if (state === 'denied') return <p className="muted" data-testid="push-state">{say('denied')}</p>;
  const on = state === 'on';
  return (
    <div className="push-settings">
      <p data-testid="push-state" role="status">{say(state === 'failed' ? 'failed' : on ? 'on' : 'off')}</p>
      <button type="button" className={`btn ${on ? 'btn-secondary' : 'btn-primary'}`} disabled={state === 'busy' || state === 'checking'}
        onClick={() => void (on ? turnOff() : turnOn())} data-testid="push-toggle">
        {say(on ? 'turnOff' : 'turnOn')}
      </button>
    </div>
  );
}
