import { createContext, useContext, type ComponentType } from 'react';
import { IntlContext, type IntlShape } from 'react-intl';
import { FormTokenContext } from './form-token.tsx';
import { ISLAND_MESSAGE_PREFIXES } from '../contracts/messages/islands.ts';

/** Collects the names of the islands a page renders, so the shell loads only what is used. */
export class IslandCollector {
  readonly names = new Set<string>();
  add(name: string): void {
    this.names.add(name);
  }
}

export const IslandContext = createContext<IslandCollector | null>(null);

const UNSAFE_IN_SCRIPT = /[<\u2028\u2029]/;
const ALL_UNSAFE_IN_SCRIPT = new RegExp(UNSAFE_IN_SCRIPT.source, 'g');
const ESCAPED: Record<string, string> = { '<': '\\u003c', '\u2028': '\\u2028', '\u2029': '\\u2029' };

/** JSON inside a script element: `<` is escaped so no value can close the element. */
export function scriptJson(value: unknown): string {
  return scriptSafe(JSON.stringify(value));
}

/** JSON text made safe inside a script element (scriptJson's escaping). */
function scriptSafe(json: string): string {
  // One pass, and none when nothing needs escaping (most props hold no '<').
  return UNSAFE_IN_SCRIPT.test(json) ? json.replace(ALL_UNSAFE_IN_SCRIPT, (c) => ESCAPED[c]) : json;
}

/**
 * Marks an interactive part of a server-rendered page. The component renders on
 * the server into HTML; in the browser `client/entry.tsx` loads
 * `client/islands/<name>.tsx` as its own chunk and hydrates it with the same props.
 * Props travel as JSON in a data block just before the island (an attribute would
 * escape every quote: a third larger, and slower to write): pass plain data only.
 */
export function Island<P extends object>({ name, component: Component, props, json }: {
  name: string;
  component: ComponentType<P>;
  props: P;
  /** `JSON.stringify(props)` when the page has it already (made from parts it keeps). */
  json?: string;
}) {
  useContext(IslandContext)?.add(name);
  const formToken = useContext(FormTokenContext);
  // An island renders here as the browser will hydrate it: with the page's messages only if it reads some
  // (contracts/messages/islands.ts), else without react-intl's context, as client/entry.tsx gives it none.
  const speaks = Object.hasOwn(ISLAND_MESSAGE_PREFIXES, name);
  const island = <Component {...props} />;
  return (
    <>
      <script type="application/json" data-island-props={name} dangerouslySetInnerHTML={{ __html: json === undefined ? scriptJson(props) : scriptSafe(json) }} />
      <div data-island={name} data-form-token={formToken ?? undefined} style={{ display: 'contents' }}>
        {speaks ? island : <IntlContext.Provider value={null as unknown as IntlShape}>{island}</IntlContext.Provider>}
      </div>
    </>
  );
}
