import type { RemotePagesModule } from '@meranti/platform';

/**
 * The resources area's pages, exposed to the shell as `resources/pages`. Page ids (and folders)
 * are named after their routes: `resource-*` for /resources/…, `blog-*` for /blog and /blog/{id},
 * `case-study*` for /case-studies and /case-studies/{id}.
 */
export const pages: RemotePagesModule['pages'] = {
  'resources-hub': () => import('./pages/resources-hub/HubPage'),
  'resource-guides': () => import('./pages/resource-guides/GuidesPage'),
  'resource-guide': () => import('./pages/resource-guide/GuidePage'),
  'resource-calculators': () => import('./pages/resource-calculators/CalculatorsPage'),
  'resource-case-studies': () => import('./pages/resource-case-studies/CaseStudiesPage'),
  'resource-blogs': () => import('./pages/resource-blogs/BlogsPage'),
  'resource-blog-post': () => import('./pages/resource-blog-post/BlogPostPage'),
  'blog-index': () => import('./pages/blog-index/BlogIndexPage'),
  'blog-article': () => import('./pages/blog-article/BlogArticlePage'),
  'case-study-index': () => import('./pages/case-study-index/CaseStudyIndexPage'),
  'case-study': () => import('./pages/case-study/CaseStudyPage'),
};
