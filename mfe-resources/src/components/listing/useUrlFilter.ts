import { useShell } from '@meranti/platform';
import { useHydratedValue } from '@meranti/platform/hydration';
import { useCallback, useMemo } from 'react';
import { type FilterOption, optionFromSearch, searchForOption } from './filter';

export interface UrlFilter {
  /** The selected option ("All" in the prerendered HTML and during hydration). */
  readonly selected: FilterOption;
  /** Select an option by id: the URL's `?<param>=` changes (history replace), the page re-renders. */
  readonly select: (id: string) => void;
}

/**
 * A filter whose value lives in the address (`?category=`, `?industry=`), so a filtered list can
 * be shared and survives a reload. The prerendered HTML is the same file for every query, so it
 * carries "All"; the query is applied once hydration is done (no hydration mismatch).
 */
export function useUrlFilter(param: string, options: readonly FilterOption[], analyticsCategory?: string): UrlFilter {
  const { location, navigate, track } = useShell();
  const search = useHydratedValue(location.search, '');
  const selected = useMemo(() => optionFromSearch(search, param, options), [search, param, options]);

  const select = useCallback(
    (id: string) => {
      if (id === selected.id) return;
      // Keep the hash: a changed hash makes the shell scroll.
      navigate(`${location.pathname}${searchForOption(location.search, param, id)}${location.hash}`, { replace: true });
      if (analyticsCategory) track({ action: `filter_${param}`, category: analyticsCategory, label: id });
    },
    [selected.id, location.pathname, location.search, location.hash, navigate, param, track, analyticsCategory],
  );

  return { selected, select };
}
