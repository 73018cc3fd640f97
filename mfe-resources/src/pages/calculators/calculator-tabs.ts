/** The four calculator tabs and the `?tab=` query that selects one [docs/product-rules.md#calculators]. */
export const calculatorTabIds = ['roi', 'freight', 'automation', 'inventory'] as const;

export type CalculatorTabId = (typeof calculatorTabIds)[number];

export const DEFAULT_TAB: CalculatorTabId = 'roi';

export const isCalculatorTabId = (value: unknown): value is CalculatorTabId =>
  typeof value === 'string' && (calculatorTabIds as readonly string[]).includes(value);

/** The tab named by `?tab=` in a location search string; the default (roi) otherwise. */
export function tabFromSearch(search: string): CalculatorTabId {
  const value = new URLSearchParams(search).get('tab');
  return isCalculatorTabId(value) ? value : DEFAULT_TAB;
}

/** The search string for a tab, keeping any other query parameters. */
export function searchForTab(search: string, tab: CalculatorTabId): string {
  const params = new URLSearchParams(search);
  params.set('tab', tab);
  return `?${params.toString()}`;
}

/**
 * A tab a catalogue card asked for: it gets focus once it is selected. The catalogue (first
 * load) asks, the calculators below it (./CalculatorsSections, hydrated later) focus it.
 */
let focusRequest: CalculatorTabId | null = null;
export const requestTabFocus = (tab: CalculatorTabId): void => {
  focusRequest = tab;
};
/** True once per request, for the tab that was asked for. */
export function takeTabFocusRequest(tab: CalculatorTabId): boolean {
  if (focusRequest !== tab) return false;
  focusRequest = null;
  return true;
}

/** Puts focus on the selected tab of the calculators section (its element carries `anchor` as id). */
export function focusSelectedTab(anchor: string): void {
  document.getElementById(anchor)?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus({ preventScroll: true });
}
