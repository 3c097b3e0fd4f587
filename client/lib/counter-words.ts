/** What a counter's templates are filled with: the length, the limit and how far over it, as the page writes numbers. */
export interface CountValues {
  length: string;
  max: string;
  over: string;
}

/**
 * A counter for `BoundedTextarea` from a page's two templates ('{length} / {max} characters', and over the limit
 * '... {over} over the limit'): `say(over, values)` answers the one that applies, the numbers grouped as `locale`
 * writes them ('1,234').
 */
export function counterWith(locale: string, say: (over: boolean, values: CountValues) => string): (length: number, max: number) => string {
  const n = (x: number) => x.toLocaleString(locale);
  return (length, max) => say(length > max, { length: n(length), max: n(max), over: n(length - max) });
}
