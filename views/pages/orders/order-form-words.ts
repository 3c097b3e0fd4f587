import type { IntlShape } from 'react-intl';
import { DEFAULT_LOCALE, INTL_LOCALE } from '../../../contracts/locale.ts';
import { en, type MessageId } from '../../../contracts/messages/en.ts';
import { orderPagesEn } from '../../../contracts/messages/en-order-pages.ts';
import type { OrderFormWordId, OrderFormWords } from '../../../client/islands/order-form.tsx';

const FORM_IDS = Object.keys(orderPagesEn).filter((id) => id.startsWith('orderForm.') && !id.startsWith('orderForm.text.')) as OrderFormWordId[];
const TEXT_IDS = Object.keys(orderPagesEn).filter((id) => id.startsWith('orderForm.text.')) as MessageId[];

/**
 * The order form's words in the page's language (react-intl's, on the server), and the map of the English messages
 * of the order's rules and the server it shows (`orderForm.text.`, whose English is the contracts': empty in English),
 * and the file picker's (`uploads.`).
 */
export function orderFormWords(intl: IntlShape): OrderFormWords {
  const say = (id: MessageId) => String(intl.messages[id] ?? en[id]);
  const english = intl.locale === INTL_LOCALE[DEFAULT_LOCALE];
  return {
    words: Object.fromEntries(FORM_IDS.map((id) => [id, say(id)])) as Record<OrderFormWordId, string>,
    texts: english ? {} : Object.fromEntries(TEXT_IDS.map((id) => [en[id], say(id)])),
    uploads: { notAttached: say('uploads.notAttached'), failed: say('uploads.failed') },
  };
}
