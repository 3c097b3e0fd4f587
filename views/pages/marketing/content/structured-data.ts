import { CONTACT } from '../../../components/service-catalog.ts';

/** schema.org Organization for the home page, with the public contact details. */
export function organizationJsonLd(publicUrl: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: 'Petcare',
    url: `${publicUrl}/`,
    logo: `${publicUrl}/static/favicon.svg`,
    email: CONTACT.email,
    sameAs: [CONTACT.blogUrl],
    contactPoint: {
      '@type': 'ContactPoint',
      telephone: CONTACT.phoneHref.replace(/^tel:/, ''),
      email: CONTACT.email,
      contactType: 'customer service',
      areaServed: 'US',
      availableLanguage: 'English',
    },
  };
}
