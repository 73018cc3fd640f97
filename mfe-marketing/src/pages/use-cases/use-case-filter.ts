/**
 * The use-case listing's filter [docs/product-rules.md#listings-and-filters]:
 * pure functions, unit-tested. All shows every case study; any other value shows the case studies
 * whose category equals it or one of whose tags contains it as text. The chosen value lives in
 * the address (`?category=Scaling`), so a filtered list can be shared and history restores it.
 */
import { href } from '@meranti/platform';
import { type UseCaseCardFacts, type UseCaseSummary, useCaseCategoryValues } from '@meranti/platform/use-case-summaries';

/** The filter buttons, in order; the first is the default. */
export const useCaseFilters = ['All', ...useCaseCategoryValues] as const;
export type UseCaseFilter = (typeof useCaseFilters)[number];

export const ALL: UseCaseFilter = 'All';

/** The query parameter that holds the chosen filter. */
export const CATEGORY_PARAM = 'category';

const isFilter = (value: string): value is UseCaseFilter => (useCaseFilters as readonly string[]).includes(value);

/** Does a case study match the filter? */
export function matchesFilter(useCase: Pick<UseCaseSummary, 'category' | 'tags'>, filter: UseCaseFilter): boolean {
  if (filter === ALL) return true;
  return useCase.category === filter || useCase.tags.some((tag) => tag.includes(filter));
}

/** The case studies a filter shows, in listing order. */
export function filterUseCases<T extends Pick<UseCaseSummary, 'category' | 'tags'>>(
  items: readonly T[],
  filter: UseCaseFilter,
): readonly T[] {
  return filter === ALL ? items : items.filter((item) => matchesFilter(item, filter));
}

/** The filter named by `?category=` in a location search string (any letter case); All otherwise. */
export function filterFromSearch(search: string): UseCaseFilter {
  const value = new URLSearchParams(search).get(CATEGORY_PARAM)?.trim();
  if (!value) return ALL;
  if (isFilter(value)) return value;
  return useCaseFilters.find((f) => f.toLowerCase() === value.toLowerCase()) ?? ALL;
}

/** The search string with the filter set (removed for All); other parameters are kept. */
export function searchForFilter(search: string, filter: UseCaseFilter): string {
  const params = new URLSearchParams(search);
  if (filter === ALL) params.delete(CATEGORY_PARAM);
  else params.set(CATEGORY_PARAM, filter);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** What a listing card shows of a case study. */
export interface UseCaseCardView {
  readonly slug: string;
  readonly industry: string;
  /** The first two tags. */
  readonly tags: readonly string[];
  readonly title: string;
  readonly challenge: string;
  readonly result: string;
  /** The first three metrics. */
  readonly metrics: UseCaseCardFacts['metrics'];
  /** The detail page, only when the record has one (`showDetailedPage`). */
  readonly detailHref?: string;
}

export function toUseCaseCard(useCase: UseCaseSummary & UseCaseCardFacts): UseCaseCardView {
  const card = {
    slug: useCase.slug,
    industry: useCase.industry,
    tags: useCase.tags.slice(0, 2),
    title: useCase.title,
    challenge: useCase.challenge,
    result: useCase.result,
    metrics: useCase.metrics.slice(0, 3),
  };
  return useCase.showDetailedPage ? { ...card, detailHref: href('useCaseBySlug', { slug: useCase.slug }) } : card;
}

/** How the listing lays out `count` cards so its grid divides evenly at every width. */
export interface ListingLayout {
  /** The first card leads, spanning the grid's row (an odd count: 7 = featured + 3 × 2). */
  readonly featured: boolean;
  /** Columns of the other cards from lg (two from md, one on phones). */
  readonly columns: 2 | 3;
}

/**
 * The art direction's rule for grids ("no lone card on a last row at 375, 768, 1280 or 1440 px"):
 * an odd count leads with a featured card, so an even number is left; those fill three columns
 * from lg when they divide by three (6 → 3 × 2), two otherwise (4 → 2 × 2), and two from md.
 */
export function listingLayout(count: number): ListingLayout {
  const featured = count % 2 === 1;
  const rest = featured ? count - 1 : count;
  return { featured, columns: rest >= 3 && rest % 3 === 0 ? 3 : 2 };
}
