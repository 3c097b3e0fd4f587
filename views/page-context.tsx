import { createContext, useContext } from 'react';

/** What every view may know about the request: plain data, never rows or connections. */
export interface ViewerView {
  kind: 'user' | 'vendor';
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  pic: string | null;
  vendorId: number | null;
  subrole: 'root_admin' | 'user' | null;
}

export type SiteView =
  | { kind: 'main' }
  | { kind: 'vendor'; vendorId: number; name: string; logo: string | null };

export interface PageContextValue {
  site: SiteView;
  viewer: ViewerView | null;
  path: string;
  publicUrl: string;
  mainDomain: string;
}

export const PageContext = createContext<PageContextValue>({
  site: { kind: 'main' },
  viewer: null,
  path: '/',
  publicUrl: 'http://localhost:3000',
  mainDomain: 'petcare.localhost',
});

export function usePageContext(): PageContextValue {
  return useContext(PageContext);
}
