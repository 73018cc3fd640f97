import type { RemotePagesModule } from '@meranti/platform';

/** The resources area's pages, exposed to the shell as `resources/pages`. */
export const pages: RemotePagesModule['pages'] = {
  calculators: () => import('./pages/calculators/CalculatorsPage'),
  blogs: () => import('./pages/blogs/BlogsPage'),
  'blog-post': () => import('./pages/blog-post/BlogPostPage'),
  'alt-blog': () => import('./pages/alt-blog/AltBlogPage'),
  'alt-blog-article': () => import('./pages/alt-blog-article/AltBlogArticlePage'),
};
