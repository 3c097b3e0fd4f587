import type { ReactNode } from 'react';
import { FormTokenField } from '../../form-token.tsx';
import { dateTimeFormat } from '../../../contracts/intl-format.ts';
import { dollars } from '../../../contracts/products.ts';

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

/** A search box over a list (GET, so the address keeps it). */
export function SearchForm({ action, q, label }: { action: string; q: string; label: string }) {
  return (
    <form method="get" action={action} className="ops-search" role="search">
      <label htmlFor="ops-q">{label}</label>
      <input id="ops-q" name="q" type="search" defaultValue={q} maxLength={100} />
      <button type="submit" className="btn btn-secondary">Search</button>
    </form>
  );
}

/** Older and newer pages of a list. */
export function Pager({ path, q, page, more }: { path: string; q: string; page: number; more: boolean }) {
  const href = (p: number) => `${path}?${new URLSearchParams({ ...(q ? { q } : {}), page: String(p) }).toString()}`;
  if (page <= 1 && !more) return null;
  return (
    <p className="ops-pager">
      {page > 1 && <a className="btn btn-light" href={href(page - 1)}>Previous</a>}
      {more && <a className="btn btn-light" href={href(page + 1)}>Next</a>}
    </p>
  );
}
