import { useIntl } from 'react-intl';
import { hrefWith, type PageQuery } from '../../../client/lib/table-url.ts';

/** Older and newer pages of a list the server pages (the rest of the address, a search and a sort, kept). */
export function Pager({ path, query, page, more }: { path: string; query: PageQuery; page: number; more: boolean }) {
  const href = (p: number) => hrefWith(path, query, { page: p > 1 ? String(p) : null });
  const intl = useIntl();
  if (page <= 1 && !more) return null;
  return (
    <p className="ops-pager">
      {page > 1 && <a className="btn btn-light" href={href(page - 1)}>{intl.formatMessage({ id: 'ops.previous' })}</a>}
      {more && <a className="btn btn-light" href={href(page + 1)}>{intl.formatMessage({ id: 'ops.next' })}</a>}
    </p>
  );
}
