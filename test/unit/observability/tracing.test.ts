import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'chai';
import { scrubAttributes } from '../../../server/observability/tracing.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? sources(full) : /\.tsx?$/.test(name) ? [full] : [];
  });
}

describe('tracing: what leaves the process', () => {
  const scrubbed = (attributes: Record<string, unknown>) => {
    const copy = { ...attributes };
    scrubAttributes(copy);
    return copy;
  };

  it('drops client addresses, user agents, query strings and headers', () => {
    expect(scrubbed({
      'http.request.method': 'GET', 'url.query': 'token=abc', 'client.address': '203.0.113.9', 'network.peer.address': '203.0.113.9',
      'network.peer.port': 50000, 'user_agent.original': 'Mozilla/5.0', 'http.request.header.cookie': ['sid=1'], 'http.response.status_code': 200,
    })).to.deep.equal({ 'http.request.method': 'GET', 'http.response.status_code': 200 });
  });

  it("gives a routed request's path as its route, and redacts opaque segments of any other", () => {
    expect(scrubbed({ 'url.path': '/records/share/Zx8fK2m9QpL4vN7tR1sW3yB6', 'http.route': '/records/share/:token' }))
      .to.deep.equal({ 'url.path': '/records/share/:token', 'http.route': '/records/share/:token' });
    expect(scrubbed({ 'url.path': '/z/Zx8fK2m9QpL4vN7tR1sW3yB6' })).to.deep.equal({ 'url.path': '/z/:token' });
    expect(scrubbed({ 'url.path': '/app/appointments/42' })).to.deep.equal({ 'url.path': '/app/appointments/42' });
    expect(scrubbed({ 'url.full': 'https://api-m.paypal.com/v2/checkout/orders?x=1' })).to.deep.equal({ 'url.full': 'https://api-m.paypal.com/v2/checkout/orders' });
  });

  it('is loaded only by the entry points, and only when configured: no other module imports the SDK', () => {
    const offenders = [...sources(path.join(ROOT, 'server')), ...sources(path.join(ROOT, 'graphql'))]
      .filter((file) => !['server/observability/tracing.ts', 'server/main.ts', 'server/worker-main.ts'].includes(path.relative(ROOT, file)))
      // Type imports vanish when compiled; every other import of the SDK or of tracing.ts would load it.
      .filter((file) => /^import (?!type )[^;]*from '(@opentelemetry\/(?!api')|[./]+observability\/tracing\.ts')|import\('(@opentelemetry\/(?!api')|[./]+observability\/tracing\.ts')/m
        .test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(ROOT, file));
    expect(offenders).to.deep.equal([]);
    for (const entry of ['server/main.ts', 'server/worker-main.ts']) {
      const text = readFileSync(path.join(ROOT, entry), 'utf8');
      expect(text, entry).to.match(/config\.telemetry\.otlpEndpoint\s*\?\s*await \(await import\('\.\/observability\/tracing\.ts'\)\)/);
    }
  });
});
