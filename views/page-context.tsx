import { createContext, useContext } from 'react';
import { DEFAULT_LOCALE, type Locale } from '../contracts/locale.ts';

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
  /** A clinic login whose clinic has not verified its sign-up address yet (the dashboard says so). */
  clinicEmailPending?: boolean;
  /** A clinic login whose clinic waits for an operator's approval or is suspended (the dashboard says so). */
  clinicStanding?: 'unapproved' | 'suspended';
  /** A shelter partner's account (the menu shows Shelter first). */
  shelter?: boolean;
  /** Messages of the viewer's appointment threads they have not read (the appointments entry's count). */
  unreadMessages?: number;
}

export type SiteView =
  | { kind: 'main' }
  | { kind: 'vendor'; vendorId: number; name: string; logo: string | null };

/** Feature switches of server/config.ts that change what pages show. */
export interface FeaturesView {
  pets: boolean;
}

export interface PageContextValue {
  site: SiteView;
  viewer: ViewerView | null;
  path: string;
  /** The request's query string without its `?` ('' when none): the language switch keeps it. */
  query: string;
  /** The language the page is written in (contracts/locale.ts). */
  locale: Locale;
  publicUrl: string;
  mainDomain: string;
  features: FeaturesView;
  /** PayPal's public client id when PayPal is configured: card entry then uses PayPal's own fields and button. */
  paypalClientId: string | null;
  /** The marketplace's own address (OPERATOR_EMAIL): whom a suspended clinic writes to. */
  operatorEmail: string;
  /**
   * The form token for plain form posts (see server/http/middleware/form-token.ts), or null on pages that
   * are shared through the page cache.
   */
  formToken: string | null;
}

export const PageContext = createContext<PageContextValue>({
  site: { kind: 'main' },
  viewer: null,
  path: '/',
  query: '',
  locale: DEFAULT_LOCALE,
  publicUrl: 'http://localhost:3000',
  mainDomain: 'petcare.localhost',
  features: { pets: true },
  paypalClientId: null,
  operatorEmail: 'care@petcare.localhost',
  formToken: null,
});

export function usePageContext(): PageContextValue {
  return useContext(PageContext);
}
