import { expect } from 'chai';
import { classifyHost, clinicLink, customDomainCandidates, normalizeHost, originOn, siteHost } from '../../../server/tenancy/host.ts';

describe('host resolution', () => {
  const main = 'petcare.localhost';
  const table: Array<[string | undefined, ReturnType<typeof classifyHost>]> = [
    ['petcare.localhost', { kind: 'main' }],
    ['petcare.localhost:3000', { kind: 'main' }],
    ['PETCARE.LOCALHOST', { kind: 'main' }],
    ['www.petcare.localhost', { kind: 'main' }],
    ['localhost', { kind: 'main' }],
    ['localhost:3000', { kind: 'main' }],
    ['127.0.0.1:3000', { kind: 'main' }],
    ['[::1]:3000', { kind: 'main' }],
    [undefined, { kind: 'main' }],
    ['happy.petcare.localhost', { kind: 'subdomain', label: 'happy' }],
    ['happy.petcare.localhost:3000', { kind: 'subdomain', label: 'happy' }],
    ['Happy.PetCare.Localhost.', { kind: 'subdomain', label: 'happy' }],
    ['abcd.petcare.localhost', { kind: 'subdomain', label: 'abcd' }],
    // A first label of 3 characters or fewer is never a sub-domain lookup.
    ['abc.petcare.localhost', { kind: 'custom', domain: 'abc.petcare.localhost' }],
    ['api.petcare.localhost', { kind: 'custom', domain: 'api.petcare.localhost' }],
    // Two labels below the main domain are not a sub-domain either.
    ['a.happy.petcare.localhost', { kind: 'custom', domain: 'a.happy.petcare.localhost' }],
    ['happypaws.test', { kind: 'custom', domain: 'happypaws.test' }],
    ['www.happypaws.test:8080', { kind: 'custom', domain: 'www.happypaws.test' }],
    ['clinic.example.co.uk', { kind: 'custom', domain: 'clinic.example.co.uk' }],
    // A look-alike of the main domain is a custom-domain lookup, not the main site.
    ['evilpetcare.localhost', { kind: 'custom', domain: 'evilpetcare.localhost' }],
  ];

  for (const [host, expected] of table) {
    it(`${String(host)} -> ${JSON.stringify(expected)}`, () => {
      expect(classifyHost(host, main)).to.deep.equal(expected);
    });
  }

  it('follows a configured production main domain', () => {
    expect(classifyHost('petcare.example', 'petcare.example')).to.deep.equal({ kind: 'main' });
    expect(classifyHost('happy.petcare.example', 'petcare.example')).to.deep.equal({ kind: 'subdomain', label: 'happy' });
    expect(classifyHost('happy.petcare.localhost', 'petcare.example')).to.deep.equal({ kind: 'custom', domain: 'happy.petcare.localhost' });
  });

  it('normalizes case, port and trailing dot', () => {
    expect(normalizeHost('Example.COM.:443')).to.equal('example.com');
    expect(normalizeHost('')).to.equal('');
  });

  it('looks a custom domain up with and without www', () => {
    expect(customDomainCandidates('www.happypaws.test')).to.deep.equal(['www.happypaws.test', 'happypaws.test']);
    expect(customDomainCandidates('happypaws.test')).to.deep.equal(['happypaws.test', 'www.happypaws.test']);
  });
});

describe('siteHost (where a clinic\'s site answers now)', () => {
  const cases: Array<[string, Parameters<typeof siteHost>[1], string | null]> = [
    ['no website: none (the main site)', null, null],
    ['a sub-domain', { subDomain: 'happy', customDomain: null }, 'happy.petcare.example'],
    ['both: the sub-domain first', { subDomain: 'happy', customDomain: 'happypaws.test' }, 'happy.petcare.example'],
    ['a custom domain only', { subDomain: null, customDomain: 'happypaws.test' }, 'happypaws.test'],
    ['a sub-domain too short to resolve: the custom domain', { subDomain: 'abc', customDomain: 'happypaws.test' }, 'happypaws.test'],
    ['a sub-domain too short and no custom domain: none', { subDomain: 'abc', customDomain: null }, null],
    ['a custom domain that is the main domain: none', { subDomain: null, customDomain: 'petcare.example' }, null],
  ];
  for (const [name, website, expected] of cases) {
    it(name, () => expect(siteHost('petcare.example', website)).to.equal(expected));
  }

  it('puts a host on the protocol and port of another origin', () => {
    expect(originOn('happy.petcare.example', 'https://petcare.example')).to.equal('https://happy.petcare.example');
    expect(originOn('happy.petcare.localhost', 'http://localhost:3000/x')).to.equal('http://happy.petcare.localhost:3000');
  });

  it('links to a clinic\'s page through the main site, with or without a trailing slash on PUBLIC_URL', () => {
    expect(clinicLink('https://petcare.example/', 12, '/appointments?z=1U2.s')).to.equal('https://petcare.example/clinic/12/appointments?z=1U2.s');
    expect(clinicLink('https://petcare.example', 12)).to.equal('https://petcare.example/clinic/12/');
  });
});
