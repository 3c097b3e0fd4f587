/**
 * npm run audit:deps — `npm audit --omit=dev`, failing on a high or critical advisory of a production
 * dependency that has a fix (scripts/audit-rules.ts). When the registry offers no advisory service (some
 * mirrors answer 405), it says so and passes, unless AUDIT_REQUIRED=1 makes that a failure too.
 */
import { spawnSync } from 'node:child_process';
import { judgeAudit, type AuditReport } from './audit-rules.ts';

const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
let report: AuditReport;
try {
  report = JSON.parse(run.stdout || '{}') as AuditReport;
} catch {
  report = { message: (run.stderr || 'npm audit printed no JSON').trim() };
}
const verdict = judgeAudit(report);
if (verdict.unavailable) {
  console.log(`npm audit: the advisory service could not be asked (${verdict.unavailable}).`);
  process.exit(process.env.AUDIT_REQUIRED === '1' ? 1 : 0);
}
for (const line of verdict.noted) console.log(`noted   ${line}`);
for (const line of verdict.refused) console.log(`REFUSED ${line}`);
console.log(`npm audit: ${verdict.refused.length} refused (high or critical with a fix), ${verdict.noted.length} noted.`);
process.exit(verdict.refused.length ? 1 : 0);
