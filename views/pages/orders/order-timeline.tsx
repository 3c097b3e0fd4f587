import type { OrderEventView } from '../../../contracts/order-words.ts';

/**
 * An order's timeline as both sides see it: status changes, the vet's questions and the owner's answers (plain
 * text, never HTML), with the files of an answer linked through `fileHref` when the reader may open them.
 */
export function OrderTimeline({ events, fileHref }: { events: OrderEventView[]; fileHref?: (fileId: number) => string }) {
  if (events.length === 0) return null;
  return (
    <ol className="order-timeline" data-testid="order-timeline">
      {events.map((e) => (
        <li key={e.id} className={`order-event order-event-${e.kind}`}>
          <p className="order-event-head">
            <strong>{e.kind === 'question' ? `${e.authorName} asked` : e.kind === 'answer' ? `${e.authorName} answered` : e.statusLabel ?? ''}</strong>
            {' '}<span className="field-hint">{e.at}{e.kind === 'status' ? ` · ${e.authorName}` : ''}</span>
          </p>
          {e.text && <p className="order-event-text">{e.text}</p>}
          {e.files.length > 0 && (
            <ul className="order-files">
              {e.files.map((f) => <li key={f.id}>{fileHref ? <a href={fileHref(f.id)}>{f.name}</a> : f.name}</li>)}
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
}
