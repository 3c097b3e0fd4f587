import { createContext, createElement, useContext, type ReactNode } from 'react';

/**
 * Server only: the HTML of a subtree that depends on nothing but a kept data object and the page's language,
 * rendered once for that object (server/render/subtree-memo.ts). The browser has none.
 */
export interface SubtreeMemo {
  html(of: object, children: ReactNode): string;
}

export const SubtreeMemoContext = createContext<SubtreeMemo | null>(null);

/**
 * A `tag` element whose children are what `children` renders for `of`, an object nobody changes (a vet card kept by
 * the server's card cache, which replaces it rather than changing it) in the page's language, in their first state.
 * On the server the children's HTML is rendered once per object and language and reused; in the browser the children
 * render and hydrate as usual (the same markup, so hydration matches). `children` must be a component element whose
 * work happens when it renders, so that a reuse skips it, and read no context but the page's messages.
 */
export function MemoElement({ tag, of, attrs, children }: {
  tag: 'article' | 'div' | 'section' | 'li' | 'ul';
  of: object;
  attrs: Record<string, string | number | undefined>;
  children: ReactNode;
}) {
  const memo = useContext(SubtreeMemoContext);
  return memo
    ? createElement(tag, { ...attrs, dangerouslySetInnerHTML: { __html: memo.html(of, children) } })
    : createElement(tag, attrs, children);
}
