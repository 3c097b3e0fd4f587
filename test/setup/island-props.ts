/** An island's props as a page embeds them: the JSON data block just before the island (views/island.tsx). */
export function islandPropsOf<T = Record<string, unknown>>(html: string, name: string): T {
  const json = new RegExp(`<script type="application/json" data-island-props="${name}">(.*?)</script><div data-island="${name}"`, 's').exec(html)?.[1];
  if (json === undefined) throw new Error(`no ${name} island on the page`);
  return JSON.parse(json) as T;
}
