import { href, PageMeta, type PageProps, shareImages, useShell } from '@meranti/platform';
import { useHydratedValue } from '@meranti/platform/hydration';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ClosingCta } from '../../components/closing-cta/ClosingCta';
import type { DownloadResource } from '../../components/download-dialog/DownloadDialog';
import { LazyDownloadDialog } from '../../components/download-dialog/LazyDownloadDialog';
import { type CalculatorTabId, DEFAULT_TAB, searchForTab, tabFromSearch } from './calculator-tabs';
import { calculatorsContent as content } from './calculators.content';
import { CalculatorCatalogue } from './sections/CalculatorCatalogue';
import { CalculatorsHero } from './sections/CalculatorsHero';
import { CalculatorWorkspace } from './sections/CalculatorWorkspace';

const ANALYTICS_CATEGORY = 'calculators';

/** Resources calculators page (/resources/calculators) [001 §2, §3, §4, §5, §9; DECISIONS.md]. */
export default function CalculatorsPage({ canonicalPath }: PageProps) {
  const { location, navigate, track } = useShell();
  // The selected tab follows `?tab=` in the address. The prerendered HTML carries the default
  // tab (the static file is the same for every query), so the query is applied once hydration
  // is done: the first client render matches the server's markup, then the URL's tab shows.
  const tab: CalculatorTabId = useHydratedValue(tabFromSearch(location.search), DEFAULT_TAB);
  const [resource, setResource] = useState<DownloadResource | null>(null);
  /** The tab a card asked for: it gets focus once it is selected. */
  const focusWhenSelected = useRef<CalculatorTabId | null>(null);

  const selectTab = useCallback(
    (next: CalculatorTabId) => {
      if (next === tab) return;
      // Keep the hash: a changed hash makes the shell scroll (to the top when it is dropped).
      navigate(`${location.pathname}${searchForTab(location.search, next)}${location.hash}`, { replace: true });
      track({ action: 'select_tab', category: ANALYTICS_CATEGORY, label: next });
    },
    [tab, location.pathname, location.search, location.hash, navigate, track],
  );

  const focusSelectedTab = useCallback(() => {
    document
      .getElementById(content.calculators.anchor)
      ?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')
      ?.focus({ preventScroll: true });
  }, []);

  // A card's action: select its tab, scroll to the calculators and put focus on the tab.
  const openCalculator = (next: CalculatorTabId) => {
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    document.getElementById(content.calculators.anchor)?.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
    if (next === tab) {
      focusSelectedTab();
      return;
    }
    focusWhenSelected.current = next;
    selectTab(next);
  };

  useEffect(() => {
    if (focusWhenSelected.current !== tab) return;
    focusWhenSelected.current = null;
    focusSelectedTab();
  }, [tab, focusSelectedTab]);

  // A calculator action opens the download dialog and records the chosen item [001 §2].
  const openDownload = (fromTab: CalculatorTabId, resourceTitle: string) => {
    // "Download Now" leads back to this calculator (DECISIONS.md: to the resource itself).
    setResource({ title: resourceTitle, path: `${href('calculators')}${searchForTab('', fromTab)}#${content.calculators.anchor}` });
  };

  return (
    <>
      <PageMeta title={content.meta.title} description={content.meta.description} path={canonicalPath} image={shareImages.resources} />
      <CalculatorsHero hero={content.hero} anchor={content.calculators.anchor} />
      <CalculatorCatalogue catalogue={content.catalogue} onOpen={openCalculator} />
      <CalculatorWorkspace content={content} tab={tab} onTabChange={selectTab} onDownload={openDownload} />
      <ClosingCta closing={content.closing} />
      <LazyDownloadDialog resource={resource} referrer="resources-calculator" onClose={() => setResource(null)} />
    </>
  );
}
