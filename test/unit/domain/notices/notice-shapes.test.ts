import { expect } from 'chai';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * One notice shape: the facts a booking's mails, SMS and invites print are one type (`BookingNotice`, built by
 * `noticeOf` from the `Booking`), never restated by a mail, a reminder or the invite. A "notice shape" is an
 * interface or object type in the server's notice-building code that declares two or more of a booking's
 * printed facts, or extends one that does.
 */
const FACTS = ['bookingId', 'start', 'durationMinutes', 'listingTitle', 'listingLine1', 'listingTZ', 'ownerTZ', 'petName', 'reason'];
const fact = new RegExp(`^\\s+(?:readonly\\s+)?(${FACTS.join('|')})\\??:`, 'm');

function tsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    return e.isDirectory() ? tsFiles(path) : path.endsWith('.ts') ? [path] : [];
  });
}

/** The declarations of a file: name, what it extends, and its body (to the first closing brace at the start of a line). */
function declarations(source: string): Array<{ name: string; extends: string[]; body: string }> {
  const found: Array<{ name: string; extends: string[]; body: string }> = [];
  const head = /^(?:export\s+)?(?:interface\s+(\w+)(?:<[^>]*>)?(?:\s+extends\s+([^{]+))?|type\s+(\w+)(?:<[^>]*>)?\s*=\s*(?:[\w.<>, ]+&\s*)?)\s*\{/gm;
  for (const m of source.matchAll(head)) {
    const start = (m.index ?? 0) + m[0].length;
    const end = source.indexOf('\n}', start);
    found.push({
      name: m[1] ?? m[3], extends: (m[2] ?? '').split(',').map((s) => s.trim().replace(/<.*$/, '')).filter(Boolean),
      body: source.slice(start, end === -1 ? undefined : end),
    });
  }
  return found;
}

/** The notice-building code: the notices area and every server file that formats a booking notice. */
function noticeCode(): string[] {
  return tsFiles('server').filter((file) => {
    if (file.includes('/domain/notices/') || file.endsWith('/calendar-invite.ts')) return true;
    const source = readFileSync(file, 'utf8');
    return /from '[./]+(?:notices\/)?booking-notice\.ts'/.test(source) || /from '[./]+(?:notices\/|bookings\/)?calendar-invite\.ts'/.test(source);
  });
}

export function noticeShapes(): string[] {
  const all = noticeCode().flatMap((file) => declarations(readFileSync(file, 'utf8')).map((d) => ({ ...d, file })));
  const shapes = new Set(all.filter((d) => d.body.split('\n').filter((line) => fact.test(line)).length >= 2).map((d) => d.name));
  for (let grew = true; grew;) {
    grew = false;
    for (const d of all) {
      if (!shapes.has(d.name) && d.extends.some((e) => shapes.has(e))) { shapes.add(d.name); grew = true; }
    }
  }
  return [...shapes].sort();
}

describe('notice shapes', () => {
  it('is one: every mail, SMS and invite about a booking formats the BookingNotice that noticeOf builds', () => {
    expect(noticeShapes()).to.deep.equal(['BookingNotice']);
  });
});
