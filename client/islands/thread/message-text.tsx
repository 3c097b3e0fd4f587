import { Fragment } from 'react';

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]]/g;

/**
 * A message's text as text: React escapes every character, so HTML a person typed shows as they typed it; web
 * addresses (http and https only) become links that open apart from the page and pass no referrer.
 */
export function MessageText({ text }: { text: string }) {
  const parts: Array<string | { url: string }> = [];
  let last = 0;
  for (const m of text.matchAll(URL_PATTERN)) {
    if (m.index > last) parts.push(text.slice(last, m.index));
    parts.push({ url: m[0] });
    last = m.index + m[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return (
    <p className="thread-text">
      {parts.map((p, i) => typeof p === 'string'
        ? <Fragment key={i}>{p}</Fragment>
        : <a key={i} href={p.url} target="_blank" rel="noopener noreferrer nofollow">{p.url}</a>)}
    </p>
  );
}
