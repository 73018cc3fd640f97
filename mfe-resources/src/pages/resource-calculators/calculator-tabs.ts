/** The four calculator tabs and the `?tab=` query that selects one [001 §4; DECISIONS.md]. */
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
