import { expect } from 'chai';
import type { Request, Response } from 'express';
import { loadOperator, OPS_IDLE_MS, OPS_MAX_MS, opsSessionExpired, isOpsPath } from '../../../../server/http/middleware/ops-session.ts';
import type { OperatorViewer } from '../../../../server/domain/ops/index.ts';

const T0 = Date.UTC(2026, 10, 30, 9, 0, 0);

describe('the console session (ops-session.ts)', () => {
  it('ends 30 minutes after the last request, and 12 hours after sign-in however busy', () => {
    expect(OPS_IDLE_MS).to.equal(30 * 60_000);
    const rows: Array<[number, number, number, boolean]> = [
      // [startedAt, seenAt, now, expired]
      [T0, T0, T0, false],
      [T0, T0, T0 + OPS_IDLE_MS, false],
      [T0, T0, T0 + OPS_IDLE_MS + 1, true],
      [T0, T0 + 20 * 60_000, T0 + 45 * 60_000, false],
      [T0, T0 + OPS_MAX_MS - 60_000, T0 + OPS_MAX_MS, false],
      [T0, T0 + OPS_MAX_MS - 60_000, T0 + OPS_MAX_MS + 1, true],
    ];
    for (const [startedAt, seenAt, now, expired] of rows) expect(opsSessionExpired({ startedAt, seenAt }, now), `${seenAt - T0} ${now - T0}`).to.equal(expired);
  });

  it('tells console paths from others', () => {
    expect(['/ops', '/ops/', '/ops/clinics', '/ops/login/verify'].every(isOpsPath)).to.equal(true);
    expect(['/', '/opsx', '/app/ops', '/operations'].some(isOpsPath)).to.equal(false);
  });

  function fakeRequest(ops: { operatorId: number; passed: boolean; startedAt: number; seenAt: number } | undefined) {
    let destroyed = false;
    const session = { ops, destroy: (cb: () => void) => { destroyed = true; cb(); } };
    return { req: { session, ip: '10.0.0.1' } as unknown as Request, destroyed: () => destroyed };
  }
  const viewer: OperatorViewer = { kind: 'operator', id: 7, email: 'op@example.test', name: 'Op', twoFactor: true, address: '10.0.0.1' };

  it('names the operator of a live session and moves its last request on; an idle one is destroyed and names nobody', async () => {
    const load = (now: number) => loadOperator({ viewerOf: async (_id, passed) => ({ ...viewer, twoFactor: passed }) }, () => now);
    const live = fakeRequest({ operatorId: 7, passed: true, startedAt: T0, seenAt: T0 });
    await new Promise<void>((resolve) => load(T0 + 10 * 60_000)(live.req, {} as Response, () => resolve()));
    expect(live.req.operator?.id).to.equal(7);
    expect(live.req.session.ops?.seenAt).to.equal(T0 + 10 * 60_000);

    const idle = fakeRequest({ operatorId: 7, passed: true, startedAt: T0, seenAt: T0 });
    await new Promise<void>((resolve) => load(T0 + 31 * 60_000)(idle.req, {} as Response, () => resolve()));
    expect(idle.req.operator).to.equal(null);
    expect(idle.req.opsSessionEnded).to.equal(true);
    expect(idle.destroyed()).to.equal(true);

    const pending = fakeRequest({ operatorId: 7, passed: false, startedAt: T0, seenAt: T0 });
    await new Promise<void>((resolve) => load(T0)(pending.req, {} as Response, () => resolve()));
    expect(pending.req.operator?.twoFactor).to.equal(false);
  });
});
