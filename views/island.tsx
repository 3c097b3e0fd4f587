import { createContext, useContext, type ComponentType } from 'react';
import { FormTokenContext } from './form-token.tsx';

/** Collects the names of the islands a page renders, so the shell loads only what is used. */
export class IslandCollector {
  readonly names = new Set<string>();
  add(name: string): void {
    this.names.add(name);
  }
}

export const IslandContext = createContext<IslandCollector | null>(null);

/**
 * Marks an interactive part of a server-rendered page. The component renders on
 * the server into HTML; in the browser `client/entry.tsx` loads
 * `client/islands/<name>.tsx` as its own chunk and hydrates it with the same props.
 * Props travel as JSON: pass plain data only.
 */
export function Island<P extends object>({ name, component: Component, props }: {
  name: string;
  component: ComponentType<P>;
  props: P;
}) {
  useContext(IslandContext)?.add(name);
  const formToken = useContext(FormTokenContext);
  return (
    <div data-island={name} data-props={JSON.stringify(props)} data-form-token={formToken ?? undefined} style={{ display: 'contents' }}>
      <Component {...props} />
    </div>
  );
}
