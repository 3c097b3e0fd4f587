import type { IntlShape } from 'react-intl';
import { PRICE_COPY } from '../../contracts/products.ts';
import type { MessageId } from '../../contracts/messages/en.ts';
import type { ServiceInfo } from './service-catalog.ts';

export interface ServiceText { name: string; price: string; summary: string }

/**
 * Each language's words of each service, said once: they depend only on the catalogue (fixed for an intl object's
 * life) and the slug, and every page says them several times (the header's two menus, the footer).
 */
const said = new WeakMap<IntlShape, Map<string, ServiceText>>();

/** A service's name, price line and summary in the page's language (the catalogue's `service.<slug>.*`). */
export function serviceText(intl: IntlShape, service: Pick<ServiceInfo, 'slug'>): ServiceText {
  let bySlug = said.get(intl);
  if (!bySlug) said.set(intl, (bySlug = new Map()));
  let text = bySlug.get(service.slug);
  if (!text) {
    const say = (part: 'name' | 'price' | 'summary') => intl.formatMessage({ id: `service.${service.slug}.${part}` as MessageId }, PRICE_COPY);
    bySlug.set(service.slug, (text = { name: say('name'), price: say('price'), summary: say('summary') }));
  }
  return text;
}
