import { expect } from 'chai';
import { cspDirectives, type PolicyInputs } from '../../../../server/http/middleware/content-security-policy.ts';
import { s3BrowserOrigins } from '../../../../server/adapters/s3-storage.ts';

const BASE: PolicyInputs = { paypal: false, videoBaseUrl: 'https://meet.jit.si/petcare', storageOrigins: [], isProduction: false };

describe('the Content Security Policy', () => {
  it('lets a picture chosen on the device (blob:) show as an image, and as nothing else', () => {
    const policy = cspDirectives(BASE);
    expect(policy['img-src']).to.include('blob:');
    for (const [directive, sources] of Object.entries(policy)) {
      if (directive !== 'img-src') expect(sources ?? [], directive).to.not.include('blob:');
    }
  });

  it('runs only our own scripts: nothing inline, no eval, no other origin unless PayPal is configured', () => {
    expect(cspDirectives(BASE)['script-src']).to.deep.equal(["'self'"]);
    const withPayPal = cspDirectives({ ...BASE, paypal: true });
    expect(withPayPal['script-src']).to.deep.equal(["'self'", 'https://*.paypal.com', 'https://*.paypalobjects.com']);
    expect(withPayPal['script-src']).to.not.include("'unsafe-inline'").and.not.include("'unsafe-eval'");
  });

  it('lets browsers upload to and read from the storage\'s origin, and only for that', () => {
    const origin = 'https://petcare-uploads.s3.eu-west-2.amazonaws.com';
    const policy = cspDirectives({ ...BASE, storageOrigins: [origin] });
    expect(policy['connect-src']).to.deep.equal(["'self'", origin]);
    expect(policy['img-src']).to.include(origin);
    expect(policy['script-src']).to.not.include(origin);
    expect(policy['frame-src']).to.not.include(origin);
    expect(cspDirectives(BASE)['connect-src']).to.deep.equal(["'self'"]);
  });

  it('frames the video room and the reports dashboard by their origins only, and upgrades http in production', () => {
    const policy = cspDirectives({ ...BASE, reportsEmbedUrl: 'https://dash.example.test/embed/1?x=y', isProduction: true });
    expect(policy['frame-src']).to.deep.equal(["'self'", 'https://meet.jit.si', 'https://dash.example.test']);
    expect(policy['upgrade-insecure-requests']).to.deep.equal([]);
    expect(cspDirectives(BASE)['upgrade-insecure-requests']).to.equal(null);
  });

  it('knows where browsers reach an S3 bucket', () => {
    expect(s3BrowserOrigins({ bucket: 'uploads', region: 'eu-west-2' })).to.deep.equal(['https://uploads.s3.eu-west-2.amazonaws.com']);
    expect(s3BrowserOrigins({ bucket: 'my.uploads', region: 'us-east-1' }))
      .to.deep.equal(['https://my.uploads.s3.us-east-1.amazonaws.com', 'https://s3.us-east-1.amazonaws.com']);
    expect(s3BrowserOrigins({ bucket: 'uploads', region: 'us-east-1', endpoint: 'http://127.0.0.1:9000/' })).to.deep.equal(['http://127.0.0.1:9000']);
  });
});
