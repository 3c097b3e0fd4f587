import { OpsLayout } from '../../layouts/ops-layout.tsx';
import type { OpsHealthView } from '../../../contracts/ops.ts';
import { when, type OpsFlashView } from './ops-parts.tsx';

/** Health: the job queue per queue, the outbox and the last reminders sent. */
export function OpsHealthPage({ operator, health, flash }: { operator: { email: string }; health: OpsHealthView; flash: OpsFlashView | null }) {
  return (
    <OpsLayout operator={operator} current="/ops/health" flash={flash}>
      <h1>Health</h1>
      <p className="muted">Times in UTC.</p>
      <h2>Job queue</h2>
      {health.queues === null ? <p className="muted" data-testid="ops-no-job-queue">The job queue has not started on this database yet.</p>
        : health.queues.length === 0 ? <p className="muted">No jobs.</p> : (
          <div className="table-scroll" role="region" aria-label="Job queue" tabIndex={0}>
            <table className="table" data-testid="ops-job-queues">
              <thead><tr><th scope="col">Queue</th><th scope="col">Waiting</th><th scope="col">Running</th><th scope="col">Failed</th><th scope="col">Retried</th></tr></thead>
              <tbody>
                {health.queues.map((q) => (
                  <tr key={q.name} data-queue={q.name}><th scope="row">{q.name}</th><td>{q.waiting}</td><td>{q.active}</td><td>{q.failed}</td><td>{q.retried}</td></tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      <h2>Outbox</h2>
      <p data-testid="ops-outbox-counts">{`${health.outbox.lastDay} messages in the last 24 hours, ${health.outbox.total} kept in all.`}</p>
      {health.outbox.latest.length > 0 && (
        <div className="table-scroll" role="region" aria-label="Latest outbox messages" tabIndex={0}>
          <table className="table" data-testid="ops-outbox">
            <thead><tr><th scope="col">Subject</th><th scope="col">Channel</th><th scope="col">To</th><th scope="col">When</th></tr></thead>
            <tbody>{health.outbox.latest.map((m) => <tr key={m.id}><th scope="row">{m.subject ?? '(text message)'}</th><td>{m.channel}</td><td>{m.to}</td><td>{when(m.at)}</td></tr>)}</tbody>
          </table>
        </div>
      )}
      <h2>Last reminders</h2>
      {health.reminders.length === 0 ? <p className="muted">No reminders sent yet.</p> : (
        <div className="table-scroll" role="region" aria-label="Last reminders" tabIndex={0}>
          <table className="table" data-testid="ops-reminders">
            <thead><tr><th scope="col">Reminder</th><th scope="col">Channel</th><th scope="col">Outcome</th><th scope="col">When</th></tr></thead>
            <tbody>
              {health.reminders.map((r) => (
                <tr key={r.id}><th scope="row">{`${r.kind} · ${r.occasion}`}</th><td>{r.channel}</td><td>{r.outcome}{r.error ? ` (${r.error})` : ''}</td><td>{when(r.at)}</td></tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </OpsLayout>
  );
}
