// One name per page (scripts/lib/page-names.mjs): the checker on a sample that gets each
// thing wrong once, then the real route table against every area's pages.ts and src/pages/ folders.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routes } from '../../shell/packages/platform/src/routes.ts';
import { ROOT } from '../lib/layout.mjs';
import { loaderModules, pageFolders, pageNameProblems } from '../lib/page-names.mjs';

/** A table in miniature: a page, a detail page, an alias of the first, and another area's page. */
const sample = {
  blogs: { path: '/blogs', area: 'resources', page: 'blogs', built: true },
  blogPost: { path: '/blogs/:slug', area: 'resources', page: 'blog-post', built: true },
  allBlogs: { path: '/all-blogs', area: 'resources', page: 'blogs', built: true, canonical: '/blogs' },
  contact: { path: '/contact', area: 'contact', page: 'contact', built: true },
};
const samplePages = { blogs: './pages/blogs/blogs', 'blog-post': './pages/blog-post/blog-post' };
const sampleFolders = { blogs: ['blogs.tsx', 'blogs.content.ts'], 'blog-post': ['blog-post.tsx'] };
const check = (changes = {}) =>
  pageNameProblems({ area: 'resources', routes: sample, pages: samplePages, folders: sampleFolders, ...changes });

describe('pageNameProblems', () => {
  it('finds nothing when every page is named after its route', () => {
    expect(check()).toEqual([]);
  });

  it('a route whose page is not its id in kebab-case, or an alias not rendering its canonical page', () => {
    expect(check({ routes: { ...sample, blogPost: { ...sample.blogPost, page: 'resource-blog-post' } } })).toEqual([
      'route blogPost: its page is "resource-blog-post", not "blog-post" (its id in kebab-case)',
      'route blogPost (resources): no page "resource-blog-post" in pages.ts',
      'pages.ts: page "blog-post" is the page of no built route of the resources area',
      "src/pages/blog-post/ is the folder of no page of the resources area's routes",
    ]);
    expect(check({ routes: { ...sample, allBlogs: { ...sample.allBlogs, page: 'all-blogs' } } })).toEqual([
      'route allBlogs: its page is "all-blogs", not "blogs" (its canonical route blogs\'s id in kebab-case)',
      'route allBlogs (resources): no page "all-blogs" in pages.ts',
    ]);
  });

  it('a route of the area with no page, and a page with no route', () => {
    const { 'blog-post': _, ...withoutPost } = samplePages;
    expect(check({ pages: withoutPost })).toEqual(['route blogPost (resources): no page "blog-post" in pages.ts']);
    expect(check({ pages: { ...samplePages, contact: './pages/contact/contact' } })).toEqual([
      'pages.ts: page "contact" is the page of no built route of the resources area',
    ]);
  });

  it('a page whose module is not <page>/<page>, a stray folder, a folder without the page module', () => {
    expect(check({ pages: { ...samplePages, blogs: './pages/blogs/BlogsPage' } })).toEqual([
      'pages.ts: page "blogs" loads ./pages/blogs/BlogsPage, not ./pages/blogs/blogs',
    ]);
    expect(check({ folders: { ...sampleFolders, 'resource-blogs': ['BlogsPage.tsx'] } })).toEqual([
      "src/pages/resource-blogs/ is the folder of no page of the resources area's routes",
    ]);
    expect(check({ folders: { ...sampleFolders, blogs: ['BlogsPage.tsx'] } })).toEqual([
      "src/pages/blogs/ has no blogs.tsx, the page's module",
    ]);
  });

  it('a route not built yet needs no page; the shell has folders and no pages map', () => {
    expect(check({ routes: { ...sample, guide: { path: '/guide', area: 'resources', page: 'guide', built: false } } })).toEqual([]);
    const shell = { notFound: { path: '/404', area: 'shell', page: 'not-found', built: true } };
    expect(pageNameProblems({ area: 'shell', routes: shell, pages: null, folders: { 'not-found': ['not-found.tsx'] } })).toEqual([]);
    expect(pageNameProblems({ area: 'shell', routes: shell, pages: null, folders: {} })).toEqual([
      'route notFound (shell): no page "not-found" in src/pages/',
    ]);
  });

  it('reads the module each loader imports from its source', () => {
    const written = { toString: () => "() => import('./pages/a/a')" };
    const resolved = { toString: () => '() => __vite_ssr_dynamic_import__("/mfe-x/src/pages/b/B.tsx")' };
    const other = { toString: () => '() => Promise.resolve(null)' };
    expect(loaderModules({ a: written, b: resolved, c: other })).toEqual({ a: './pages/a/a', b: './pages/b/B', c: '?' });
  });
});

describe('the route table and the pages of every area', () => {
  for (const [area, folder] of [
    ['marketing', 'mfe-marketing'],
    ['resources', 'mfe-resources'],
    ['contact', 'mfe-contact'],
  ]) {
    it(`${area}: every page is named after its route`, async () => {
      const { pages } = await import(`../../${folder}/src/pages.ts`);
      const problems = pageNameProblems({
        area,
        routes,
        pages: loaderModules(pages),
        folders: pageFolders(path.join(ROOT, folder, 'src/pages')),
      });
      expect(problems).toEqual([]);
      expect(Object.keys(pages).length).toBeGreaterThan(0);
    });
  }

  it('shell: its own pages are named after their routes', () => {
    expect(pageNameProblems({ area: 'shell', routes, pages: null, folders: pageFolders(path.join(ROOT, 'shell/src/pages')) })).toEqual([]);
  });
});
