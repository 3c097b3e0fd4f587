import type { ReactNode } from 'react';
import { FormTokenField } from '../../form-token.tsx';
import { dateTimeFormat } from '../../../contracts/intl-format.ts';
import { dollars } from '../../../contracts/products.ts';
import { hrefWith, type PageQuery } from '../../../client/lib/table-url.ts';

export interface OpsFlashView {
  kind: 'success' | 'error';
  text: string;
  fields?: Record<string, string>;
}

/** The outcome of the form just posted. */
export function Flash({ flash }: { flash: OpsFlashView | null }) {
  if (!flash) return null;
  return (
    <p className={`alert ${flash.kind === 'error' ? 'alert-error' : 'alert-success'}`} role={flash.kind === 'error' ? 'alert' : 'status'} data-testid="ops-flash">
      {flash.text}
    </p>
  );
}

/** 'Nov 24, 2026, 6:05 PM' in UTC (the console states its zone once per page). */
export function when(iso: string | null): string {
  return iso ? dateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(iso)) : '';
}

export function money(cents: number): string {
  return dollars(cents);
}

/** A one-button form posting to `action` (the row's action). */
export function ActionButton({ action, label, testId, kind = 'secondary', children }: {
  action: string; label: string; testId?: string; kind?: 'primary' | 'secondary' | 'danger'; children?: ReactNode;
}) {
  return (
    <form method="post" action={action} className="inline-form">
      <FormTokenField />
      {children}
      <button type="submit" className={`btn btn-${kind} btn-small`} data-testid={testId}>{label}</button>
    </form>
  );
}

/** Older and newer pages of a list the server pages (the rest of the address, a search and a sort, kept). */
export function Pager({ path, query, page, more }: { path: string; query: PageQuery; page: number; more: boolean }) {
  const href = (p: number) => hrefWith(path, query, { page: p > 1 ? String(p) : null });
  if (page <= 1 && !more) return null;
  return (
    <p className="ops-pager">
      {page > 1 && <a className="btn btn-light" href={href(page - 1)}>Previous</a>}
      {more && <a className="btn btn-light" href={href(page + 1)}>Next</a>}
    </p>
  );
}
