/**
 * THE route table (bulletproof-react `config/paths.ts` style).
 * Every route of the site, the area that owns it and the page that renders
 * it. It drives the shell's router, the navigation links, the prerender list, sitemap.xml,
 * robots.txt and the server's redirects. Remotes import it only to build typed links.
 */

export type Area = 'marketing' | 'resources' | 'contact';

/**
 * What a detail route (`:param`) answers for a value no record has (ADR 10):
 * - `'not-found'`: the page renders its own not-found message; the server answers HTTP 404 with
 *   that page's prerendered fallback HTML (never the site-wide 404 page);
 * - `'lookup'`: the page loads its record at run time; the server answers the fallback HTML with
 *   200 when the API knows the value and 404 when it does not;
 * - `{ redirect }`: the server redirects (301) to that path; the page replaces the URL client-side.
 */
export type UnknownParam = 'not-found' | 'lookup' | { readonly redirect: string };

export interface RouteEntry {
  /** URL pattern in react-router syntax (`:param`). */
  readonly path: string;
  /** Short name of the page: breadcrumbs (structured data) and other navigation. */
  readonly label: string;
  /** The remote that renders this route; `shell` for routes the host renders itself. */
  readonly area: Area | 'shell';
  /** Page id inside the area's exposed `./pages` map. */
  readonly page: string;
  /**
   * Whether the page is built. A route whose page is not built yet is still named here (so the
   * table is complete) but falls to the not-found page: no placeholders.
   */
  readonly built: boolean;
  /** For aliases: the canonical path whose content this route shows (docs/product-rules.md#routes). */
  readonly canonical?: string;
  /**
   * Detail routes only: what an unknown param value gets. The known values come from the owning
   * remote's `knownParams` (its SSR module) and are each prerendered to their own file.
   */
  readonly unknown?: UnknownParam;
}

const route = <const R extends RouteEntry>(r: R): R => r;

export const routes = {
  home: route({ path: '/', label: 'Home', area: 'marketing', page: 'home', built: true }),
  about: route({ path: '/about', label: 'About', area: 'marketing', page: 'about', built: true }),

  services: route({ path: '/services', label: 'Services', area: 'marketing', page: 'services', built: true }),
  serviceLaas: route({
    path: '/services/logistics-as-a-service',
    label: 'Logistics as a Service',
    area: 'marketing',
    page: 'service-laas',
    built: true,
  }),
  serviceProcurement: route({
    path: '/services/transportation-procurement',
    label: 'Transportation Procurement',
    area: 'marketing',
    page: 'service-procurement',
    built: true,
  }),
  serviceControlTower: route({
    path: '/services/control-tower',
    label: 'Supply Chain Control Tower',
    area: 'marketing',
    page: 'service-control-tower',
    built: true,
  }),
  serviceInvoiceAudit: route({
    path: '/services/invoice-audit',
    label: 'Freight Invoice Audit',
    area: 'marketing',
    page: 'service-invoice-audit',
    built: true,
  }),
  serviceMcpms: route({
    path: '/services/mcpms',
    label: 'Multi-Carrier Platform (MCPMS)',
    area: 'marketing',
    page: 'service-mcpms',
    built: true,
  }),

  solutions: route({ path: '/solutions', label: 'Solutions', area: 'marketing', page: 'solutions', built: true }),
  solutionEcommerce: route({
    path: '/solutions/ecommerce-brands',
    label: 'E-commerce Brands',
    area: 'marketing',
    page: 'solution-ecommerce',
    built: true,
  }),
  solutionMarketplaces: route({
    path: '/solutions/marketplaces',
    label: 'Marketplaces',
    area: 'marketing',
    page: 'solution-marketplaces',
    built: true,
  }),
  solutionLogisticsPartners: route({
    path: '/solutions/logistics-partners',
    label: 'Logistics Service Providers',
    area: 'marketing',
    page: 'solution-logistics-partners',
    built: true,
  }),
  personaOperations: route({
    path: '/solutions/operations-teams',
    label: 'Operations Teams',
    area: 'marketing',
    page: 'persona-operations',
    built: true,
  }),
  personaProcurement: route({
    path: '/solutions/procurement-teams',
    label: 'Procurement Teams',
    area: 'marketing',
    page: 'persona-procurement',
    built: true,
  }),
  personaSupplyChain: route({
    path: '/solutions/supply-chain-leaders',
    label: 'Supply Chain Leaders',
    area: 'marketing',
    page: 'persona-supply-chain',
    built: true,
  }),
  personaFinance: route({
    path: '/solutions/finance-teams',
    label: 'Finance Teams',
    area: 'marketing',
    page: 'persona-finance',
    built: true,
  }),
  aliasEcommerce: route({
    path: '/ecommerce-brands',
    label: 'E-commerce Brands',
    area: 'marketing',
    page: 'solution-ecommerce',
    built: true,
    canonical: '/solutions/ecommerce-brands',
  }),
  aliasMarketplaces: route({
    path: '/marketplaces',
    label: 'Marketplaces',
    area: 'marketing',
    page: 'solution-marketplaces',
    built: true,
    canonical: '/solutions/marketplaces',
  }),
  aliasLogisticsPartners: route({
    path: '/logistics-partners',
    label: 'Logistics Service Providers',
    area: 'marketing',
    page: 'solution-logistics-partners',
    built: true,
    canonical: '/solutions/logistics-partners',
  }),
  b2cImportGrowth: route({
    path: '/b2c-import-growth',
    label: 'B2C Import Growth',
    area: 'marketing',
    page: 'b2c-import-growth',
    built: true,
  }),

  useCases: route({ path: '/use-cases', label: 'Use Cases', area: 'marketing', page: 'use-cases', built: true }),
  useCaseEcommerceScaling: route({
    path: '/use-cases/ecommerce-scaling',
    label: 'E-commerce Scaling',
    area: 'marketing',
    page: 'use-case-ecommerce-scaling',
    built: true,
  }),
  useCaseInternational: route({
    path: '/use-cases/international-expansion',
    label: 'International Expansion',
    area: 'marketing',
    page: 'use-case-international',
    built: true,
  }),
  useCasePeakSeason: route({
    path: '/use-cases/peak-season',
    label: 'Peak Season',
    area: 'marketing',
    page: 'use-case-peak-season',
    built: true,
  }),
  useCaseDigitization: route({
    path: '/use-cases/digitization',
    label: 'Digitization',
    area: 'marketing',
    page: 'use-case-digitization',
    built: true,
  }),
  // The six data-driven case studies are this route's known values
  // (mfe-marketing `knownParams`), each prerendered; any other slug is looked up at run time.
  useCaseBySlug: route({
    path: '/use-cases/:slug',
    label: 'Case Study',
    area: 'marketing',
    page: 'use-case-detail',
    built: true,
    unknown: 'lookup',
  }),

  privacy: route({ path: '/privacy', label: 'Privacy Policy', area: 'marketing', page: 'privacy', built: true }),
  terms: route({ path: '/terms', label: 'Terms of Service', area: 'marketing', page: 'terms', built: true }),

  resources: route({ path: '/resources', label: 'Resources', area: 'resources', page: 'resources-hub', built: true }),
  blogs: route({ path: '/resources/blogs', label: 'Blog', area: 'resources', page: 'resource-blogs', built: true }),
  blogPost: route({
    path: '/resources/blogs/:slug',
    label: 'Article',
    area: 'resources',
    page: 'resource-blog-post',
    built: true,
    unknown: 'not-found',
  }),
  guides: route({ path: '/resources/guides', label: 'Guides', area: 'resources', page: 'resource-guides', built: true }),
  guide: route({
    path: '/resources/guides/:slug',
    label: 'Guide',
    area: 'resources',
    page: 'resource-guide',
    built: true,
    unknown: 'not-found',
  }),
  resourceCaseStudies: route({
    path: '/resources/case-studies',
    label: 'Case Studies',
    area: 'resources',
    page: 'resource-case-studies',
    built: true,
  }),
  calculators: route({
    path: '/resources/calculators',
    label: 'ROI Calculators',
    area: 'resources',
    page: 'resource-calculators',
    built: true,
  }),
  blogIndex: route({ path: '/blog', label: 'Blog', area: 'resources', page: 'blog-index', built: true }),
  blogArticle: route({
    path: '/blog/:id',
    label: 'Article',
    area: 'resources',
    page: 'blog-article',
    built: true,
    unknown: 'not-found',
  }),
  caseStudyIndex: route({ path: '/case-studies', label: 'Case Studies', area: 'resources', page: 'case-study-index', built: true }),
  caseStudy: route({
    path: '/case-studies/:id',
    label: 'Case Study',
    area: 'resources',
    page: 'case-study',
    built: true,
    unknown: { redirect: '/case-studies' },
  }),

  contact: route({ path: '/contact', label: 'Contact', area: 'contact', page: 'contact', built: true }),
  assessment: route({ path: '/assessment', label: 'Contact', area: 'contact', page: 'contact', built: true, canonical: '/contact' }),
  resourceAssessments: route({
    path: '/resources/assessments',
    label: 'Contact',
    area: 'contact',
    page: 'contact',
    built: true,
    canonical: '/contact',
  }),

  notFound: route({ path: '/404', label: 'Page Not Found', area: 'shell', page: 'not-found', built: true }),
} as const satisfies Record<string, RouteEntry>;

export type RouteId = keyof typeof routes;

/** Paths that are not pages: they redirect (server 301, client-side replace) [docs/product-rules.md#routes]. */
export const redirects = [
  { from: '/calculator/transportation-procurement-roi', to: '/resources/calculators?tab=freight', status: 301 },
  { from: '/calculator/invoice-audit-roi', to: '/resources/calculators?tab=roi', status: 301 },
] as const;

/** A route pattern with its params filled in (URI-encoded). */
export function fillPath(pattern: string, params: Readonly<Record<string, string>>): string {
  return pattern.replace(/:([A-Za-z]+)/g, (_m, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${pattern}: missing param "${name}"`);
    return encodeURIComponent(value);
  });
}

/** Typed href builder: `href('blogPost', { slug })`. */
export function href(id: RouteId, params: Record<string, string> = {}): string {
  return fillPath(routes[id].path, params);
}

/**
 * The param value the prerender renders a detail route's fallback with: no record has it, so the
 * page renders its not-found (or loading) state, which hydrates the same at any unknown URL.
 */
export const FALLBACK_PARAM = 'unknown';

/** Built detail routes (`:param`), with their route ids. */
export function detailRoutes(): { id: RouteId; entry: RouteEntry }[] {
  return (Object.entries(routes) as [RouteId, RouteEntry][])
    .filter(([, r]) => r.built && isDynamic(r))
    .map(([id, entry]) => ({ id, entry }));
}

export const isDynamic = (r: RouteEntry): boolean => r.path.includes(':');

/** Concrete, built, non-dynamic routes: the prerender list. */
export function prerenderPaths(): string[] {
  return Object.values(routes as Record<string, RouteEntry>)
    .filter((r) => r.built && !isDynamic(r))
    .map((r) => r.path);
}

/** Canonical, built, indexable pages: the sitemap (aliases and /404 are left out). */
export function sitemapPaths(): string[] {
  return Object.values(routes as Record<string, RouteEntry>)
    .filter((r) => r.built && !isDynamic(r) && !r.canonical && r.area !== 'shell')
    .map((r) => r.path);
}

/** The route entry whose pattern matches a pathname, exact paths before patterns. */
export function matchRoute(pathname: string): { entry: RouteEntry; params: Record<string, string> } | null {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const all = Object.values(routes as Record<string, RouteEntry>);
  const exact = all.find((r) => r.path === clean);
  if (exact) return { entry: exact, params: {} };
  for (const r of all.filter(isDynamic)) {
    const names: string[] = [];
    const re = new RegExp(
      `^${r.path.replace(/:([A-Za-z]+)/g, (_m, n: string) => {
        names.push(n);
        return '([^/]+)';
      })}$`,
    );
    const m = re.exec(clean);
    if (m) {
      const params: Record<string, string> = {};
      names.forEach((n, i) => {
        params[n] = decodeURIComponent(m[i + 1] ?? '');
      });
      return { entry: r, params };
    }
  }
  return null;
}
