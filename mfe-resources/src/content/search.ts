/**
 * The /blog search [docs/product-rules.md#listings-and-filters]: a case-insensitive substring match on the title, the excerpt or any
 * tag, combined with the category filter. Pure, unit-tested.
 */
export interface Searchable {
  readonly title: string;
  readonly excerpt: string;
  readonly tags: readonly string[];
}

/** Whether the item matches the query (an empty or blank query matches everything). */
export function matchesQuery(item: Searchable, query: string): boolean {
  const q = query.trim().toLocaleLowerCase('en');
  if (!q) return true;
  return [item.title, item.excerpt, ...item.tags].some((text) => text.toLocaleLowerCase('en').includes(q));
}

/** The items matching both the query and the category (`null` = All). */
export function searchArticles<T extends Searchable & { readonly category: string }>(
  items: readonly T[],
  query: string,
  category: string | null,
): readonly T[] {
  return items.filter((item) => (category === null || item.category === category) && matchesQuery(item, query));
}

/** The search string with `?q=` set (removed when blank), other parameters kept. */
export function searchForQuery(search: string, query: string): string {
  const params = new URLSearchParams(search);
  if (query.trim()) params.set('q', query);
  else params.delete('q');
  const out = params.toString();
  return out ? `?${out}` : '';
}

/** `?q=` of a search string. */
export const queryFromSearch = (search: string): string => new URLSearchParams(search).get('q') ?? '';
