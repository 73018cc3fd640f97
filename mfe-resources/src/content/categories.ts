/** Filter categories [docs/product-rules.md#listings-and-filters]; `All` is the chip that shows everything. */
export const ALL = 'All';

/** /resources/blogs: All, 4PL Strategy, Operations, Cost Management, International Expansion, Technology, Cost Recovery. */
export const blogCategories = [
  '4PL Strategy',
  'Operations',
  'Cost Management',
  'International Expansion',
  'Technology',
  'Cost Recovery',
] as const;
export type BlogCategory = (typeof blogCategories)[number];

/** /blog: All, Industry Insights, Technology, Cost Optimization, Operations, Trends. */
export const articleCategories = ['Industry Insights', 'Technology', 'Cost Optimization', 'Operations', 'Trends'] as const;
export type ArticleCategory = (typeof articleCategories)[number];
