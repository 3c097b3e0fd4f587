import { useEffect, useMemo, useRef, useState } from 'react';
import {
  columnFilteringFeature, createColumnHelper, rowPaginationFeature, rowSortingFeature, tableFeatures, useTable,
  type ColumnFiltersState, type PaginationState, type SortingState,
} from '@tanstack/react-table';
import {
  ACCESS_FOR_CLINIC, CUSTOMER_SORTS, type CustomerPage, type CustomerRow, type CustomerSort, type CustomersQueryView,
} from '../../contracts/customer-words.ts';
import { execute, failureText } from '../lib/graphql-client.ts';
import { dateTimeFormat } from '../../contracts/intl-format.ts';
import { formatPhone } from '../../contracts/account-rules.ts';
import { graphql } from '../gql/gql.ts';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../contracts/messages/en.ts';
import { sayPractice } from '../lib/practice-texts.ts';


export interface CustomersTableProps {
  initial: CustomerPage;
  query: CustomersQueryView;
  pageSize: number;
}

const FILTERS = ['name', 'email', 'phone'] as const;
/** The header's sort direction mark (hidden from screen readers, which read `aria-sort`). */
const SORT_MARK = { asc: ' ▲', desc: ' ▼' } as const;
type FilterColumn = (typeof FILTERS)[number];

const features = tableFeatures({ columnFilteringFeature, rowSortingFeature, rowPaginationFeature });
const helper = createColumnHelper<typeof features, CustomerRow>();
const columns = helper.columns([
  // Sorted by last name, so shown last name first.
  helper.accessor((r) => displayName(r), { id: 'name', header: 'Name' }),
  helper.accessor('email', { id: 'email', header: 'Email' }),
  helper.accessor((r) => r.phone ?? '', { id: 'phone', header: 'Phone' }),
  helper.accessor('since', { id: 'since', header: 'Customer since', enableColumnFilter: false }),
  helper.accessor('appointments', { id: 'appointments', header: 'Appointments', enableSorting: false, enableColumnFilter: false }),
  helper.accessor('pets', { id: 'pets', header: 'Pets', enableSorting: false, enableColumnFilter: false }),
]);

/** The empty table's words (the spec's 'No Records Found' in English). */
const sayNone = (t: (id: MessageId) => string) => t('customers.none');

/** "Sørensen, Björn": the table sorts names by last name. */
function displayName(r: Pick<CustomerRow, 'firstName' | 'lastName'>): string {
  return [r.lastName, r.firstName].filter(Boolean).join(', ');
}

const CUSTOMERS = graphql(`
  query Customers($filter: CustomerFilter, $sort: CustomerSort, $desc: Boolean, $limit: Int, $offset: Int) {
    customers(filter: $filter, sort: $sort, desc: $desc, limit: $limit, offset: $offset) {
      total rows { id firstName lastName email phone since appointments pets access }
    }
  }
`);

/** The sort choices offered where the table is shown as cards (its header links are then hidden), in `t`'s language. */
function sortChoices(t: (id: MessageId, values?: Record<string, string>) => string) {
  return CUSTOMER_SORTS.flatMap((sort) => [false, true].map((desc) => {
    const dated = sort === 'id' || sort === 'since';
    const name = t(sort === 'id' ? 'customers.sort.added' : `customers.col.${sort}`);
    const order = t(dated ? (desc ? 'customers.sort.newest' : 'customers.sort.oldest') : desc ? 'customers.sort.za' : 'customers.sort.az');
    return { value: `${sort}${desc ? '' : ':asc'}`, label: t('customers.sort.choice', { name, order }) };
  }));
}

/** 'Nov 17, 2026': the day as people read it in `locale` (UTC, so the server's HTML and the browser's agree). */
const dateOf = (iso: string | null, locale: string) => (iso ? dateTimeFormat(locale.startsWith('en') ? 'en-US' : locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(iso)) : '');

/** The URL of a query (the page works from it without script: filters form, sort and page links). */
export function customersHref(q: CustomersQueryView): string {
  const params = new URLSearchParams();
  for (const f of FILTERS) if (q[f]) params.set(f, q[f]);
  if (q.sort !== 'id' || !q.desc) params.set('sort', `${q.sort}${q.desc ? '' : ':asc'}`);
  if (q.offset) params.set('offset', String(q.offset));
  const s = params.toString();
  return s ? `/app/users?${s}` : '/app/users';
}

/**
 * The clinic's Users table (TanStack Table, server-side filtering, sorting and paging): the first page is
 * rendered on the server; with script, typing in a column's filter, clicking a header or a page button asks
 * GraphQL `customers` again and keeps the URL in step. Without script the same controls are a GET form and links.
 */
export default function CustomersTable({ initial, query, pageSize }: CustomersTableProps) {
  const intl = useIntl();
  const t = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const col = (id: string) => t(`customers.col.${id}` as MessageId);
  const [page, setPage] = useState<CustomerPage>(initial);
  const [filters, setFilters] = useState<ColumnFiltersState>(FILTERS.filter((f) => query[f]).map((f) => ({ id: f, value: query[f] })));
  const [sorting, setSorting] = useState<SortingState>([{ id: query.sort, desc: query.desc }]);
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: Math.floor(query.offset / pageSize), pageSize });
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const first = useRef(true);
  const request = useRef(0);

  const table = useTable({
    features, columns, data: page.rows, rowCount: page.total,
    state: { columnFilters: filters, sorting, pagination },
    onColumnFiltersChange: (updater) => {
      setFilters(updater);
      setPagination((p) => ({ ...p, pageIndex: 0 })); // a new filter starts at its first page
    },
    onSortingChange: setSorting,
    onPaginationChange: setPagination,
    manualFiltering: true, manualSorting: true, manualPagination: true,
    enableMultiSort: false, sortDescFirst: false,
  });

  const current = useMemo((): CustomersQueryView => {
    const value = (id: FilterColumn) => String(filters.find((f) => f.id === id)?.value ?? '').trim();
    const sort = (sorting[0]?.id ?? 'id') as CustomerSort;
    return {
      name: value('name'), email: value('email'), phone: value('phone'),
      sort: CUSTOMER_SORTS.includes(sort) ? sort : 'id', desc: sorting[0]?.desc ?? true, offset: pagination.pageIndex * pagination.pageSize,
    };
  }, [filters, sorting, pagination]);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return undefined;
    }
    const mine = ++request.current;
    // Typing waits for a pause; sorting and paging answer at once.
    const timer = setTimeout(() => {
      setLoading(true);
      setError(null);
      execute(CUSTOMERS, {
        filter: { name: current.name, email: current.email, phone: current.phone },
        sort: current.sort, desc: current.desc, limit: pageSize, offset: current.offset,
      }).then((data) => {
        if (mine !== request.current) return;
        setPage({
          total: data.customers.total, rows: data.customers.rows.map((r) => ({ ...r, id: Number(r.id), phone: r.phone ?? null, since: r.since ?? null, pets: r.pets ?? null })),
        });
        window.history.replaceState(null, '', customersHref(current));
      }, (err: unknown) => {
        if (mine === request.current) setError(sayPractice(intl, failureText(err)));
      }).finally(() => {
        if (mine === request.current) setLoading(false);
      });
    }, 250);
    return () => clearTimeout(timer);
  }, [current, pageSize]);

  const pages = Math.max(1, Math.ceil(page.total / pageSize));
  const pageNumber = pagination.pageIndex + 1;
  const filterValue = (id: FilterColumn) => String(filters.find((f) => f.id === id)?.value ?? '');
  const sortHref = (id: CustomerSort) => customersHref({ ...current, sort: id, desc: current.sort === id ? !current.desc : false, offset: 0 });

  return (
    <section className="customers table-cards-scope" aria-busy={loading} data-testid="customers">
      <form className="customers-filters" method="get" action="/app/users" onSubmit={(e) => e.preventDefault()} role="search">
        {FILTERS.map((id) => (
          <div className="form-field" key={id}>
            <label htmlFor={`customers-${id}`}>{t(`customers.filter.${id}`)}</label>
            <input id={`customers-${id}`} name={id} type="search" value={filterValue(id)} autoComplete="off"
              onChange={(e) => table.getColumn(id)?.setFilterValue(e.target.value)} />
          </div>
        ))}
        <div className="form-field table-cards-only">
          <label htmlFor="customers-sort">{t('customers.sortBy')}</label>
          <select id="customers-sort" name="sort" value={`${current.sort}${current.desc ? '' : ':asc'}`}
            onChange={(e) => {
              const [id, asc] = e.target.value.split(':');
              setSorting([{ id: id!, desc: asc !== 'asc' }]);
            }}>
            {sortChoices(t).map((c) => <option key={c.value} value={c.value}>{c.label}</option>)}
          </select>
        </div>
        <noscript><button type="submit" className="btn btn-secondary">{t('customers.filter')}</button></noscript>
      </form>
      <p className="customers-count" role="status" data-testid="customers-count">
        {loading ? t('customers.loading') : t('customers.count', { count: page.total, n: String(page.total) })}
      </p>
      {error && <p className="alert alert-error" role="alert">{error}</p>}
      <div className="table-cards" role="region" aria-label={t('customers.label')}>
        <table className="data-table">
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const label = col(header.column.id);
                  return (
                    <th key={header.id} scope="col" aria-sort={sorted ? (sorted === 'desc' ? 'descending' : 'ascending') : undefined}>
                      {header.column.getCanSort() ? (
                        <a className="sort-link" href={sortHref(header.column.id as CustomerSort)}
                          onClick={(e) => { e.preventDefault(); header.column.toggleSorting(sorted === 'asc'); }}>
                          {label}<span className="sort-mark" aria-hidden="true">{sorted ? SORT_MARK[sorted] : ''}</span>
                        </a>
                      ) : label}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {page.rows.length === 0 ? (
              <tr><td colSpan={columns.length} className="data-table-empty">{sayNone(t)}</td></tr>
            ) : page.rows.map((r) => (
              <tr key={r.id} data-customer-id={r.id}>
                <th scope="row"><a href={`/app/users/${r.id}`}>{displayName(r)}</a></th>
                <td data-label={col('email')}>{r.email}</td>
                <td data-label={col('phone')}>{formatPhone(r.phone)}</td>
                <td data-label={col('since')}>{dateOf(r.since, intl.locale)}</td>
                <td data-label={col('appointments')} className="numeric">{r.appointments}</td>
                <td data-label={col('pets')} className="numeric">{r.pets ?? <span className="not-shared" title={Object.hasOwn(ACCESS_FOR_CLINIC, r.access) ? t(`customers.access.${r.access}`) : ''}>{t('customers.notShared')}</span>}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <nav className="pager" aria-label={t('customers.pages')}>
        <a className={`btn btn-secondary btn-small${pageNumber <= 1 ? ' is-disabled' : ''}`} aria-disabled={pageNumber <= 1}
          href={customersHref({ ...current, offset: Math.max(0, current.offset - pageSize) })}
          onClick={(e) => { e.preventDefault(); if (table.getCanPreviousPage()) table.previousPage(); }}>{t('customers.previous')}</a>
        <span>{t('customers.page', { page: String(pageNumber), pages: String(pages) })}</span>
        <a className={`btn btn-secondary btn-small${pageNumber >= pages ? ' is-disabled' : ''}`} aria-disabled={pageNumber >= pages}
          href={customersHref({ ...current, offset: current.offset + pageSize })}
          onClick={(e) => { e.preventDefault(); if (pageNumber < pages) table.nextPage(); }}>{t('customers.next')}</a>
      </nav>
    </section>
  );
}
