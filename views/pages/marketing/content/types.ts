import type { IllustrationName } from '../../../components/illustrations/scenes.tsx';

/**
 * The shape of a marketing page: plain data rendered by a handful of shared
 * section components (views/pages/marketing/sections.tsx), so each page is a
 * content object rather than a hand-written view.
 */
export interface PageAction {
  href: string;
  label: string;
  variant?: 'primary' | 'secondary';
}

export interface PageHero {
  /** A drawing beside the heading (views/components/illustrations/); service and company pages have one. */
  illustration?: IllustrationName;
  eyebrow?: string;
  title: string;
  lead: string;
  actions?: PageAction[];
  note?: string;
}

export interface CardItem {
  title: string;
  text: string;
  /** A price or time line, shown in the accent colour. */
  price?: string;
  href?: string;
}

export interface FaqGroup {
  id: string;
  title: string;
  items: Array<{ question: string; answer: string }>;
}

export type PageSection =
  | { kind: 'cards'; title: string; intro?: string; items: CardItem[]; tinted?: boolean }
  | { kind: 'steps'; title: string; items: Array<{ title: string; text: string }>; tinted?: boolean }
  | { kind: 'facts'; title: string; items: Array<{ figure: string; text: string }> }
  | { kind: 'text'; title: string; paragraphs: string[]; list?: string[]; tinted?: boolean }
  | { kind: 'band'; title: string; eyebrow?: string; list: string[]; actions: PageAction[] }
  | { kind: 'cta'; title: string; text: string; actions: PageAction[] }
  | { kind: 'people'; title: string; items: Array<{ name: string; role: string; bio: string }> }
  | { kind: 'quotes'; title: string; items: Array<{ quote: string; who: string }> }
  | { kind: 'faq'; groups: FaqGroup[] }
  | { kind: 'legal'; updated: string; clauses: Array<{ title: string; paragraphs: string[] }> }
  | { kind: 'news'; title: string; items: Array<{ date: string; title: string; text: string }> }
  | { kind: 'contact' }
  | { kind: 'emergency' }
  /** The shelter partnership form (an island that also works as a plain POST). */
  | { kind: 'shelter-form'; title: string }
  /** The pet health screening questionnaire island. */
  | { kind: 'assessment' }
  /** An order route: the product, its price and a sign-in prompt. */
  | { kind: 'order'; product: string; price: string; includes: string[]; landing: string };

export interface MarketingPageContent {
  /** Canonical path, as linked from the header, footer and sitemap. */
  path: string;
  /** Unique per page; the renderer appends the site name. */
  title: string;
  description: string;
  hero: PageHero;
  sections: PageSection[];
  /** Order routes and form-only pages stay out of search results' main entries but remain in the sitemap. */
  sitemapPriority?: number;
}
