/** Both blogs: the article collections (front matter, bodies), the /blog search, the newsletter answer. */

import { newsletterLeadSchema } from '@meranti/contract/lead';
import { describe, expect, it } from 'vitest';
import { buildNewsletterLead } from '../src/components/download-dialog/post-lead';
import { classifyAnswer, isEmailAddress } from '../src/components/newsletter/newsletter';
import { articleById, articles, relatedArticles } from '../src/content/articles';
import { blogPostBySlug, blogPosts, relatedBlogPosts } from '../src/content/blog-posts';
import { checkArticleCollections } from '../src/content/collections.check';
import { articleFrontmatterSchema, blogPostFrontmatterSchema } from '../src/content/frontmatter.schema';
import { matchesQuery, queryFromSearch, searchArticles, searchForQuery } from '../src/content/search';

describe('article collections (Markdown)', () => {
  it('pass the cross-file checks: two blog posts, eight /blog articles, one featured, related links resolve', () => {
    expect(() => checkArticleCollections()).not.toThrow();
    expect(blogPosts.map((p) => [p.slug, p.category, p.readTime, p.publishDate])).toEqual([
      ['4pl-vs-3pl-vs-in-house-tco-east-asia', 'Cost Management', 18, '2024-12-20'],
      ['exception-playbooks-that-shrink-wismo', 'Operations', 16, '2024-12-18'],
    ]);
    expect(relatedBlogPosts(blogPostBySlug('4pl-vs-3pl-vs-in-house-tco-east-asia')!).map((p) => p.slug)).toEqual([
      'exception-playbooks-that-shrink-wismo',
    ]);
    expect(articles.map((a) => a.id)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
    expect(relatedArticles(articleById('3')!).map((a) => a.id)).toEqual(['7', '2']);
  });

  it('/blog/1 and /blog/2 list each other first, then their wider related articles', () => {
    expect(relatedArticles(articleById('1')!).map((a) => a.id)).toEqual(['2', '5', '6']);
    expect(relatedArticles(articleById('2')!).map((a) => a.id)).toEqual(['1', '6', '3']);
    // The build refuses collections where either loses the other from first place.
    const swapped = articles.map((a) => (a.id === '2' ? { ...a, related: ['6', '1', '3'] } : a));
    expect(() => checkArticleCollections({ articles: swapped })).toThrow(
      '/blog article 2: the first related article must be 1 (the other id), not 6',
    );
  });

  it('relatedArticles: the listed order, unknown ids skipped, at most three', () => {
    const base = articleById('4')!;
    expect(relatedArticles({ ...base, related: ['8', '99', '1'] }).map((a) => a.id)).toEqual(['8', '1']);
    expect(relatedArticles({ ...base, related: ['2', '3', '5', '6'] }).map((a) => a.id)).toEqual(['2', '3', '5']);
  });

  it('have long-form bodies with h2 headings (the two resources articles with a table)', async () => {
    for (const slug of blogPosts.map((p) => p.slug)) {
      const doc = (await import(`../src/content/blog-posts/${slug}.md`)).default;
      expect(doc.wordCount).toBeGreaterThan(800);
      expect(doc.html).toContain('<table>');
      expect(doc.headings.filter((h: { depth: number }) => h.depth === 2).length).toBeGreaterThanOrEqual(5);
    }
    for (const a of articles) {
      const doc = (await import(`../src/content/articles/${a.id}.md`)).default;
      expect(doc.wordCount).toBeGreaterThan(150);
      expect(doc.headings.length).toBeGreaterThanOrEqual(2);
    }
  });

  it('front matter schemas refuse what a writer might get wrong', () => {
    const post = { ...blogPostBySlug('exception-playbooks-that-shrink-wismo')! } as Record<string, unknown>;
    delete post.wordCount;
    expect(blogPostFrontmatterSchema.safeParse(post).success).toBe(true);
    expect(blogPostFrontmatterSchema.safeParse({ ...post, category: 'Logistics' }).success).toBe(false);
    expect(blogPostFrontmatterSchema.safeParse({ ...post, publishDate: 'Dec 18, 2024' }).success).toBe(false);
    expect(blogPostFrontmatterSchema.safeParse({ ...post, slug: 'Not A Slug' }).success).toBe(false);
    expect(blogPostFrontmatterSchema.safeParse({ ...post, relatedPosts: ['a', 'b', 'c', 'd'] }).success).toBe(false);
    const article = { ...articleById('1')! } as Record<string, unknown>;
    delete article.wordCount;
    expect(articleFrontmatterSchema.safeParse(article).success).toBe(true);
    expect(articleFrontmatterSchema.safeParse({ ...article, id: 1 }).success).toBe(false);
    expect(articleFrontmatterSchema.safeParse({ ...article, description: 'too short' }).success).toBe(false);
    expect(articleFrontmatterSchema.safeParse({ ...article, extra: true }).success).toBe(false);
  });
});

describe('/blog search', () => {
  const items = [
    { title: 'Freight Invoice Audit', excerpt: 'Recover spend', tags: ['Finance'], category: 'Cost Optimization' },
    { title: 'Control towers', excerpt: 'Visibility first', tags: ['Analytics & KPIs'], category: 'Technology' },
    { title: 'Last-mile KPIs', excerpt: 'Ratings', tags: ['Last Mile'], category: 'Operations' },
  ];

  it('matches title, excerpt or any tag, case-insensitively; blank matches all', () => {
    expect(matchesQuery(items[0]!, 'INVOICE')).toBe(true);
    expect(matchesQuery(items[0]!, 'recover')).toBe(true);
    expect(matchesQuery(items[0]!, 'finance')).toBe(true);
    expect(matchesQuery(items[0]!, 'visibility')).toBe(false);
    expect(matchesQuery(items[0]!, '   ')).toBe(true);
  });

  it('combines the query with the category (null = All)', () => {
    expect(searchArticles(items, 'kpis', null).map((i) => i.title)).toEqual(['Control towers', 'Last-mile KPIs']);
    expect(searchArticles(items, 'kpis', 'Technology').map((i) => i.title)).toEqual(['Control towers']);
    expect(searchArticles(items, 'kpis', 'Cost Optimization')).toEqual([]);
    expect(searchArticles(items, '', 'Operations').map((i) => i.title)).toEqual(['Last-mile KPIs']);
  });

  it('keeps ?q= in the address beside other parameters', () => {
    expect(searchForQuery('?category=technology', 'ai')).toBe('?category=technology&q=ai');
    expect(searchForQuery('?q=ai&category=technology', '')).toBe('?category=technology');
    expect(searchForQuery('', '  ')).toBe('');
    expect(queryFromSearch('?q=peak%20season')).toBe('peak season');
    expect(queryFromSearch('')).toBe('');
  });

  it('over the real articles: "invoice" finds the audit article only', () => {
    expect(searchArticles(articles, 'invoice', null).map((a) => a.id)).toEqual(['3']);
  });
});

describe('newsletter answer', () => {
  it('nothing for cancel or blank, thanks for any text, a lead for a valid e-mail', () => {
    expect(classifyAnswer(null)).toEqual({ kind: 'none' });
    expect(classifyAnswer('   ')).toEqual({ kind: 'none' });
    expect(classifyAnswer('maybe later')).toEqual({ kind: 'thanks' });
    expect(classifyAnswer(' a.b@shop.example ')).toEqual({ kind: 'lead', email: 'a.b@shop.example' });
  });

  it('agrees with the API on what an e-mail address is, and builds a lead the API accepts', () => {
    for (const value of [
      'a@b.co',
      'first.last+tag@shop.example',
      'x@sub.domain.sg',
      'no-at-sign',
      'a@b',
      'a..b@c.com',
      '.a@b.com',
      'a@b.c',
    ]) {
      const api = newsletterLeadSchema.safeParse({ kind: 'newsletter', email: value, submissionId: crypto.randomUUID() }).success;
      expect(isEmailAddress(value), value).toBe(api);
    }
    const lead = buildNewsletterLead(' reader@shop.example ', 'http://localhost:3000/blog', new Date('2024-12-20T01:02:03Z'));
    expect(lead).toMatchObject({
      kind: 'newsletter',
      email: 'reader@shop.example',
      referrer: 'newsletter',
      website: '',
      submissionTimestamp: '2024-12-20T01:02:03.000Z',
    });
    expect(newsletterLeadSchema.safeParse(lead).success).toBe(true);
  });
});
