import { useIntl } from 'react-intl';
import type { OrderEventView } from '../../../contracts/order-words.ts';
import { sayEventText, sayKnown } from './order-texts.ts';

/** The space between two inline parts (no words of any language). */
const SPACE = ' ';

/**
 * An order's timeline as both sides see it: status changes, the vet's questions and the owner's answers (plain
 * text, never HTML) in the page's language, with the files of an answer linked through `fileHref` when the reader may open them.
 */
export function OrderTimeline({ events, fileHref }: { events: OrderEventView[]; fileHref?: (fileId: number) => string }) {
  const intl = useIntl();
  if (events.length === 0) return null;
  const head = (e: OrderEventView) => (e.kind === 'question' ? intl.formatMessage({ id: 'orders.event.asked' }, { name: e.authorName })
    : e.kind === 'answer' ? intl.formatMessage({ id: 'orders.event.answered' }, { name: e.authorName })
      : e.status ? sayKnown(intl, `orders.status.${e.status}`, e.statusLabel ?? '') : e.statusLabel ?? '');
  return (
    <ol className="order-timeline" data-testid="order-timeline">
      {events.map((e) => (
        <li key={e.id} className={`order-event order-event-${e.kind}`}>
          <p className="order-event-head">
            <strong>{head(e)}</strong>
            {SPACE}<span className="field-hint">{e.kind === 'status' ? [e.at, e.authorName].join(' · ') : e.at}</span>
          </p>
          {e.text && <p className="order-event-text">{e.kind === 'status' ? sayEventText(intl, e.text) : e.text}</p>}
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
