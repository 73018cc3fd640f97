import type { AreaPagesModule } from '@meranti/platform';

/**
 * The resources area's pages, exposed to the shell as `resources/pages`. Each page id, folder and
 * module is its route's id in kebab-case (`blogPost` → `blog-post/blog-post.tsx`; README, "How
 * to add a page").
 */
export const pages: AreaPagesModule['pages'] = {
  resources: () => import('./pages/resources/resources'),
  guides: () => import('./pages/guides/guides'),
  guide: () => import('./pages/guide/guide'),
  calculators: () => import('./pages/calculators/calculators'),
  'resource-case-studies': () => import('./pages/resource-case-studies/resource-case-studies'),
  blogs: () => import('./pages/blogs/blogs'),
  'blog-post': () => import('./pages/blog-post/blog-post'),
  'blog-index': () => import('./pages/blog-index/blog-index'),
  'blog-article': () => import('./pages/blog-article/blog-article'),
  'case-study-index': () => import('./pages/case-study-index/case-study-index'),
  'case-study': () => import('./pages/case-study/case-study'),
};
