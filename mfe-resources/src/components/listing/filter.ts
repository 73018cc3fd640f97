/**
 * Category / industry filters of the resources listings (start at All; a value shows
 * only matching items; All restores everything: docs/product-rules.md#listings-and-filters). Pure functions, shared by every listing
 * (guides, both blogs, both case-study libraries) and unit-tested.
 */

/** One chip of a filter bar: `label` is shown and matched against items, `id` goes in the URL. */
export interface FilterOption {
  readonly id: string;
  readonly label: string;
}

/** The id of the first option, "All": no filtering. */
export const ALL_ID = 'all';

/** URL-safe id of a label: "Fashion & Retail" → "fashion-retail", "4PL Strategy" → "4pl-strategy". */
export function slugify(label: string): string {
  return label
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * The options of a filter bar from its labels, in order. The first label is "All" (id `all`).
 * Throws on two labels with the same id (caught by the content checks at build time).
 */
export function filterOptions(labels: readonly string[]): FilterOption[] {
  const options = labels.map((label, index) => ({ id: index === 0 ? ALL_ID : slugify(label), label }));
  const ids = new Set(options.map((o) => o.id));
  if (ids.size !== options.length) throw new Error(`filterOptions: two labels share an id in ${labels.join(', ')}`);
  return options;
}

/** The option named by `?<param>=` in a location search string; the first ("All") otherwise. */
export function optionFromSearch(search: string, param: string, options: readonly FilterOption[]): FilterOption {
  const [all] = options;
  if (!all) throw new Error('optionFromSearch: no options');
  const id = new URLSearchParams(search).get(param);
  return options.find((o) => o.id === id) ?? all;
}

/** The search string with `param` set to the option (removed for "All"), other parameters kept. */
export function searchForOption(search: string, param: string, id: string): string {
  const params = new URLSearchParams(search);
  if (id === ALL_ID) params.delete(param);
  else params.set(param, id);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The items whose value (category, industry) is the option's label; every item for "All". */
export function filterItems<T>(items: readonly T[], option: FilterOption, keyOf: (item: T) => string): readonly T[] {
  if (option.id === ALL_ID) return items;
  return items.filter((item) => keyOf(item) === option.label);
}
