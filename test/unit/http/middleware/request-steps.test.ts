import { expect } from 'chai';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request } from 'express';
import helmet from 'helmet';
import { mayHaveSession } from '../../../../server/http/middleware/session.ts';
import { fixedHeaders } from '../../../../server/http/middleware/fixed-headers.ts';

/** A response that records what is set on it, as node's would hold it. */
function recordingResponse() {
  const headers = new Map<string, unknown>([['x-powered-by', 'Express']]);
  return {
    headers,
    setHeader(name: string, value: unknown) { headers.set(name.toLowerCase(), value); return this; },
    removeHeader(name: string) { headers.delete(name.toLowerCase()); },
  };
}

describe('request steps before the routing table', () => {
  describe('mayHaveSession', () => {
    const request = (method: string, path: string, cookie?: string) => ({ method, path, headers: cookie ? { cookie } : {} }) as unknown as Request;

    it('reads a session wherever the browser sends its cookie', () => {
      expect(mayHaveSession(request('GET', '/app/my-appointments', 'petcare.form=x; petcare.sid=s%3Aabc'))).to.equal(true);
      expect(mayHaveSession(request('POST', '/graphql', 'petcare.sid=s%3Aabc'))).to.equal(true);
    });

    it('opens one for a post that may sign in, never for a page view or a GraphQL call without the cookie', () => {
      expect(mayHaveSession(request('POST', '/api/account/login'))).to.equal(true);
      expect(mayHaveSession(request('POST', '/login/'))).to.equal(true);
      expect(mayHaveSession(request('GET', '/vet-appointments/list', 'petcare.form=x'))).to.equal(false);
      expect(mayHaveSession(request('HEAD', '/'))).to.equal(false);
      expect(mayHaveSession(request('POST', '/graphql'))).to.equal(false);
    });
  });

  describe('fixedHeaders', () => {
    it("sets and removes exactly what helmet does, on every response, and passes on", () => {
      const options = { contentSecurityPolicy: { useDefaults: true, directives: { 'script-src': ["'self'"] } }, strictTransportSecurity: true };
      const direct = recordingResponse();
      helmet(options)({} as IncomingMessage, direct as unknown as ServerResponse, () => {});
      const replay = fixedHeaders(helmet(options));
      for (let i = 0; i < 2; i++) {
        const replayed = recordingResponse();
        let passed = false;
        replay({} as Request, replayed as never, () => { passed = true; });
        expect(passed).to.equal(true);
        expect(Object.fromEntries(replayed.headers)).to.deep.equal(Object.fromEntries(direct.headers));
      }
      expect(direct.headers.has('x-powered-by')).to.equal(false);
      expect(direct.headers.get('strict-transport-security')).to.be.a('string');
    });

    it('refuses at start-up a middleware that does not finish at once', () => {
      expect(() => fixedHeaders((_req, _res, next) => { setTimeout(next, 1); })).to.throw('did not finish at once');
    });
  });
});
