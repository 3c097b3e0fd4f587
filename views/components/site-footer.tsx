import { usePageContext } from '../page-context.tsx';
import { PawIcon } from './paw-icon.tsx';
import { CONTACT, SERVICES } from './service-catalog.ts';
import { FormTokenField } from '../form-token.tsx';

interface FooterLink {
  href: string;
  label: string;
  external?: boolean;
}

const COLUMNS: Array<{ id: string; title: string; links: FooterLink[] }> = [
  {
    id: 'footer-company',
    title: 'Company',
    links: [
      { href: '/about/', label: 'About' },
      { href: '/leadership-team/', label: 'Leadership' },
      { href: '/our-partners/', label: 'Partners' },
      { href: '/shelter-partnership/', label: 'Shelter partnership' },
      { href: '/news/', label: 'News' },
    ],
  },
  {
    id: 'footer-help',
    title: 'Help',
    links: [
      { href: '/faqs/', label: 'FAQs' },
      { href: '/contact-us/', label: 'Contact' },
      { href: '/download-app/', label: 'Download the app' },
      { href: CONTACT.blogUrl, label: 'Blog', external: true },
      { href: '/for-vet/', label: 'For vets' },
    ],
  },
  {
    id: 'footer-services',
    title: 'Services',
    links: SERVICES.slice(0, 5).map((s) => ({ href: s.href, label: s.name })),
  },
];

const LEGAL: FooterLink[] = [
  { href: '/privacy-policy/', label: 'Privacy' },
  { href: '/terms-conditions/', label: 'Terms' },
];

function FooterAnchor({ link }: { link: FooterLink }) {
  if (link.external) {
    return (
      <a href={link.href} target="_blank" rel="noopener noreferrer">
        {link.label}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    );
  }
  return <a href={link.href}>{link.label}</a>;
}

function LegalLinks() {
  return (
    <ul className="legal-links">
      {LEGAL.map((l) => (
        <li key={l.href}>
          <FooterAnchor link={l} />
        </li>
      ))}
    </ul>
  );
}

/**
 * Newsletter sign-up. A plain form posting to /newsletter so it works without
 * JavaScript; the handler validates and stores the address.
 */
function NewsletterForm() {
  return (
    <form className="newsletter" method="post" action="/newsletter" aria-labelledby="newsletter-title">
      <FormTokenField />
      <h2 className="footer-title" id="newsletter-title">
        Pet health, once a month
      </h2>
      <p className="newsletter-note">Seasonal care tips and new services. No spam; unsubscribe any time.</p>
      <label htmlFor="newsletter-email">Email address</label>
      <div className="newsletter-row">
        <input
          id="newsletter-email"
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          placeholder="you@example.com"
        />
        <button className="btn btn-primary" type="submit">
          Subscribe
        </button>
      </div>
    </form>
  );
}

/** Main-site footer: link columns, public contact details, newsletter and legal links; reduced on vendor sites. */
export function SiteFooter() {
  const { site } = usePageContext();
  const year = new Date().getFullYear();

  if (site.kind === 'vendor') {
    return (
      <footer className="site-footer site-footer-vendor">
        <div className="container footer-bottom">
          <LegalLinks />
          <p className="powered-by">
            <PawIcon size={18} /> Powered by Petcare
          </p>
        </div>
      </footer>
    );
  }

  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <div className="footer-about">
          <a className="brand brand-footer" href="/">
            <PawIcon />
            <span className="brand-name">Petcare</span>
          </a>
          <p>Vet care by video, phone, clinic visit or house call, and every record in one place.</p>
          <address className="footer-contact">
            <a href={CONTACT.phoneHref}>{CONTACT.phoneDisplay}</a>
            <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a>
          </address>
        </div>
        {COLUMNS.map((col) => (
          <nav key={col.id} className="footer-column" aria-labelledby={col.id}>
            <h2 className="footer-title" id={col.id}>
              {col.title}
            </h2>
            <ul>
              {col.links.map((l) => (
                <li key={l.href}>
                  <FooterAnchor link={l} />
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <NewsletterForm />
      </div>
      <div className="container footer-bottom">
        <p>&copy; {year} Petcare. In an emergency, go to your nearest emergency vet.</p>
        <LegalLinks />
      </div>
    </footer>
  );
}
