import type { IntlShape } from 'react-intl';
import { PRICE_COPY } from '../../contracts/products.ts';
import type { MessageId } from '../../contracts/messages/en.ts';
import type { ServiceInfo } from './service-catalog.ts';

/** A service's name, price line and summary in the page's language (the catalogue's `service.<slug>.*`). */
export function serviceText(intl: IntlShape, service: Pick<ServiceInfo, 'slug'>): { name: string; price: string; summary: string } {
  const say = (part: 'name' | 'price' | 'summary') => intl.formatMessage({ id: `service.${service.slug}.${part}` as MessageId }, PRICE_COPY);
  return { name: say('name'), price: say('price'), summary: say('summary') };
}
