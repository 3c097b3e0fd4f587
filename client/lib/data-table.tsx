import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  columnFilteringFeature, createColumnHelper, createFilteredRowModel, createPaginatedRowModel, createSortedRowModel,
  globalFilteringFeature, rowPaginationFeature, rowSortingFeature, tableFeatures, useTable,
  type ColumnFiltersState, type FilterFn, type PaginationState, type RowData, type SortFn, type SortingState,
} from '@tanstack/react-table';
import {
  hrefWith, parsePageParam, parseSortParam, sortParam, tableParamNames, type PageQuery, type TableParamNames,
} from './table-url.ts';

/**
 * One column of a table, written once for the server's HTML and the browser's island: what its cell shows, what
 * it sorts by and what a search reads in it.
 */
export interface TableColumn<Row> {
  id: string;
  /** The column's heading, and the label of its cell when rows are shown as cards. */
  header: string;
  cell: (row: Row) => ReactNode;
  /** What the column sorts by; without it the column does not sort. */
  sort?: (row: Row) => string | number;
  /** The first click sorts high to low (dates newest first, amounts largest first). */
  descFirst?: boolean;
  /** How the sort choice (shown while rows are cards) names each way: 'A to Z' and 'Z to A' unless given. */
  sortWords?: readonly [string, string];
  /** The text a search looks in; without it the column is not searched. */
  text?: (row: Row) => string;
  /** The row's name: heads the row (`th scope="row"`) and its card. */
  rowHeader?: boolean;
  /** The row's actions (forms that post): at the foot of its card, the heading read only by screen readers. */
  actions?: boolean;
  numeric?: boolean;
  /** A `data-testid` on each of the column's cells. */
  testId?: string;
}

/** The marks and joins the table writes around its words: symbols and punctuation, the same in every language. */
const SORT_MARK = { asc: ' ▲', desc: ' ▼' } as const;
const withComma = (a: string, b: string) => `${a}, ${b}`;
const withColon = (a: string, b: string) => `${a}: ${b}`;

/** A choice that narrows the rows to one value (an order's product, its status). */
export interface TableFilter<Row> {
  id: string;
  label: string;
  /** The first option, which shows every row ('All products'). */
  allLabel: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  value: (row: Row) => string;
  /** The address's parameter (default `<table id>.<filter id>`). */
  param?: string;
}

export interface DataTableProps<Row> {
  /** Names the table: the ids of its controls and its parameters in the address (table-url.ts). */
  id: string;
  /** The region's accessible name ('Clinics'). */
  label: string;
  columns: ReadonlyArray<TableColumn<Row>>;
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** Attributes of a row's `tr` (data-* for tests and links). */
  rowProps?: (row: Row) => Record<string, string>;
  /** The page's path and query: the table's state is read from them, and its links and form built on them. */
  path: string;
  query: PageQuery;
  /**
   * A search box. `server`: its text is the page's `q`, which the server searches with (every page of the list);
   * typing narrows the rows shown at once, and Search asks the server. Otherwise it filters the rows here.
   */
  search?: { label: string; server?: boolean };
  filters?: ReadonlyArray<TableFilter<Row>>;
  /** Rows per page; without it every row is shown. */
  pageSize?: number;
  /** What one row and several rows are called ('clinic', 'clinics'). */
  noun: readonly [string, string];
  /** What the page shows in place of the table when the list itself is empty. */
  empty: ReactNode;
  /** The table's `data-testid`. */
  testId?: string;
  params?: Partial<TableParamNames>;
  /** The table's own words in the page's language (default: English, as the console says them). */
  words?: TableWords;
}

/** The words the table itself says around its rows (the clinic's queue passes them in the page's language). */
export interface TableWords {
  /** The toolbar's accessible name after the table's label: which tools it holds ('search', 'choices', 'sort'). */
  tools: (tools: { search: boolean; choices: boolean; sort: boolean }) => string;
  pages: string;
  noMatch: string;
  sortBy: string;
  asListed: string;
  sortWords: readonly [string, string];
  search: string;
  show: string;
  shown: (matching: number, total: number) => string;
  previous: string;
  next: string;
  page: (page: number, count: number) => string;
}

const englishWords = (noun: readonly [string, string]): TableWords => ({
  tools: (t) => [t.search && 'search', t.choices && 'choices', t.sort && 'sort'].filter(Boolean).join(', '),
  pages: 'pages',
  noMatch: `No ${noun[1]} match.`,
  sortBy: 'Sort by',
  asListed: 'As listed',
  sortWords: SORT_WORDS,
  search: 'Search',
  show: 'Show',
  shown: (matching, total) => `${matching} of ${total} ${total === 1 ? noun[0] : noun[1]} shown`,
  previous: 'Previous',
  next: 'Next',
  page: (page, count) => `Page ${page} of ${count}`,
});

const features = tableFeatures({
  columnFilteringFeature, globalFilteringFeature, rowSortingFeature, rowPaginationFeature,
  filteredRowModel: createFilteredRowModel(), sortedRowModel: createSortedRowModel(), paginatedRowModel: createPaginatedRowModel(),
});

/** Numbers as numbers, text as people sort it ('Clinic 9' before 'Clinic 10', case ignored). */
function compareValues(x: unknown, y: unknown): number {
  if (typeof x === 'number' && typeof y === 'number') return x - y;
  return String(x).localeCompare(String(y), 'en', { numeric: true, sensitivity: 'base' });
}

const squash = (text: string) => text.trim().toLowerCase();
const NO_FILTERS: ReadonlyArray<TableFilter<never>> = [];
const SORT_WORDS = ['A to Z', 'Z to A'] as const;
/** The sort choice's words for a date and for a count or an amount. */
export const DATE_SORT = ['oldest first', 'newest first'] as const;
export const NUMBER_SORT = ['lowest first', 'highest first'] as const;

/**
 * The table of the console and the clinic's order queue (TanStack Table v9, the features it uses imported one by
 * one): sorting by a column, a search, choices that narrow the rows and pages where a list is long, all worked by
 * TanStack on the rows given. Its headings sort, so every row is a card under 45rem (`.table-cards`: no link waits
 * past a scroller's edge) and the sort is then a choice above the cards. It renders on the server with the state its address asks for, so without script its
 * sort links, filter form and pages are plain GETs the server answers the same way, and the row actions are the
 * page's own forms (`<form method="post">` with the form token); hydrated, the same columns sort and filter at once
 * and keep the address in step (replaceState).
 */
export function DataTable<Row extends RowData>(props: DataTableProps<Row>) {
  const { id, label, columns, rows, rowKey, rowProps, path, query, search, filters = NO_FILTERS as ReadonlyArray<TableFilter<Row>>, pageSize, noun, empty, testId } = props;
  const words = props.words ?? englishWords(noun);
  const names = tableParamNames(id, props.params);
  const filterParam = (f: TableFilter<Row>) => f.param ?? `${id}.${f.id}`;
  const serverQ = search?.server ? (query[names.q] ?? '') : '';

  const [sorting, setSorting] = useState<SortingState>(() => {
    const sort = parseSortParam(query[names.sort]);
    return sort && columns.some((c) => c.id === sort.id && c.sort) ? [sort] : [];
  });
  const [text, setText] = useState(() => (search ? query[names.q] ?? '' : ''));
  const [columnFilters, setColumnFilters] = useState<ColumnFiltersState>(() => filters.flatMap((f) => {
    const value = query[filterParam(f)];
    return value && f.options.some((o) => o.value === value) ? [{ id: `filter:${f.id}`, value }] : [];
  }));
  const [pagination, setPagination] = useState<PaginationState>(() => ({
    pageIndex: pageSize ? parsePageParam(query[names.page]) - 1 : 0, pageSize: pageSize ?? 1,
  }));

  const { tableColumns, searchFn } = useMemo(() => {
    const helper = createColumnHelper<typeof features, Row>();
    const texts = new Map(columns.flatMap((c) => (c.text ? [[c.id, c.text] as const] : [])));
    const searched: FilterFn<typeof features, Row> = (row, columnId, needle: string) =>
      !needle || squash(texts.get(columnId)?.(row.original) ?? '').includes(needle);
    const choice = new Map<string, (row: Row) => string>(filters.map((f) => [`filter:${f.id}`, f.value]));
    const chosen: FilterFn<typeof features, Row> = (row, columnId, value: string) => !value || choice.get(columnId)?.(row.original) === value;
    const sortFn: SortFn<typeof features, Row> = (a, b, columnId) => compareValues(a.getValue(columnId), b.getValue(columnId));
    return {
      searchFn: searched,
      tableColumns: helper.columns([
        ...columns.map((c) => helper.accessor((row: Row) => (c.sort ? c.sort(row) : ''), {
          id: c.id, header: c.header, enableSorting: !!c.sort, sortDescFirst: !!c.descFirst, sortFn,
          enableColumnFilter: false, enableGlobalFilter: !!c.text,
        })),
        ...filters.map((f) => helper.accessor((row: Row) => f.value(row), {
          id: `filter:${f.id}`, header: f.label, enableSorting: false, enableGlobalFilter: false, filterFn: chosen,
        })),
      ]),
    };
  }, [columns, filters]);

  // A server-searched list already holds what its `q` finds (matched on more than the table shows, such as a
  // payer's email): only a change of the words narrows it here.
  const needle = squash(text) === squash(serverQ) ? '' : squash(text);
  const table = useTable({
    features, columns: tableColumns, data: rows as Row[],
    state: { sorting, globalFilter: needle, columnFilters, pagination },
    onSortingChange: setSorting, onColumnFiltersChange: setColumnFilters, onPaginationChange: setPagination,
    getRowId: (row: Row) => rowKey(row),
    getColumnCanGlobalFilter: (column) => columns.some((c) => c.id === column.id && !!c.text),
    globalFilterFn: searchFn,
    manualPagination: !pageSize, autoResetPageIndex: false, enableMultiSort: false,
  });

  const pageCount = pageSize ? Math.max(1, table.getPageCount()) : 1;
  const pageNumber = Math.min(pagination.pageIndex + 1, pageCount);
  const shown = table.getRowModel().rows;
  const matching = table.getFilteredRowModel().rows.length;
  const narrowed = needle !== '' || columnFilters.length > 0;

  /** The parameters of this table's state, as its links and the address carry them. */
  const own = (state: { sorting: SortingState; text: string; filters: ColumnFiltersState; page: number }): Record<string, string | null> => ({
    [names.sort]: sortParam(state.sorting[0] ? { id: state.sorting[0].id, desc: state.sorting[0].desc } : null),
    ...(search && !search.server ? { [names.q]: state.text.trim() || null } : {}),
    ...Object.fromEntries(filters.map((f) => [filterParam(f), String(state.filters.find((c) => c.id === `filter:${f.id}`)?.value ?? '') || null])),
    ...(pageSize ? { [names.page]: state.page > 1 ? String(state.page) : null } : {}),
  });
  const current = { sorting, text, filters: columnFilters, page: pageNumber };

  // Keep the address in step once the reader changes something (never on the first render: it came from there).
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const here = Object.fromEntries(new URLSearchParams(window.location.search));
    window.history.replaceState(null, '', hrefWith(window.location.pathname, here, own(current)));
    // `own` is rebuilt from these each render.
  }, [sorting, text, columnFilters, pageNumber]);

  const toPage = (page: number) => hrefWith(path, query, own({ ...current, page }));
  const resetPage = () => setPagination((p) => ({ ...p, pageIndex: 0 }));
  const sortKey = sortParam(sorting[0] ? { id: sorting[0].id, desc: sorting[0].desc } : null) ?? '';
  const sortable = columns.filter((c) => c.sort);
  // The form sends this table's fields; everything else on the address rides along (other tables' state), but not
  // the page: new words or choices start at the first one.
  const fields = new Set([names.q, names.page, ...filters.map(filterParam), ...(search?.server ? ['page'] : []),
    ...(sortable.length > 0 ? [names.sort] : [])]);
  const hidden = Object.entries(query).filter(([key]) => !fields.has(key));
  const tools = words.tools({ search: !!search, choices: filters.length > 0, sort: sortable.length > 0 });
  const toolbar = rows.length > 0 ? search || filters.length > 0 || sortable.length > 0 : !!search?.server || filters.length > 0;

  const body = rows.length === 0 ? empty : (
    <div className="table-cards" role="region" aria-label={label}>
      <table className="table" data-testid={testId}>
        <thead>
          <tr>
            {columns.map((c) => {
              const column = table.getColumn(c.id);
              const sorted = column?.getIsSorted() ?? false;
              const next = column?.getNextSortingOrder() ?? false;
              const heading = c.actions ? <span className="visually-hidden">{c.header}</span> : c.header;
              return (
                <th key={c.id} scope="col" className={c.numeric ? 'numeric' : undefined}
                  aria-sort={sorted ? (sorted === 'desc' ? 'descending' : 'ascending') : undefined}>
                  {c.sort && column ? (
                    <a className="sort-link" href={hrefWith(path, query, own({ ...current, sorting: next ? [{ id: c.id, desc: next === 'desc' }] : [], page: 1 }))}
                      onClick={(e) => { e.preventDefault(); column.toggleSorting(); resetPage(); }}>
                      {heading}<span className="sort-mark" aria-hidden="true">{sorted ? SORT_MARK[sorted] : ''}</span>
                    </a>
                  ) : heading}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {shown.length === 0 ? (
            <tr><td colSpan={columns.length} className="data-table-empty">{words.noMatch}</td></tr>
          ) : shown.map((row) => (
            <tr key={row.id} {...rowProps?.(row.original)}>
              {columns.map((c) => (c.rowHeader
                ? <th key={c.id} scope="row" data-testid={c.testId}>{c.cell(row.original)}</th>
                : (
                  <td key={c.id} data-label={c.actions ? undefined : c.header} data-testid={c.testId}
                    className={c.actions ? 'row-actions' : c.numeric ? 'numeric' : undefined}>{c.cell(row.original)}</td>
                )))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );

  return (
    <div className="data-table-block table-cards-scope" data-table={id}>
      {toolbar && (
        <form method="get" action={path} className="data-table-tools" role={search || filters.length > 0 ? 'search' : undefined} aria-label={withColon(label, tools)}
          onSubmit={(e) => { if (!search?.server) e.preventDefault(); }}>
          {hidden.map(([key, value]) => <input key={key} type="hidden" name={key} value={value} />)}
          {search && (
            <div className="form-field data-table-search">
              <label htmlFor={`${id}-q`}>{search.label}</label>
              <input id={`${id}-q`} name={names.q} type="search" value={text} maxLength={100} autoComplete="off"
                onChange={(e) => { setText(e.target.value); resetPage(); }} />
            </div>
          )}
          {filters.map((f) => (
            <div className="form-field" key={f.id}>
              <label htmlFor={`${id}-${f.id}`}>{f.label}</label>
              <select id={`${id}-${f.id}`} name={filterParam(f)} value={String(columnFilters.find((c) => c.id === `filter:${f.id}`)?.value ?? '')}
                onChange={(e) => { table.getColumn(`filter:${f.id}`)?.setFilterValue(e.target.value || undefined); resetPage(); }}>
                <option value="">{f.allLabel}</option>
                {f.options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
              </select>
            </div>
          ))}
          {sortable.length > 0 && (
            <div className="form-field table-cards-only">
              <label htmlFor={`${id}-sort`}>{words.sortBy}</label>
              <select id={`${id}-sort`} name={names.sort} value={sortKey}
                onChange={(e) => { const sort = parseSortParam(e.target.value); setSorting(sort ? [sort] : []); resetPage(); }}>
                <option value="">{words.asListed}</option>
                {sortable.flatMap((c) => [false, true].map((desc) => (
                  <option key={`${c.id}${desc}`} value={sortParam({ id: c.id, desc })!}>{withComma(c.header, (c.sortWords ?? words.sortWords)[desc ? 1 : 0])}</option>
                )))}
              </select>
            </div>
          )}
          {search?.server
            ? <button type="submit" className="btn btn-secondary">{words.search}</button>
            : <noscript><button type="submit" className="btn btn-secondary">{words.show}</button></noscript>}
        </form>
      )}
      <p className="data-table-count" role="status" data-testid={`${id}-count`}>
        {narrowed && rows.length > 0 ? words.shown(matching, rows.length) : ''}
      </p>
      {body}
      {pageSize && pageCount > 1 && (
        <nav className="pager" aria-label={withColon(label, words.pages)}>
          <a className={`btn btn-secondary btn-small${pageNumber <= 1 ? ' is-disabled' : ''}`} aria-disabled={pageNumber <= 1}
            href={toPage(Math.max(1, pageNumber - 1))} onClick={(e) => { e.preventDefault(); if (table.getCanPreviousPage()) table.previousPage(); }}>{words.previous}</a>
          <span>{words.page(pageNumber, pageCount)}</span>
          <a className={`btn btn-secondary btn-small${pageNumber >= pageCount ? ' is-disabled' : ''}`} aria-disabled={pageNumber >= pageCount}
            href={toPage(Math.min(pageCount, pageNumber + 1))} onClick={(e) => { e.preventDefault(); if (table.getCanNextPage()) table.nextPage(); }}>{words.next}</a>
        </nav>
      )}
    </div>
  );
}
