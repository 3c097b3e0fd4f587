import { expect } from 'chai';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { DataTable, type DataTableProps, type TableColumn } from '../../../client/lib/data-table.tsx';
import { hrefWith, parsePageParam, parseSortParam, sortParam } from '../../../client/lib/table-url.ts';
import { FormTokenContext, FormTokenField } from '../../../views/form-token.tsx';

interface Clinic { id: number; name: string; amount: number; kind: 'a' | 'b' }

const ROWS: Clinic[] = [
  { id: 1, name: 'Clinic 10', amount: 5, kind: 'a' },
  { id: 2, name: 'Clinic 9', amount: 20, kind: 'b' },
  { id: 3, name: 'Bark House', amount: 1, kind: 'a' },
];

const COLUMNS: ReadonlyArray<TableColumn<Clinic>> = [
  { id: 'name', header: 'Clinic', rowHeader: true, sort: (c) => c.name, text: (c) => c.name, cell: (c) => c.name },
  { id: 'amount', header: 'Amount', numeric: true, descFirst: true, sort: (c) => c.amount, cell: (c) => `$${c.amount}` },
  { id: 'actions', header: 'Actions', actions: true, cell: (c) => createElement('form', { method: 'post', action: `/x/${c.id}/suspend` }, createElement(FormTokenField), createElement('button', { type: 'submit' }, 'Suspend')) },
];
const FILTERS = [{ id: 'kind', param: 'kind', label: 'Kind', allLabel: 'All kinds', options: [{ value: 'a', label: 'A' }, { value: 'b', label: 'B' }], value: (c: Clinic) => c.kind }];

/** The table as the server renders it for an address (its query), with a form token. */
function render(query: Record<string, string>, extra: Partial<DataTableProps<Clinic>> = {}): string {
  const props: DataTableProps<Clinic> = {
    id: 't', label: 'Clinics', columns: COLUMNS, rows: ROWS, rowKey: (c) => String(c.id), rowProps: (c) => ({ 'data-id': String(c.id) }),
    path: '/p', query, noun: ['clinic', 'clinics'], search: { label: 'Search' }, empty: 'Nothing at all', ...extra,
  };
  return renderToString(createElement(FormTokenContext.Provider, { value: 'tok' }, createElement(DataTable<Clinic>, props)));
}

const names = (html: string) => [...html.matchAll(/<th scope="row"[^>]*>([^<]*)<\/th>/g)].map((m) => m[1]);
const decode = (href: string) => href.replace(/&amp;/g, '&');
const sortHref = (html: string, header: string) => decode(new RegExp(`<a class="sort-link" href="([^"]*)">${header}<`).exec(html)?.[1] ?? '');

describe('the shared DataTable rendered on the server', () => {
  it('shows the rows as given until the address asks for a sort', () => {
    expect(names(render({}))).to.deep.equal(['Clinic 10', 'Clinic 9', 'Bark House']);
  });

  it('sorts from the address: text as people read it, numbers as numbers, either way', () => {
    expect(names(render({ 't.sort': 'name' }))).to.deep.equal(['Bark House', 'Clinic 9', 'Clinic 10']);
    expect(names(render({ 't.sort': 'name:desc' }))).to.deep.equal(['Clinic 10', 'Clinic 9', 'Bark House']);
    expect(names(render({ 't.sort': 'amount:desc' }))).to.deep.equal(['Clinic 9', 'Clinic 10', 'Bark House']);
    expect(render({ 't.sort': 'amount:desc' })).to.match(/<th scope="col" class="numeric" aria-sort="descending">/);
    // A column that does not sort, or one that does not exist, leaves the order alone.
    expect(names(render({ 't.sort': 'actions' }))).to.deep.equal(['Clinic 10', 'Clinic 9', 'Bark House']);
    expect(names(render({ 't.sort': 'nope' }))).to.deep.equal(['Clinic 10', 'Clinic 9', 'Bark House']);
  });

  it('links each heading to its next sort, keeping the rest of the address and dropping the page', () => {
    const html = render({ other: '1', 't.page': '2' }, { pageSize: 2 });
    expect(sortHref(html, 'Clinic')).to.equal('/p?other=1&t.sort=name');
    expect(sortHref(html, 'Amount')).to.equal('/p?other=1&t.sort=amount%3Adesc');
    const sorted = render({ 't.sort': 'name' });
    expect(sortHref(sorted, 'Clinic')).to.equal('/p?t.sort=name%3Adesc');
    expect(sortHref(render({ 't.sort': 'name:desc' }), 'Clinic')).to.equal('/p');
  });

  it('searches from the address in the searchable columns, case ignored, and says how many rows are left', () => {
    const html = render({ 't.q': 'CLINIC' });
    expect(names(html)).to.deep.equal(['Clinic 10', 'Clinic 9']);
    expect(html).to.contain('2 of 3 clinics shown');
    const input = /<input id="t-q"[^>]*>/.exec(html)?.[0] ?? '';
    expect(input).to.contain('name="t.q"').and.contain('value="CLINIC"').and.contain('type="search"');
    // The amount is not searched.
    expect(names(render({ 't.q': '20' }))).to.deep.equal([]);
    expect(render({ 't.q': '20' })).to.contain('No clinics match.');
  });

  it('narrows by a choice from the address, and ignores a value it does not offer', () => {
    const html = render({ kind: 'a' }, { filters: FILTERS });
    expect(names(html)).to.deep.equal(['Clinic 10', 'Bark House']);
    expect(html).to.match(/<option value="a" selected="">A<\/option>/);
    expect(names(render({ kind: 'zzz' }, { filters: FILTERS }))).to.have.length(3);
  });

  it('pages a long list, with links to the pages the server renders the same way', () => {
    const first = render({ x: 'y' }, { pageSize: 2 });
    expect(names(first)).to.deep.equal(['Clinic 10', 'Clinic 9']);
    expect(first).to.contain('Page 1 of 2');
    expect(decode(/href="([^"]*)"[^>]*>Next</.exec(first)?.[1] ?? '')).to.equal('/p?x=y&t.page=2');
    const second = render({ 't.page': '2' }, { pageSize: 2 });
    expect(names(second)).to.deep.equal(['Bark House']);
    expect(second).to.contain('Page 2 of 2');
    expect(decode(/href="([^"]*)"[^>]*>Previous</.exec(second)?.[1] ?? '')).to.equal('/p');
    expect(render({}, { pageSize: 5 })).not.to.contain('class="pager"');
  });

  it("keeps each row's action a form that posts with the form token, its cell at the card's foot", () => {
    const html = render({});
    expect(html).to.match(/<td class="row-actions"><form (action="\/x\/1\/suspend" method="post"|method="post" action="\/x\/1\/suspend")><input type="hidden" name="_csrf" value="tok"\/>/);
    expect(html).to.contain('<tr data-id="2">');
    expect(html).to.contain('<td data-label="Amount" class="numeric">$20</td>');
  });

  it('carries the rest of the address in its GET form, but not its own fields nor the page', () => {
    const html = render({ other: '1', 't.page': '3', 't.q': 'x', 't.sort': 'name' }, { pageSize: 2 });
    const hidden = [...html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)"/g)].map((m) => `${m[1]}=${m[2]}`);
    expect(hidden).to.deep.equal(['other=1']);
    // While rows are cards the sort is a field of the form (the headings are hidden then).
    expect(html).to.match(/<select id="t-sort" name="t.sort">/);
  });

  it("a server-searched list shows every row the server found for its q, and its form asks the server again", () => {
    const html = render({ q: 'bark', page: '2' }, { search: { label: 'Search', server: true }, params: { q: 'q' } });
    // The server matched these rows on more than the table shows: the same words do not narrow them again.
    expect(names(html)).to.have.length(3);
    expect(html).to.contain('<button type="submit" class="btn btn-secondary">Search</button>');
    expect(html).not.to.match(/name="page"/);
  });

  it('shows what the page says of an empty list instead of the table', () => {
    const html = render({}, { rows: [] });
    expect(html).to.contain('Nothing at all');
    expect(html).not.to.contain('<table');
  });
});

describe('table addresses', () => {
  it('writes and reads a sort, a page and a changed address', () => {
    expect(sortParam({ id: 'when', desc: true })).to.equal('when:desc');
    expect(sortParam(null)).to.equal(null);
    expect(parseSortParam('when:desc')).to.deep.equal({ id: 'when', desc: true });
    expect(parseSortParam('when')).to.deep.equal({ id: 'when', desc: false });
    expect(parseSortParam('')).to.equal(null);
    expect([parsePageParam('3'), parsePageParam('0'), parsePageParam('-1'), parsePageParam('x'), parsePageParam(undefined)]).to.deep.equal([3, 1, 1, 1, 1]);
    expect(hrefWith('/ops/money', { q: 'a b', page: '2' }, { page: null, 'payments.sort': 'amount:desc' })).to.equal('/ops/money?q=a+b&payments.sort=amount%3Adesc');
    expect(hrefWith('/ops/money', {}, { page: null })).to.equal('/ops/money');
  });
});
