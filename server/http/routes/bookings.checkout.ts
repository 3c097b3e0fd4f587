import type { Services } from '../../services.ts';
import type { Viewer } from '../../domain/accounts/viewer.ts';
import { checkoutOrder } from '../../domain/bookings/checkout-order.ts';
import { NO_LISTING } from '../../../contracts/listings.ts';
import type { CheckoutProps } from '../../../contracts/bookings.ts';
import type { Locale } from '../../../contracts/locale.ts';

/**
 * The checkout island's props: a stored service order (`?orderId=`) or the
 * appointment from the vet list's link, and where a plain login form comes back to.
 */
export async function checkoutProps(
  services: Services, viewer: Viewer | null, query: Record<string, unknown>, url: string, pets: boolean, locale?: Locale,
): Promise<CheckoutProps> {
  // Only a signed-in owner pays here; anyone else sees the login form.
  const ownerId = viewer?.kind === 'user' ? viewer.id : null;
  if (query.orderId !== undefined) {
    const orderId = Number(typeof query.orderId === 'string' ? query.orderId : NaN);
    // A clinic login pays its clinic's Peer-to-Peer Consult here with the clinic's card.
    if (viewer?.kind === 'vendor') {
      const view = await services.peerConsults.forCheckout(viewer, orderId);
      return {
        order: null, forServiceOrder: true, serviceOrder: 'error' in view ? null : view, error: 'error' in view ? view.error : null, ownerId: viewer.id, back: url, pets,
      };
    }
    // Whose order it is, and so what it is, is known only once an owner is signed in.
    const view = ownerId ? await services.orders.forCheckout(viewer, orderId, locale) : null;
    return {
      order: null, forServiceOrder: true, serviceOrder: view && !('error' in view) ? view : null,
      error: view && 'error' in view ? view.error : null, ownerId, back: url, pets,
    };
  }
  const vendorId = Number(typeof query.vendorId === 'string' ? query.vendorId : NaN);
  const listings = Number.isInteger(vendorId) && vendorId > 0 ? await services.listings.publicForVendor(vendorId) : [];
  const order = checkoutOrder(query, listings);
  // Asked now, so a time that cannot be booked is said before the card, not after it.
  const bookable = 'error' in order ? false : await services.bookings.slotBookable(order.listingId, order.type, order.slot, new Date(), ownerId);
  return {
    order: 'error' in order ? null : { ...order, bookable },
    error: 'error' in order ? order.error ?? NO_LISTING : null,
    ownerId,
    back: url,
    pets,
  };
}
