import type { ReactNode } from 'react';
import { FormTokenField } from '../../form-token.tsx';
import { dateTimeFormat } from '../../../contracts/intl-format.ts';
import { dollars } from '../../../contracts/products.ts';

export interface OpsFlashView {
  kind: 'success' | 'error';
  text: string;
  fields?: Record<string, string>;
}

/** 'Nov 24, 2026, 6:05 PM' in UTC (the console states its zone once per page), in the page's language (`Intl` tag). */
export function when(iso: string | null, intlLocale = 'en-US'): string {
  return iso ? dateTimeFormat(intlLocale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(iso)) : '';
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
