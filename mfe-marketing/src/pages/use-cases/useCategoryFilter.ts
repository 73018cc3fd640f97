import { useShell } from '@meranti/platform';
import { useHydratedValue } from '@meranti/platform/hydration';
import { useCallback } from 'react';
import { filterFromSearch, searchForFilter, type UseCaseFilter } from './use-case-filter';

/**
 * The listing's filter, kept in the address (`?category=`). The prerendered HTML is one file for
 * every query, so it and the hydration render show All; the query applies once hydration is done
 * (no mismatch). Each choice pushes a history entry, so Back restores the previous filter.
 */
export function useCategoryFilter(): readonly [UseCaseFilter, (filter: UseCaseFilter) => void] {
  const { location, navigate } = useShell();
  const selected = filterFromSearch(useHydratedValue(location.search, ''));
  const select = useCallback(
    (filter: UseCaseFilter) => {
      if (filter === selected) return;
      navigate(`${location.pathname}${searchForFilter(location.search, filter)}`);
    },
    [selected, location.pathname, location.search, navigate],
  );
  return [selected, select] as const;
}
