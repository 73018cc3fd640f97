import type { RemotePagesModule } from '@meranti/platform';

/** The resources area's pages, exposed to the shell as `resources/pages`. */
export const pages: RemotePagesModule['pages'] = {
  hub: () => import('./pages/hub/HubPage'),
  guides: () => import('./pages/guides/GuidesPage'),
  guide: () => import('./pages/guide/GuidePage'),
  calculators: () => import('./pages/calculators/CalculatorsPage'),
  'case-studies': () => import('./pages/case-studies/CaseStudiesPage'),
  'alt-case-studies': () => import('./pages/alt-case-studies/AltCaseStudiesPage'),
  'alt-case-study': () => import('./pages/alt-case-study/AltCaseStudyPage'),
  blogs: () => import('./pages/blogs/BlogsPage'),
  'blog-post': () => import('./pages/blog-post/BlogPostPage'),
  'alt-blog': () => import('./pages/alt-blog/AltBlogPage'),
  'alt-blog-article': () => import('./pages/alt-blog-article/AltBlogArticlePage'),
};
