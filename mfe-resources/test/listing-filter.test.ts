import { describe, expect, it } from 'vitest';
import { ALL_ID, filterItems, filterOptions, optionFromSearch, searchForOption, slugify } from '../src/components/listing/filter';

const options = filterOptions(['All', 'Fashion & Retail', 'Manufacturing', 'E-commerce']);
const items = [
  { id: 'a', industry: 'Fashion & Retail' },
  { id: 'b', industry: 'Manufacturing' },
  { id: 'c', industry: 'Fashion & Retail' },
];
const byIndustry = (item: (typeof items)[number]) => item.industry;

describe('listing filters', () => {
  it('gives each label a URL id, "All" first', () => {
    expect(options.map((o) => o.id)).toEqual([ALL_ID, 'fashion-retail', 'manufacturing', 'e-commerce']);
    expect(slugify('4PL Strategy')).toBe('4pl-strategy');
    expect(() => filterOptions(['All', 'Cost Management', 'Cost  management'])).toThrow(/share an id/);
  });

  it('starts at All, shows only matching items for a value, and All restores everything', () => {
    const [all, fashion, manufacturing, ecommerce] = options;
    expect(filterItems(items, all!, byIndustry)).toEqual(items);
    expect(filterItems(items, fashion!, byIndustry).map((i) => i.id)).toEqual(['a', 'c']);
    expect(filterItems(items, manufacturing!, byIndustry).map((i) => i.id)).toEqual(['b']);
    expect(filterItems(items, ecommerce!, byIndustry)).toEqual([]);
  });

  it('reads the option from the query, falling back to All for a missing or unknown value', () => {
    expect(optionFromSearch('?industry=manufacturing', 'industry', options).label).toBe('Manufacturing');
    expect(optionFromSearch('', 'industry', options).id).toBe(ALL_ID);
    expect(optionFromSearch('?industry=shipping', 'industry', options).id).toBe(ALL_ID);
    expect(optionFromSearch('?category=manufacturing', 'industry', options).id).toBe(ALL_ID);
  });

  it('writes the option into the query, keeping other parameters and dropping it for All', () => {
    expect(searchForOption('', 'industry', 'e-commerce')).toBe('?industry=e-commerce');
    expect(searchForOption('?q=tco&industry=manufacturing', 'industry', 'fashion-retail')).toBe('?q=tco&industry=fashion-retail');
    expect(searchForOption('?q=tco&industry=manufacturing', 'industry', ALL_ID)).toBe('?q=tco');
    expect(searchForOption('?industry=manufacturing', 'industry', ALL_ID)).toBe('');
  });
});
