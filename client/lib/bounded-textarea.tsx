import { useState, type TextareaHTMLAttributes } from 'react';

/**
 * '1,234 / 2,000 characters': how much of the limit a text uses, in English, the counter's words as they always were;
 * the catalogue's counters (`*.count`, `*.countOver`) are held to it by the tests.
 */
export function characterCount(length: number, max: number): string {
  const n = (x: number) => x.toLocaleString('en-US');
  return length > max ? `${n(length)} / ${n(max)} characters: ${n(length - max)} over the limit` : `${n(length)} / ${n(max)} characters`;
}

/**
 * A text area with a limit people can see: a live counter under it (described-by the field), red once over,
 * announced only then. It does not cut a paste short (maxLength would, silently): the form's check and the
 * server's say the limit instead. Without JavaScript the server-rendered counter shows the limit. Its words are the
 * form's (`count`), so a page says them in its language.
 */
export function BoundedTextarea({ id, max, value, describedBy, onInput, count, ...rest }: Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'maxLength'> & {
  id: string;
  max: number;
  value?: string;
  /** Other ids describing the field (its error message), before the counter's. */
  describedBy?: string;
  /** The counter's words in the page's language (each form's, from the catalogue). */
  count: (length: number, max: number) => string;
}) {
  // A controlled field counts its value; an uncontrolled one (a plain form's) counts what is typed.
  const [typed, setTyped] = useState(String(rest.defaultValue ?? '').length);
  const length = value !== undefined ? value.length : typed;
  const over = length > max;
  return (
    <>
      <textarea id={id} value={value} aria-describedby={[describedBy, `${id}-count`].filter(Boolean).join(' ')} {...rest}
        onInput={(e) => {
          setTyped(e.currentTarget.value.length);
          onInput?.(e);
        }} />
      <p className={`char-count${over ? ' char-count-over' : ''}`} id={`${id}-count`} aria-live={over ? 'polite' : 'off'}
        data-testid={`${id}-count`}>
        {count(length, max)}
      </p>
    </>
  );
}
