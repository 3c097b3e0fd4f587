import { useIntl } from 'react-intl';
import { siteOpsEn } from '../../../contracts/messages/en-site-ops.ts';
import { sayFields, sayText } from '../../../contracts/messages/fill.ts';
import type { OpsFlashView } from './ops-parts.tsx';

/** The ids of the console's known English messages (`ops.text.`, whose English is contracts/ops.ts's). */
const TEXT_IDS = Object.keys(siteOpsEn).filter((id) => id.startsWith('ops.text.')) as Array<keyof typeof siteOpsEn>;

/**
 * The outcome of the form just posted (and its fields' messages) in the page's language: the server writes its
 * flash in English, and the console says the messages it knows through a text map (English -> the page's), others
 * as they came.
 */
export function useOpsFlash(flash: OpsFlashView | null): OpsFlashView | null {
  const intl = useIntl();
  if (!flash || intl.locale.startsWith('en')) return flash;
  const texts = Object.fromEntries(TEXT_IDS.map((id) => [siteOpsEn[id], String(intl.messages[id])]));
  return { ...flash, text: sayText(flash.text, texts), ...(flash.fields ? { fields: sayFields(flash.fields, texts) } : {}) };
}

/** The outcome of the form just posted. */
export function Flash({ flash }: { flash: OpsFlashView | null }) {
  if (!flash) return null;
  return (
    <p className={`alert ${flash.kind === 'error' ? 'alert-error' : 'alert-success'}`} role={flash.kind === 'error' ? 'alert' : 'status'} data-testid="ops-flash">
      {flash.text}
    </p>
  );
}
