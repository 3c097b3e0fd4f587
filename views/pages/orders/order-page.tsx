import { useIntl } from 'react-intl';
import { MainLayout } from '../../layouts/main-layout.tsx';
import { petFormWords } from '../pets/pet-form-words.ts';
import { orderFormWords } from './order-form-words.ts';
import { Island } from '../../island.tsx';
import OrderForm, { type OrderFormProps } from '../../../client/islands/order-form.tsx';
import { ORDER_REFUND_DAYS } from '../../../contracts/refund-policy.ts';
import { HOUSE_CALL_PACKAGE } from '../../../contracts/house-call-package.ts';
import { CHARGED_CENTS, dollars, PRODUCT, QUOTED_CENTS } from '../../../contracts/products.ts';
import { formatDollars } from '../../../contracts/intl-format.ts';
import { sayKnown } from './order-texts.ts';

/**
 * `/vet-house-call/order` and `/second-medical-opinion/order` for a signed-in
 * owner: what is bought (for a second opinion, what its records authorisation shares), then the `order-form`
 * island (details; payment at /checkout), all in the page's language (English word for word as before).
 */
export function OrderPage({ product, pets }: Omit<OrderFormProps, 'petWords' | 'words'>) {
  const intl = useIntl();
  const english = intl.locale.startsWith('en');
  const money = (cents: number) => (english ? dollars(cents) : formatDollars(intl.locale, cents / 100).replace(/[.,]00(?=\D*$)/, ''));
  const house = product.code === PRODUCT.HOUSE_VISIT;
  const label = sayKnown(intl, `orders.product.${product.code}`, product.label);
  const price = english ? product.priceLabel
    : house ? intl.formatMessage({ id: 'orderPage.price.vet-house-call' }, { price: money(product.priceCents) }) : money(product.priceCents);
  const usedWhen = sayKnown(intl, `orders.usedWhen.${product.code}`, '');
  return (
    <MainLayout>
      <section className="order-page container">
        <p className="eyebrow">{intl.formatMessage({ id: 'orderPage.eyebrow' })}</p>
        <h1>{label}</h1>
        <p className="order-price">{price}</p>
        {house && (
          <p data-testid="order-includes">
            {intl.formatMessage({ id: 'orderPage.includes' }, {
              visits: HOUSE_CALL_PACKAGE.houseVisits, minutes: HOUSE_CALL_PACKAGE.visitMinutes,
              price: money(CHARGED_CENTS.HOUSE_VISIT_YEAR), traditional: money(QUOTED_CENTS.TRADITIONAL_HOUSE_VISITS_YEAR),
            })}
          </p>
        )}
        <p className="cancellation-policy" data-testid="order-refund-policy">{intl.formatMessage({ id: 'orders.policy' }, { days: ORDER_REFUND_DAYS, usedWhen })}</p>
        {product.code === PRODUCT.SECOND_OPINION && <p className="order-records-sharing" data-testid="order-records-sharing">{intl.formatMessage({ id: 'orderPage.sharing' })}</p>}
        <Island name="order-form" component={OrderForm} props={{ product, pets, petWords: petFormWords(intl), words: orderFormWords(intl) }} />
      </section>
    </MainLayout>
  );
}
