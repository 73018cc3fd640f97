import { describe, expect, it } from 'vitest';
import { searchForTab, tabFromSearch } from '../src/pages/calculators/calculator-tabs';

describe('?tab= query [docs/product-rules.md#calculators]', () => {
  it('opens the named tab', () => {
    expect(tabFromSearch('?tab=roi')).toBe('roi');
    expect(tabFromSearch('?tab=freight')).toBe('freight');
    expect(tabFromSearch('?tab=automation')).toBe('automation');
    expect(tabFromSearch('?utm_source=x&tab=inventory')).toBe('inventory');
  });

  it('falls back to 4PL ROI for a missing or unknown tab', () => {
    expect(tabFromSearch('')).toBe('roi');
    expect(tabFromSearch('?tab=')).toBe('roi');
    expect(tabFromSearch('?tab=FREIGHT')).toBe('roi');
    expect(tabFromSearch('?tab=pricing')).toBe('roi');
  });

  it('writes the tab and keeps other parameters', () => {
    expect(searchForTab('', 'freight')).toBe('?tab=freight');
    expect(searchForTab('?tab=roi', 'inventory')).toBe('?tab=inventory');
    expect(searchForTab('?utm_source=news&tab=roi', 'freight')).toBe('?utm_source=news&tab=freight');
  });
});
