import { href, useShell } from '@meranti/platform';
import { useHydratedValue } from '@meranti/platform/hydration';
import { useCallback, useEffect } from 'react';
import { ClosingCta } from '../../components/closing-cta/ClosingCta';
import { LazyDownloadDialog, useDownloadDialog } from '../../components/download-dialog/LazyDownloadDialog';
import { type CalculatorTabId, DEFAULT_TAB, focusSelectedTab, searchForTab, tabFromSearch, takeTabFocusRequest } from './calculator-tabs';
import { calculatorsContent as content } from './calculators.content';
import { CalculatorWorkspace } from './sections/CalculatorWorkspace';

const ANALYTICS_CATEGORY = 'calculators';

/**
 * The calculators (tabs, inputs, results, the download dialog) and the closing call to action:
 * their own chunk, hydrated as they near the viewport (ADR 21).
 */
export function CalculatorsSections() {
  const { location, navigate, track } = useShell();
  // The selected tab follows `?tab=` in the address. The prerendered HTML carries the default
  // tab (the static file is the same for every query), so the query is applied once hydration
  // is done: the first client render matches the server's markup, then the URL's tab shows.
  const tab: CalculatorTabId = useHydratedValue(tabFromSearch(location.search), DEFAULT_TAB);
  const download = useDownloadDialog();

  const selectTab = useCallback(
    (next: CalculatorTabId) => {
      if (next === tab) return;
      // Keep the hash: a changed hash makes the shell scroll (to the top when it is dropped).
      navigate(`${location.pathname}${searchForTab(location.search, next)}${location.hash}`, { replace: true });
      track({ action: 'select_tab', category: ANALYTICS_CATEGORY, label: next });
    },
    [tab, location.pathname, location.search, location.hash, navigate, track],
  );

  // A catalogue card asked for this tab: focus it now that it is selected.
  useEffect(() => {
    if (takeTabFocusRequest(tab)) focusSelectedTab(content.calculators.anchor);
  }, [tab]);

  // A calculator action opens the download dialog and records the chosen item.
  const { open } = download;
  const openDownload = useCallback(
    (fromTab: CalculatorTabId, resourceTitle: string) =>
      // "Download Now" leads back to this calculator (to the resource itself; docs/product-rules.md#leads).
      open({ title: resourceTitle, path: `${href('calculators')}${searchForTab('', fromTab)}#${content.calculators.anchor}` }),
    [open],
  );

  return (
    <>
      <CalculatorWorkspace content={content} tab={tab} onTabChange={selectTab} onDownload={openDownload} />
      <ClosingCta closing={content.closing} />
      <LazyDownloadDialog ref={download.ref} referrer="resources-calculator" />
    </>
  );
}
