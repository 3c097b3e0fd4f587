import { useIntl } from 'react-intl';
import { MainLayout } from '../../layouts/main-layout.tsx';
import { petFormWords } from '../pets/pet-form-words.ts';
import { Island } from '../../island.tsx';
import OrderForm, { type OrderFormProps } from '../../../client/islands/order-form.tsx';
import { orderRefundPolicyText, type OrderProductCode } from '../../../contracts/refund-policy.ts';
import { HOUSE_CALL_PACKAGE_INCLUDES } from '../../../contracts/house-call-package.ts';
import { PRODUCT } from '../../../contracts/products.ts';
import { SECOND_OPINION_RECORDS_SHARING } from '../../../contracts/order-words.ts';

/**
 * `/vet-house-call/order` and `/second-medical-opinion/order` for a signed-in
 * owner: what is bought (for a second opinion, what its records authorisation shares), then the `order-form`
 * island (details; payment at /checkout).
 */
export function OrderPage({ product, pets }: Omit<OrderFormProps, 'petWords'>) {
  const intl = useIntl();
  return (
    <MainLayout>
      <section className="order-page container">
        <p className="eyebrow">Your order</p>
        <h1>{product.label}</h1>
        <p className="order-price">{product.priceLabel}</p>
        {product.code === PRODUCT.HOUSE_VISIT && <p data-testid="order-includes">{`Includes ${HOUSE_CALL_PACKAGE_INCLUDES}`}</p>}
        <p className="cancellation-policy" data-testid="order-refund-policy">{orderRefundPolicyText(product.code as OrderProductCode)}</p>
        {product.code === PRODUCT.SECOND_OPINION && <p className="order-records-sharing" data-testid="order-records-sharing">{SECOND_OPINION_RECORDS_SHARING}</p>}
        <Island name="order-form" component={OrderForm} props={{ product, pets, petWords: petFormWords(intl) }} />
      </section>
    </MainLayout>
  );
}
