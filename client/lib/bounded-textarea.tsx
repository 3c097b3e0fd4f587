import { useState, type TextareaHTMLAttributes } from 'react';

/** '1,234 / 2,000': how much of the limit a text uses, in the words the counter and its tests share. */
export function characterCount(length: number, max: number): string {
  const n = (x: number) => x.toLocaleString('en-US');
  return length > max ? `${n(length)} / ${n(max)} characters: ${n(length - max)} over the limit` : `${n(length)} / ${n(max)} characters`;
}

/**
 * A text area with a limit people can see: a live counter under it (described-by the field), red once over,
 * announced only then. It does not cut a paste short (maxLength would, silently): the form's check and the
 * server's say the limit instead. Without JavaScript the server-rendered counter shows the limit.
 */
export function BoundedTextarea({ id, max, value, describedBy, onInput, count = characterCount, ...rest }: Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'maxLength'> & {
  id: string;
  max: number;
  value?: string;
  /** Other ids describing the field (its error message), before the counter's. */
  describedBy?: string;
  /** The counter's words, where the page is in another language (English's `characterCount` by default). */
  count?: (length: number, max: number) => string;
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
