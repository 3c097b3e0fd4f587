import { expect } from 'chai';
import { classifyHost, customDomainCandidates, normalizeHost } from '../../../server/tenancy/host.ts';

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
