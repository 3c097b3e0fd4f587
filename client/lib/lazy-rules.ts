/**
 * A form's rules (a contract module with its zod schemas) fetched apart from its island, so a page that only
 * shows the form stays small: `prefetch()` as soon as someone starts filling it in, `rules()` when it is sent.
 * `rules()` answers null when the module cannot be fetched: the form then sends as it is, and the server checks
 * the same rules. A failed fetch is tried again at the next call.
 */
export function lazyRules<M>(load: () => Promise<M>): { prefetch(): void; rules(): Promise<M | null> } {
  let loading: Promise<M> | null = null;
  const fetchRules = () => {
    if (!loading) {
      loading = load();
      loading.catch(() => { loading = null; });
    }
    return loading;
  };
  return {
    prefetch: () => { fetchRules().catch(() => undefined); },
    rules: () => fetchRules().catch(() => null),
  };
}
