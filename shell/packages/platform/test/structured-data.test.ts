import { describe, expect, it } from 'vitest';
import { company } from '../src/company';
import { brandTitle } from '../src/meta';
import {
  blogPostingLd,
  breadcrumbLd,
  breadcrumbsFor,
  DEFAULT_WORD_COUNT,
  organizationLd,
  pageJsonLd,
  serializeJsonLd,
  websiteLd,
  wordCountFor,
} from '../src/structured-data';

const SITE = 'https://www.meranti4pl.example';

const article = {
  title: 'How to cut freight spend in Southeast Asia',
  description: 'Five levers that lower landed cost.',
  path: '/resources/blogs/cut-freight-spend',
  publishDate: '2026-03-02',
  author: 'Meranti 4PL Insights',
  category: 'Cost Optimization',
  tags: ['freight', 'procurement'],
};

describe('breadcrumbs (Home first, one item per path segment)', () => {
  it('names each prefix by its route label and the page by the name given', () => {
    expect(breadcrumbsFor('/resources/calculators', 'ROI Calculators')).toEqual([
      { name: 'Home', path: '/' },
      { name: 'Resources', path: '/resources' },
      { name: 'ROI Calculators', path: '/resources/calculators' },
    ]);
  });

  it('has one item per segment, however deep, and uses the page name for a detail page', () => {
    const crumbs = breadcrumbsFor('/resources/blogs/cut-freight-spend', article.title);
    expect(crumbs.map((c) => c.path)).toEqual(['/', '/resources', '/resources/blogs', '/resources/blogs/cut-freight-spend']);
    expect(crumbs.map((c) => c.name)).toEqual(['Home', 'Resources', 'Blog', article.title]);
  });

  it('is just Home for the home page', () => {
    expect(breadcrumbsFor('/', 'Home')).toEqual([{ name: 'Home', path: '/' }]);
  });

  it('becomes a BreadcrumbList with positions from 1 and absolute item URLs', () => {
    const ld = breadcrumbLd(SITE, breadcrumbsFor('/contact', 'Contact'));
    expect(ld).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${SITE}/` },
        { '@type': 'ListItem', position: 2, name: 'Contact', item: `${SITE}/contact` },
      ],
    });
  });
});

describe('the structured data of a page', () => {
  const base = { title: 'x', description: 'y' };

  it('home: the company (Organization and LocalBusiness) and the WebSite, no breadcrumbs', () => {
    const types = pageJsonLd(SITE, { ...base, path: '/' }).map((d) => d['@type']);
    expect(types).toEqual([['Organization', 'LocalBusiness'], 'WebSite']);
  });

  it('every other page: a BreadcrumbList ending at the page, named by its route label', () => {
    const [ld, ...rest] = pageJsonLd(SITE, { ...base, path: '/resources/calculators' });
    expect(rest).toEqual([]);
    expect(ld).toMatchObject({ '@type': 'BreadcrumbList' });
    const items = (ld as { itemListElement: { name: string; item: string }[] }).itemListElement;
    expect(items.at(-1)).toMatchObject({ name: 'ROI Calculators', item: `${SITE}/resources/calculators` });
  });

  it('a detail page is named by breadcrumbName, and its own JSON-LD follows the breadcrumbs', () => {
    const posting = blogPostingLd(SITE, article);
    const lds = pageJsonLd(SITE, { ...base, path: article.path, breadcrumbName: 'Cut freight spend', structuredData: [posting] });
    expect(lds.map((d) => d['@type'])).toEqual(['BreadcrumbList', 'BlogPosting']);
    expect(JSON.stringify(lds[0])).toContain('"name":"Cut freight spend"');
  });

  it('not-found pages carry no breadcrumbs', () => {
    expect(pageJsonLd(SITE, { ...base, path: '/404', noindex: true })).toEqual([]);
  });
});

describe('Organization and WebSite (docs/product-rules.md#page-metadata)', () => {
  const org = organizationLd(SITE);

  it('takes every fact from the company module: hours Mo–Fr 09:00–18:00, currencies, payments, social links', () => {
    expect(org.name).toBe(company.name);
    expect(org.logo).toBe(`${SITE}${company.logo}`);
    expect(org.address).toMatchObject({ '@type': 'PostalAddress', addressCountry: 'SG', postalCode: company.address.postalCode });
    expect(org.contactPoint).toMatchObject({
      '@type': 'ContactPoint',
      hoursAvailable: {
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '09:00',
        closes: '18:00',
      },
    });
    expect(org.currenciesAccepted).toBe('SGD, USD, MYR, THB, IDR, PHP, HKD');
    expect(org.paymentAccepted).toBe('Credit card, Bank transfer');
    expect(org.sameAs).toEqual([company.social.linkedin, company.social.x, `${SITE}/`]);
  });

  it('the WebSite is published by the Organization', () => {
    expect(websiteLd(SITE)).toMatchObject({ url: `${SITE}/`, publisher: { '@id': org['@id'] } });
  });
});

describe('BlogPosting word count (read time × 200, default 2000)', () => {
  it.each([
    [7, 1400],
    [12, 2400],
    [2.5, 500],
  ])('%s minutes → %s words', (minutes, words) => {
    expect(blogPostingLd(SITE, { ...article, readTimeMinutes: minutes }).wordCount).toBe(words);
  });

  it('is 2000 when the read time is missing, zero, negative or not a number', () => {
    expect(blogPostingLd(SITE, article).wordCount).toBe(DEFAULT_WORD_COUNT);
    expect(DEFAULT_WORD_COUNT).toBe(2000);
    for (const bad of [0, -3, Number.NaN]) expect(wordCountFor(bad)).toBe(2000);
  });

  it('carries the headline, dates, author, section, keywords and absolute URLs', () => {
    expect(blogPostingLd(SITE, { ...article, modifiedDate: '2026-04-01' })).toMatchObject({
      headline: article.title,
      datePublished: '2026-03-02',
      dateModified: '2026-04-01',
      author: { '@type': 'Person', name: article.author },
      articleSection: 'Cost Optimization',
      keywords: 'freight, procurement',
      url: `${SITE}${article.path}`,
      mainEntityOfPage: `${SITE}${article.path}`,
      image: `${SITE}${company.shareImage.src}`,
    });
  });
});

describe('safe serialisation into <script type="application/ld+json">', () => {
  const hostile = {
    headline: '</script><script>alert(1)</script> & <!-- more',
    description: 'line\u2028separator\u2029here',
  };

  it('cannot close the script element or open a comment', () => {
    const json = serializeJsonLd(hostile);
    expect(json).not.toMatch(/<\/script/i);
    expect(json).not.toContain('<');
    expect(json).not.toContain('>');
    expect(json).not.toContain('<!--');
    expect(json).not.toMatch(/[\u2028\u2029]/);
  });

  it('still parses back to exactly the same data', () => {
    expect(JSON.parse(serializeJsonLd(hostile))).toEqual(hostile);
  });
});

describe('title brand rule', () => {
  it('adds the suffix unless the title already names the brand', () => {
    expect(brandTitle('Contact Us')).toBe('Contact Us | Meranti 4PL');
    expect(brandTitle('Meranti 4PL — Fourth-party logistics')).toBe('Meranti 4PL — Fourth-party logistics');
  });
});
