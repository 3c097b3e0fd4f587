import type { MarketingId } from '../../../../contracts/messages/en-marketing.ts';
import { PRICE_COPY } from '../../../../contracts/products.ts';
import { HOUSE_CALL_PACKAGE } from '../../../../contracts/house-call-package.ts';
import { ORDER_REFUND_DAYS } from '../../../../contracts/refund-policy.ts';
import { CONTACT } from '../../../components/service-catalog.ts';

export type Values = Record<string, string | number>;

/** What the content needs of an intl: react-intl's `useIntl()` and the server's `intlFor(locale)` are both one. */
export interface MessageFormatter {
  locale: string;
  formatMessage(descriptor: { id: MarketingId }, values?: Values): string;
}

/** A marketing message in the page's language, the figures every page quotes filled in. */
export interface Say {
  (id: MarketingId, values?: Values): string;
  /** The `Intl` locale (en-US, es-US) the page's dates are written in. */
  locale: string;
}

/** The figures the copy quotes, by the names its messages use: prices as `PRICE_COPY` writes them, counts, the email. */
const FIGURES: Values = {
  ...PRICE_COPY,
  houseVisits: HOUSE_CALL_PACKAGE.houseVisits,
  visitMinutes: HOUSE_CALL_PACKAGE.visitMinutes,
  days: ORDER_REFUND_DAYS,
  email: CONTACT.email,
};

export function sayWith(intl: MessageFormatter): Say {
  const say = (id: MarketingId, values?: Values) => intl.formatMessage({ id }, values ? { ...FIGURES, ...values } : FIGURES);
  return Object.assign(say, { locale: intl.locale });
}

/** The rest of the ids under `prefix.` (`Under<'mkt.econ'>` is 'title' | 'hero.title' | ...). */
type Under<P extends string> = MarketingId extends infer I ? (I extends `${P}.${infer R}` ? R : never) : never;

/** `say` for one page's ids: `scoped(say, 'mkt.econ')('hero.title')` says 'mkt.econ.hero.title'. */
export function scoped<P extends string>(say: Say, prefix: P): (rest: Under<P>, values?: Values) => string {
  return (rest, values) => say(`${prefix}.${rest}` as MarketingId, values);
}
