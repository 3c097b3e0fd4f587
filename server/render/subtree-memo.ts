import { createElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { RawIntlProvider, type IntlShape } from 'react-intl';
import type { SubtreeMemo } from '../../views/subtree-memo.tsx';

const memos = new WeakMap<IntlShape, SubtreeMemo>();
const HOISTED_PRELOADS = /^(?:<link rel="preload"[^>]*\/>)+/;

/**
 * The subtree memo of a language's pages (views/subtree-memo.tsx): HTML kept per data object in a WeakMap, so it
 * lives exactly as long as the object its route got from a cache; a new object (the cache recomputed it) is
 * rendered anew. The children render in their own pass with the page's messages as their only context (React's
 * server renderer supports a render inside a render: it restores the outer one's state after).
 */
export function subtreeMemo(intl: IntlShape): SubtreeMemo {
  let memo = memos.get(intl);
  if (!memo) {
    const kept = new WeakMap<object, string>();
    memo = {
      html(of: object, children: ReactNode): string {
        let html = kept.get(of);
        if (html === undefined) {
          // React writes the preloads it hoists (an <img>'s) at the start of a render's output; inside the element they
          // would be nodes the browser's render does not make (a hydration mismatch): they are hints, so left out.
          html = renderToString(createElement(RawIntlProvider, { value: intl }, children)).replace(HOISTED_PRELOADS, '');
          kept.set(of, html);
        }
        return html;
      },
    };
    memos.set(intl, memo);
  }
  return memo;
}
