/**
 * What `npm run audit:deps` refuses: a production dependency with a high or critical advisory that has a
 * fix available (`npm audit`'s fixAvailable). Advisories without a fix are printed, not refused: nothing
 * we can install removes them, and a red build would not help.
 */

/** The part of `npm audit --json` (npm 7 and later) these rules read. */
export interface AuditReport {
  vulnerabilities?: Record<string, { severity: string; fixAvailable: boolean | { name: string; version: string; isSemVerMajor?: boolean }; via?: unknown[] }>;
  /** Set when npm could not ask the advisory service (it answers an error object instead of a report). */
  error?: { code?: string; summary?: string; detail?: string };
  message?: string;
}

export interface AuditVerdict {
  /** Packages that fail the build: high or critical, with a fix. */
  refused: string[];
  /** Every other advisory, for the log. */
  noted: string[];
  /** Why there was no report to judge (the advisory service could not be asked), else null. */
  unavailable: string | null;
}

const BLOCKING = new Set(['high', 'critical']);

export function judgeAudit(report: AuditReport): AuditVerdict {
  if (!report.vulnerabilities) {
    // npm may answer an empty summary beside the HTTP message, so an empty string counts as nothing said.
    const why = report.error?.summary || report.message || 'npm audit returned no report';
    return { refused: [], noted: [], unavailable: why.split('\n')[0] };
  }
  const refused: string[] = [];
  const noted: string[] = [];
  for (const [name, v] of Object.entries(report.vulnerabilities)) {
    const fix = v.fixAvailable === true ? 'fix available' : v.fixAvailable ? `fix: ${v.fixAvailable.name}@${v.fixAvailable.version}` : 'no fix';
    const line = `${name} (${v.severity}, ${fix})`;
    (BLOCKING.has(v.severity) && v.fixAvailable ? refused : noted).push(line);
  }
  return { refused: refused.sort(), noted: noted.sort(), unavailable: null };
}
