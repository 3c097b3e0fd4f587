import type { Services } from '../../services.ts';
import type { Viewer } from '../../domain/accounts/viewer.ts';
import { checkoutOrder, NO_LISTING } from '../../domain/bookings/checkout-order.ts';
import type { CheckoutProps } from '../../../client/islands/checkout.tsx';

/** The checkout island's props: the order from the link, and where a plain login form comes back to. */
export async function checkoutProps(
  services: Services, viewer: Viewer | null, query: Record<string, unknown>, url: string, pets: boolean,
): Promise<CheckoutProps> {
  const vendorId = Number(typeof query.vendorId === 'string' ? query.vendorId : NaN);
  const listings = Number.isInteger(vendorId) && vendorId > 0 ? await services.listings.publicForVendor(vendorId) : [];
  const order = checkoutOrder(query, listings);
  return {
    order: 'error' in order ? null : order,
    error: 'error' in order ? order.error ?? NO_LISTING : null,
    // Only a signed-in owner pays here; anyone else sees the login form.
    ownerId: viewer?.kind === 'user' ? viewer.id : null,
    back: url,
    pets,
  };
}
