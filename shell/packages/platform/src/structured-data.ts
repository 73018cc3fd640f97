/**
 * Structured data (JSON-LD), built from typed objects (schema-dts) and the one company module.
 * docs/product-rules.md#page-metadata: an Organization and a WebSite on the home page, a
 * BreadcrumbList (Home first, one item per path segment) on every other page, a BlogPosting on
 * every article.
 */
import type { BlogPosting, BreadcrumbList, LocalBusinessLeaf, Thing, WebSite, WithContext } from 'schema-dts';
import { company } from './company';
import type { PageMetaProps } from './meta';
import { isDynamic, matchRoute } from './routes';

/**
 * The company, typed as both Organization and LocalBusiness: schema.org defines
 * `currenciesAccepted` and `paymentAccepted` (docs/product-rules.md#page-metadata) on LocalBusiness, a subtype of
 * Organization, so a plain Organization carrying them would not be valid schema.org.
 */
export type OrganizationJsonLd = Omit<WithContext<LocalBusinessLeaf>, '@type'> & { '@type': ['Organization', 'LocalBusiness'] };

export type JsonLd = WithContext<Thing> | OrganizationJsonLd;

const SCHEMA = 'https://schema.org' as const;
const absolute = (siteUrl: string, path: string) => `${siteUrl}${path === '/' ? '/' : path}`;

export function organizationLd(siteUrl: string): OrganizationJsonLd {
  return {
    '@context': SCHEMA,
    '@type': ['Organization', 'LocalBusiness'],
    '@id': `${siteUrl}/#organization`,
    name: company.name,
    legalName: company.legalName,
    description: company.tagline,
    url: absolute(siteUrl, '/'),
    logo: `${siteUrl}${company.logo}`,
    email: company.email.general,
    telephone: company.phone.e164,
    address: {
      '@type': 'PostalAddress',
      streetAddress: `${company.address.street}, ${company.address.building}`,
      addressLocality: company.address.city,
      postalCode: company.address.postalCode,
      addressCountry: company.address.countryCode,
    },
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'sales',
      telephone: company.phone.e164,
      email: company.email.sales,
      areaServed: [...company.keyMarkets],
      availableLanguage: ['English'],
      hoursAvailable: {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: [...company.hours.dayOfWeek],
        opens: company.hours.opens,
        closes: company.hours.closes,
      },
    },
    currenciesAccepted: company.currencies.join(', '),
    paymentAccepted: company.paymentMethods.join(', '),
    sameAs: [company.social.linkedin, company.social.x, absolute(siteUrl, '/')],
  };
}

export function websiteLd(siteUrl: string): WithContext<WebSite> {
  return {
    '@context': SCHEMA,
    '@type': 'WebSite',
    '@id': `${siteUrl}/#website`,
    name: company.name,
    url: absolute(siteUrl, '/'),
    inLanguage: 'en-SG',
    publisher: { '@id': `${siteUrl}/#organization` },
  };
}

export interface Crumb {
  readonly name: string;
  readonly path: string;
}

/**
 * Home first, then one item per path segment: each prefix named by its route's label, the page
 * itself by `pageName` (its title, for pages whose label is generic, such as an article).
 */
export function breadcrumbsFor(path: string, pageName: string): Crumb[] {
  const segments = path.split('/').filter(Boolean);
  const crumbs: Crumb[] = [{ name: 'Home', path: '/' }];
  segments.forEach((_, i) => {
    const prefix = `/${segments.slice(0, i + 1).join('/')}`;
    const last = i === segments.length - 1;
    const entry = matchRoute(prefix)?.entry;
    const name = last ? pageName : (entry?.label ?? segments[i] ?? prefix);
    crumbs.push({ name, path: prefix });
  });
  return crumbs;
}

export function breadcrumbLd(siteUrl: string, crumbs: readonly Crumb[]): WithContext<BreadcrumbList> {
  return {
    '@context': SCHEMA,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.name,
      item: absolute(siteUrl, c.path),
    })),
  };
}

export interface ArticleFacts {
  readonly title: string;
  readonly description: string;
  readonly path: string;
  readonly publishDate: string;
  readonly modifiedDate?: string;
  readonly author: string;
  readonly category: string;
  readonly tags: readonly string[];
  /** Minutes; the word count is estimated as minutes × 200 (docs/product-rules.md#page-metadata), default 2000. */
  readonly readTimeMinutes?: number;
  readonly image?: string;
}

export const WORDS_PER_MINUTE = 200;
export const DEFAULT_WORD_COUNT = 2000;

/** Estimated words of an article: read time × 200 (docs/product-rules.md#page-metadata); 2000 when the read time is unknown. */
export const wordCountFor = (readTimeMinutes: number | undefined): number =>
  readTimeMinutes !== undefined && Number.isFinite(readTimeMinutes) && readTimeMinutes > 0
    ? Math.round(readTimeMinutes * WORDS_PER_MINUTE)
    : DEFAULT_WORD_COUNT;

export function blogPostingLd(siteUrl: string, a: ArticleFacts): WithContext<BlogPosting> {
  return {
    '@context': SCHEMA,
    '@type': 'BlogPosting',
    headline: a.title,
    description: a.description,
    url: absolute(siteUrl, a.path),
    mainEntityOfPage: absolute(siteUrl, a.path),
    datePublished: a.publishDate,
    dateModified: a.modifiedDate ?? a.publishDate,
    author: { '@type': 'Person', name: a.author },
    publisher: { '@id': `${siteUrl}/#organization` },
    articleSection: a.category,
    keywords: a.tags.join(', '),
    wordCount: wordCountFor(a.readTimeMinutes),
    image: `${siteUrl}${a.image ?? company.shareImage.src}`,
    inLanguage: 'en-SG',
  };
}

/** JSON for a `<script type="application/ld+json">`: no `</script>` breakout, no line separators. */
export const serializeJsonLd = (data: unknown): string =>
  JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The structured data of a page: Organization + WebSite on home, a BreadcrumbList elsewhere. */
export function pageJsonLd(siteUrl: string, { path, title, noindex, structuredData = [], breadcrumbName }: PageMetaProps): JsonLd[] {
  if (path === '/') return [organizationLd(siteUrl), websiteLd(siteUrl), ...structuredData];
  if (noindex) return [...structuredData];
  const entry = matchRoute(path)?.entry;
  const name = breadcrumbName ?? (entry && !isDynamic(entry) ? entry.label : title);
  return [breadcrumbLd(siteUrl, breadcrumbsFor(path, name)), ...structuredData];
}
