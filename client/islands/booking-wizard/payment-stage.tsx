import { cancellationPolicyText } from '../../../contracts/appointments.ts';
import { CONSULTATION_PRODUCT } from '../../../contracts/consultations.ts';
import { browserZone } from '../../../contracts/time-zone.ts';
import { bookingRequest } from '../../lib/booking-request.ts';
import type { IntakeAnswers } from '../../../contracts/intake.ts';
import { PaymentStep, type PaidResult } from './payment-step.tsx';
import { petPayload, type PetChoice } from './pet-choice.ts';
import type { ConsultationType, WizardListing, WizardProduct, WizardViewer } from './types.ts';
import { useSay } from './words.tsx';

export interface PaymentStageProps {
  listing: WizardListing;
  slot: { type: ConsultationType; iso: string };
  price: number;
  product: WizardProduct | null | undefined;
  viewer: WizardViewer | null;
  customerId: number | null;
  pet: PetChoice | null;
  petsFeature: boolean;
  reason: string;
  /** The intake answers, checked at the stage before. */
  intake: IntakeAnswers;
  paypalClientId?: string | null;
  onPaid: (paid: PaidResult) => void;
  /** Back to the times, after the slot was taken meanwhile. */
  onChooseAnotherTime: () => void;
}

/** Stage 4 of the booking wizard, a chunk of its own: the cancellation policy, then the payment of the choices made. */
export default function PaymentStage({
  listing, slot, price, product, viewer, customerId, pet, petsFeature, reason, intake, paypalClientId, onPaid, onChooseAnotherTime,
}: PaymentStageProps) {
  const say = useSay();
  return (
    <>
      {listing.cancellationHours !== undefined && (
        <p className="cancellation-policy" data-testid="wizard-cancellation-policy">{say.text(cancellationPolicyText(listing.cancellationHours))}</p>
      )}
      <PaymentStep
        price={price} productId={product?.productId ?? CONSULTATION_PRODUCT[slot.type]} listingId={listing.id} userId={customerId}
        canWaive={viewer?.kind === 'vendor'} paypalClientId={paypalClientId}
        payload={() => bookingRequest({
          listingId: listing.id, type: slot.type, slot: slot.iso, productId: product?.productId, customerId,
          // The owner's own zone for their emails; a vet at the desk is not where the owner is.
          userTZ: viewer?.kind === 'user' ? browserZone() : undefined, pet: petsFeature ? petPayload(pet) : null, reason, intake,
        })}
        onPaid={onPaid}
        recovery={({ status }) => (status === 409
          ? <button type="button" className="btn btn-primary" onClick={onChooseAnotherTime} data-testid="choose-another-time">{say('booking.pay.chooseAnotherTime')}</button>
          : null)}
      />
    </>
  );
}
