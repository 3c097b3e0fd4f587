import { useState } from 'react';

export type ConsultationType = 'clinic' | 'video' | 'phone' | 'chat';

export interface BookingWidgetListing {
  id: number;
  title: string;
  line1: string;
  address: string | null;
  consultations: Array<{ type: ConsultationType; duration: number; price: number }>;
}

export interface BookingWidgetProps {
  vendorName: string;
  listings: BookingWidgetListing[];
}

const TYPE_LABELS: Record<ConsultationType, string> = {
  clinic: 'Clinic Consultation',
  video: 'Video Consultation',
  phone: 'Telephonic Consultation',
  chat: 'Chat Consultation',
};

/** Prices show as $N.00, as on the booking confirmation. */
export function formatPrice(price: number): string {
  return `$${Number(price).toFixed(2)}`;
}

/** Where "Book" leads until the booking wizard lands: log in, then come back here. */
const BOOK_HREF = '/login/?redirectUrl=/';

function Consultations({ listing }: { listing: BookingWidgetListing }) {
  if (listing.consultations.length === 0) {
    return <p className="booking-empty">This practice has no consultations open for booking yet.</p>;
  }
  return (
    <ul className="consultation-list">
      {listing.consultations.map((c, i) => (
        <li key={`${c.type}-${i}`} className="consultation">
          <span className="consultation-type">{TYPE_LABELS[c.type] ?? c.type}</span>
          <span className="consultation-meta">
            {c.duration} minutes · <strong>{formatPrice(c.price)}</strong>
          </span>
          <a
            className="btn btn-primary btn-small"
            href={BOOK_HREF}
            aria-label={`Book ${TYPE_LABELS[c.type] ?? c.type} at ${listing.title}`}
          >
            Book
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * Booking widget on a vendor's website: pick one of the practice's listings,
 * then a consultation type. A single listing is chosen up front, as in the
 * booking wizard.
 */
export default function BookingWidget({ vendorName, listings }: BookingWidgetProps) {
  const [selectedId, setSelectedId] = useState<number | null>(listings.length === 1 ? listings[0].id : null);
  const selected = listings.find((l) => l.id === selectedId) ?? null;

  return (
    <section className="booking-widget" aria-labelledby="booking-widget-title">
      <h2 id="booking-widget-title">{`Book an appointment with ${vendorName}`}</h2>
      {listings.length === 0 ? (
        <p className="booking-empty">No listing found!</p>
      ) : (
        <>
          {listings.length > 1 && (
            <>
              <p className="booking-step">1. Choose a practice</p>
              <ul className="listing-choices">
                {listings.map((l) => (
                  <li key={l.id}>
                    <button
                      type="button"
                      className="listing-choice"
                      aria-pressed={l.id === selectedId}
                      onClick={() => setSelectedId(l.id)}
                    >
                      <span className="listing-title">{l.title}</span>
                      <span className="listing-line1">{l.line1}</span>
                      {l.address && <span className="listing-address">{l.address}</span>}
                    </button>
                  </li>
                ))}
              </ul>
            </>
          )}
          <div className="booking-consultations" aria-live="polite">
            {selected ? (
              <>
                <p className="booking-step">
                  {listings.length > 1 ? '2. ' : ''}Choose a consultation at {selected.title}
                </p>
                {listings.length === 1 && (
                  <p className="listing-summary">
                    {selected.line1}
                    {selected.address ? ` · ${selected.address}` : ''}
                  </p>
                )}
                <Consultations listing={selected} />
              </>
            ) : (
              <p className="booking-hint">Choose a practice to see its consultation types and prices.</p>
            )}
          </div>
        </>
      )}
    </section>
  );
}
