import { deferred, PageMeta, type PageProps, preloadAll, shareImages, useShell } from '@meranti/platform';
import { useHydratedValue } from '@meranti/platform/hydration';
import { type CalculatorTabId, DEFAULT_TAB, focusSelectedTab, requestTabFocus, searchForTab, tabFromSearch } from './calculator-tabs';
import { calculatorsHead as content } from './calculators.head.content';
import { CalculatorCatalogue } from './sections/CalculatorCatalogue';
import { CalculatorsHero, HeroChart } from './sections/CalculatorsHero';

const ANALYTICS_CATEGORY = 'calculators';

/** The calculators and what follows them: hydrated as they near the viewport, not with the page (ADR 21). */
const Sections = deferred(() => import('./CalculatorsSections').then((m) => m.CalculatorsSections));

/** A navigation renders the page whole: the hero's chart and the calculators load with it. */
export const prefetch = preloadAll(HeroChart, Sections);

/** Resources calculators page (/resources/calculators) [docs/product-rules.md#calculators]. */
export default function CalculatorsPage({ canonicalPath }: PageProps) {
  const { location, navigate, track } = useShell();
  const tab: CalculatorTabId = useHydratedValue(tabFromSearch(location.search), DEFAULT_TAB);

  // A card's action: select its tab (the address's `?tab=`), scroll to the calculators and put
  // focus on the tab once it is selected.
  const openCalculator = (next: CalculatorTabId) => {
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    document.getElementById(content.calculators.anchor)?.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
    if (next === tab) {
      focusSelectedTab(content.calculators.anchor);
      return;
    }
    requestTabFocus(next);
    // Keep the hash: a changed hash makes the shell scroll (to the top when it is dropped).
    navigate(`${location.pathname}${searchForTab(location.search, next)}${location.hash}`, { replace: true });
    track({ action: 'select_tab', category: ANALYTICS_CATEGORY, label: next });
  };

  return (
    <>
      <PageMeta title={content.meta.title} description={content.meta.description} path={canonicalPath} image={shareImages.resources} />
      <CalculatorsHero hero={content.hero} anchor={content.calculators.anchor} />
      <CalculatorCatalogue catalogue={content.catalogue} onOpen={openCalculator} />
      <Sections />
    </>
  );
}
