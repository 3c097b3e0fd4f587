import { expect } from 'chai';
import { sanitizeTenantHtml } from '../../../../server/domain/websites/sanitize.ts';

describe('tenant HTML sanitizer', () => {
  it('drops script elements and their content', () => {
    const out = sanitizeTenantHtml('<h2>Welcome</h2><script>alert(1)</script><p>Hi</p>');
    expect(out).to.equal('<h2>Welcome</h2><p>Hi</p>');
  });

  it('drops event handler attributes', () => {
    const out = sanitizeTenantHtml('<img src="https://x.test/a.png" onerror="alert(1)" alt="a"><p onclick="x()">t</p>');
    expect(out).not.to.match(/onerror|onclick|alert/);
    expect(out).to.contain('src="https://x.test/a.png"');
  });

  it('drops javascript: and data: URLs', () => {
    const out = sanitizeTenantHtml('<a href="javascript:alert(1)">x</a><a href="JaVaScRiPt:alert(2)">y</a><img src="data:image/svg+xml,<svg onload=alert(1)>">');
    expect(out).not.to.match(/javascript|data:|alert/i);
  });

  it('drops frames, objects, forms and style elements', () => {
    const out = sanitizeTenantHtml('<iframe src="https://evil.test"></iframe><object data="x"></object><form action="/x"><input></form><style>body{}</style>ok');
    expect(out).to.equal('ok');
  });

  it('keeps ordinary formatting, links and images', () => {
    const html = '<h1>Happy Paws</h1><p><strong>Open</strong> <a href="https://happypaws.test/hours">daily</a></p><ul><li>Vaccines</li></ul>';
    expect(sanitizeTenantHtml(html)).to.equal(html);
  });

  it('forces rel=noopener on links that open a new tab', () => {
    expect(sanitizeTenantHtml('<a href="https://a.test" target="_blank">a</a>')).to.contain('rel="noopener noreferrer"');
  });
});
