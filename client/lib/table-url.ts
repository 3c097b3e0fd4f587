/**
 * A table's state in the page's address, so that a table works without script (its sort links, filter form and
 * pages are plain GET links and forms the server answers with the same table) and a sorted or filtered view can be
 * reloaded or shared. Several tables on one page keep apart by their id: `<id>.sort`, `<id>.q`, `<id>.page`.
 */

/** The page's query as plain strings (what the server hands a table island: `pageQuery` in server/http). */
export type PageQuery = Readonly<Record<string, string>>;

/** The names of a table's parameters; a table may take over a page-wide one (`q` searched on the server). */
export interface TableParamNames {
  q: string;
  sort: string;
  page: string;
}

export function tableParamNames(id: string, overrides: Partial<TableParamNames> = {}): TableParamNames {
  return { q: `${id}.q`, sort: `${id}.sort`, page: `${id}.page`, ...overrides };
}

/** A sort as the address writes it: `when` ascending, `when:desc` descending. */
export function sortParam(sort: { id: string; desc: boolean } | null): string | null {
  return sort ? `${sort.id}${sort.desc ? ':desc' : ''}` : null;
}

export function parseSortParam(value: string | undefined): { id: string; desc: boolean } | null {
  if (!value) return null;
  const [id, dir] = value.split(':');
  return id ? { id, desc: dir === 'desc' } : null;
}

/** A 1-based page number from the address (anything else is the first page). */
export function parsePageParam(value: string | undefined): number {
  return value && /^[1-9][0-9]{0,4}$/.test(value) ? Number(value) : 1;
}

/** `path` with `query` changed: a null value removes the parameter. */
export function hrefWith(path: string, query: PageQuery, changes: Readonly<Record<string, string | null>>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (!(key in changes)) params.set(key, value);
  for (const [key, value] of Object.entries(changes)) if (value) params.set(key, value);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
