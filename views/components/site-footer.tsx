import { useIntl } from 'react-intl';
import { usePageContext } from '../page-context.tsx';
import { PawIcon } from './paw-icon.tsx';
import { CONTACT, SERVICES } from './service-catalog.ts';
import { serviceText } from './service-text.ts';
import { FormTokenField } from '../form-token.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { PRODUCT_NAME } from './site-header.tsx';
import type { MessageId } from '../../contracts/messages/en.ts';

interface FooterLink {
  href: string;
  /** The catalogue's words for the link, or the service whose name it is. */
  label: MessageId | { service: string };
  external?: boolean;
}

const COLUMNS: Array<{ id: string; title: MessageId; links: FooterLink[] }> = [
  {
    id: 'footer-company',
    title: 'layout.footer.company',
    links: [
      { href: '/about/', label: 'layout.footer.about' },
      { href: '/leadership-team/', label: 'layout.footer.leadership' },
      { href: '/our-partners/', label: 'layout.footer.partners' },
      { href: '/shelter-partnership/', label: 'layout.footer.shelterPartnership' },
      { href: '/news/', label: 'layout.footer.news' },
    ],
  },
  {
    id: 'footer-help',
    title: 'layout.footer.help',
    links: [
      { href: '/faqs/', label: 'layout.footer.faqs' },
      { href: '/contact-us/', label: 'layout.footer.contact' },
      { href: '/download-app/', label: 'layout.footer.downloadApp' },
      { href: CONTACT.blogUrl, label: 'layout.footer.blog', external: true },
      { href: '/for-vet/', label: 'layout.footer.forVets' },
    ],
  },
  {
    id: 'footer-services',
    title: 'layout.footer.services',
    links: SERVICES.slice(0, 5).map((s) => ({ href: s.href, label: { service: s.slug } })),
  },
];

const LEGAL: FooterLink[] = [
  { href: '/privacy-policy/', label: 'layout.footer.privacy' },
  { href: '/terms-conditions/', label: 'layout.footer.terms' },
];

function FooterAnchor({ link }: { link: FooterLink }) {
  const intl = useIntl();
  const label = typeof link.label === 'string' ? intl.formatMessage({ id: link.label }) : serviceText(intl, { slug: link.label.service }).name;
  if (link.external) {
    return (
      <a href={link.href} target="_blank" rel="noopener noreferrer">
        {label}
        <span className="visually-hidden">{intl.formatMessage({ id: 'layout.footer.opensNewTab' })}</span>
      </a>
    );
  }
  return <a href={link.href}>{label}</a>;
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
  const intl = useIntl();
  return (
    <form className="newsletter" method="post" action="/newsletter" aria-labelledby="newsletter-title">
      <FormTokenField />
      <h2 className="footer-title" id="newsletter-title">
        {intl.formatMessage({ id: 'layout.footer.newsletterTitle' })}
      </h2>
      <p className="newsletter-note">{intl.formatMessage({ id: 'layout.footer.newsletterNote' })}</p>
      <label htmlFor="newsletter-email">{intl.formatMessage({ id: 'layout.footer.emailAddress' })}</label>
      <div className="newsletter-row">
        <input
          id="newsletter-email"
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          placeholder={intl.formatMessage({ id: 'layout.footer.emailPlaceholder' })}
        />
        <button className="btn btn-primary" type="submit">
          {intl.formatMessage({ id: 'layout.footer.subscribe' })}
        </button>
      </div>
    </form>
  );
}

/** Main-site footer: link columns, public contact details, newsletter, the language switch and legal links; reduced on vendor sites. */
export function SiteFooter() {
  const intl = useIntl();
  const { site } = usePageContext();
  const year = new Date().getFullYear();

  if (site.kind === 'vendor') {
    return (
      <footer className="site-footer site-footer-vendor">
        <div className="container footer-bottom">
          <LegalLinks />
          <LanguageSwitch className="language-switch-footer" />
          <p className="powered-by">
            <PawIcon size={18} /> {intl.formatMessage({ id: 'layout.footer.poweredBy' })}
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
            <span className="brand-name">{PRODUCT_NAME}</span>
          </a>
          <p>{intl.formatMessage({ id: 'layout.footer.tagline' })}</p>
          <address className="footer-contact">
            <a href={CONTACT.phoneHref}>{CONTACT.phoneDisplay}</a>
            <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a>
          </address>
        </div>
        {COLUMNS.map((col) => (
          <nav key={col.id} className="footer-column" aria-labelledby={col.id}>
            <h2 className="footer-title" id={col.id}>
              {intl.formatMessage({ id: col.title })}
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
        <p>{intl.formatMessage({ id: 'layout.footer.copyright' }, { year: String(year) })}</p>
        <LanguageSwitch className="language-switch-footer" />
        <LegalLinks />
      </div>
    </footer>
  );
}
