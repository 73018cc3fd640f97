/**
 * THE route table (bulletproof-react `config/paths.ts` style).
 * Every route of the site, the area that owns it and the page that renders
 * it. It drives the shell's router, the navigation links, the prerender list, sitemap.xml,
 * robots.txt and the server's redirects. Areas import it only to build typed links.
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
  /** The area that renders this route; `shell` for routes the host renders itself. */
  readonly area: Area | 'shell';
  /**
   * The page that renders this route, derived, never written: the route's id in kebab-case
   * (`pageName`), or for an alias (`canonical`) its canonical route's. It is the page's key in its
   * area's exposed `./pages` map, its folder and its module: `<area>/src/pages/<page>/<page>.tsx`.
   */
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
   * area's `knownParams` (its SSR module) and are each prerendered to their own file.
   */
  readonly unknown?: UnknownParam;
}

/** A route as written in the table: everything but its page, which the table derives. */
export type RouteSpec = Omit<RouteEntry, 'page'>;

const route = <const R extends RouteSpec>(r: R): R => r;

const table = {
  home: route({ path: '/', label: 'Home', area: 'marketing', built: true }),
  about: route({ path: '/about', label: 'About', area: 'marketing', built: true }),

  services: route({ path: '/services', label: 'Services', area: 'marketing', built: true }),
  serviceLaas: route({
    path: '/services/logistics-as-a-service',
    label: 'Logistics as a Service',
    area: 'marketing',
    built: true,
  }),
  serviceProcurement: route({
    path: '/services/transportation-procurement',
    label: 'Transportation Procurement',
    area: 'marketing',
    built: true,
  }),
  serviceControlTower: route({
    path: '/services/control-tower',
    label: 'Supply Chain Control Tower',
    area: 'marketing',
    built: true,
  }),
  serviceInvoiceAudit: route({
    path: '/services/invoice-audit',
    label: 'Freight Invoice Audit',
    area: 'marketing',
    built: true,
  }),
  serviceMcpms: route({
    path: '/services/mcpms',
    label: 'Multi-Carrier Platform (MCPMS)',
    area: 'marketing',
    built: true,
  }),

  solutions: route({ path: '/solutions', label: 'Solutions', area: 'marketing', built: true }),
  solutionEcommerce: route({
    path: '/solutions/ecommerce-brands',
    label: 'E-commerce Brands',
    area: 'marketing',
    built: true,
  }),
  solutionMarketplaces: route({
    path: '/solutions/marketplaces',
    label: 'Marketplaces',
    area: 'marketing',
    built: true,
  }),
  solutionLogisticsPartners: route({
    path: '/solutions/logistics-partners',
    label: 'Logistics Service Providers',
    area: 'marketing',
    built: true,
  }),
  personaOperations: route({
    path: '/solutions/operations-teams',
    label: 'Operations Teams',
    area: 'marketing',
    built: true,
  }),
  personaProcurement: route({
    path: '/solutions/procurement-teams',
    label: 'Procurement Teams',
    area: 'marketing',
    built: true,
  }),
  personaSupplyChain: route({
    path: '/solutions/supply-chain-leaders',
    label: 'Supply Chain Leaders',
    area: 'marketing',
    built: true,
  }),
  personaFinance: route({
    path: '/solutions/finance-teams',
    label: 'Finance Teams',
    area: 'marketing',
    built: true,
  }),
  aliasEcommerce: route({
    path: '/ecommerce-brands',
    label: 'E-commerce Brands',
    area: 'marketing',
    built: true,
    canonical: '/solutions/ecommerce-brands',
  }),
  aliasMarketplaces: route({
    path: '/marketplaces',
    label: 'Marketplaces',
    area: 'marketing',
    built: true,
    canonical: '/solutions/marketplaces',
  }),
  aliasLogisticsPartners: route({
    path: '/logistics-partners',
    label: 'Logistics Service Providers',
    area: 'marketing',
    built: true,
    canonical: '/solutions/logistics-partners',
  }),
  b2cImportGrowth: route({
    path: '/b2c-import-growth',
    label: 'B2C Import Growth',
    area: 'marketing',
    built: true,
  }),

  useCases: route({ path: '/use-cases', label: 'Use Cases', area: 'marketing', built: true }),
  useCaseEcommerceScaling: route({
    path: '/use-cases/ecommerce-scaling',
    label: 'E-commerce Scaling',
    area: 'marketing',
    built: true,
  }),
  useCaseInternational: route({
    path: '/use-cases/international-expansion',
    label: 'International Expansion',
    area: 'marketing',
    built: true,
  }),
  useCasePeakSeason: route({
    path: '/use-cases/peak-season',
    label: 'Peak Season',
    area: 'marketing',
    built: true,
  }),
  useCaseDigitization: route({
    path: '/use-cases/digitization',
    label: 'Digitization',
    area: 'marketing',
    built: true,
  }),
  // The six data-driven case studies are this route's known values
  // (mfe-marketing `knownParams`), each prerendered; any other slug is looked up at run time.
  useCaseBySlug: route({
    path: '/use-cases/:slug',
    label: 'Case Study',
    area: 'marketing',
    built: true,
    unknown: 'lookup',
  }),

  privacy: route({ path: '/privacy', label: 'Privacy Policy', area: 'marketing', built: true }),
  terms: route({ path: '/terms', label: 'Terms of Service', area: 'marketing', built: true }),

  resources: route({ path: '/resources', label: 'Resources', area: 'resources', built: true }),
  blogs: route({ path: '/resources/blogs', label: 'Blog', area: 'resources', built: true }),
  blogPost: route({
    path: '/resources/blogs/:slug',
    label: 'Article',
    area: 'resources',
    built: true,
    unknown: 'not-found',
  }),
  guides: route({ path: '/resources/guides', label: 'Guides', area: 'resources', built: true }),
  guide: route({
    path: '/resources/guides/:slug',
    label: 'Guide',
    area: 'resources',
    built: true,
    unknown: 'not-found',
  }),
  resourceCaseStudies: route({
    path: '/resources/case-studies',
    label: 'Case Studies',
    area: 'resources',
    built: true,
  }),
  calculators: route({
    path: '/resources/calculators',
    label: 'ROI Calculators',
    area: 'resources',
    built: true,
  }),
  blogIndex: route({ path: '/blog', label: 'Blog', area: 'resources', built: true }),
  blogArticle: route({
    path: '/blog/:id',
    label: 'Article',
    area: 'resources',
    built: true,
    unknown: 'not-found',
  }),
  caseStudyIndex: route({ path: '/case-studies', label: 'Case Studies', area: 'resources', built: true }),
  caseStudy: route({
    path: '/case-studies/:id',
    label: 'Case Study',
    area: 'resources',
    built: true,
    unknown: { redirect: '/case-studies' },
  }),

  contact: route({ path: '/contact', label: 'Contact', area: 'contact', built: true }),
  assessment: route({ path: '/assessment', label: 'Contact', area: 'contact', built: true, canonical: '/contact' }),
  resourceAssessments: route({
    path: '/resources/assessments',
    label: 'Contact',
    area: 'contact',
    built: true,
    canonical: '/contact',
  }),

  notFound: route({ path: '/404', label: 'Page Not Found', area: 'shell', built: true }),
} as const satisfies Record<string, RouteSpec>;

/**
 * A page's name from its route's id: the id in kebab-case, each capital letter a hyphen and its
 * lower case (`blogPost` → `blog-post`, `b2cImportGrowth` → `b2c-import-growth`). The one name of
 * the page: its key in the area's `./pages` map, its folder and its module's file stem.
 */
export function pageName(routeId: string): string {
  return routeId.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

/** Each route with its page: its own id's, or for an alias the canonical route's. */
function withPages<T extends Record<string, RouteSpec>>(specs: T): { readonly [K in keyof T]: T[K] & { readonly page: string } } {
  const idOfPath = new Map(Object.entries(specs).map(([id, r]) => [r.path, id]));
  return Object.fromEntries(
    Object.entries(specs).map(([id, r]) => {
      const owner = r.canonical === undefined ? id : idOfPath.get(r.canonical);
      if (owner === undefined || specs[owner]?.canonical !== undefined)
        throw new Error(`route ${id}: its canonical path ${r.canonical} is not a canonical route`);
      return [id, { ...r, page: pageName(owner) }];
    }),
  ) as { readonly [K in keyof T]: T[K] & { readonly page: string } };
}

// Pure: a bundle that imports only a helper of this module (structured data, a page name) must not
// keep the whole table — without the mark, the call looks like a side effect and stays.
export const routes = /* @__PURE__ */ withPages(table);

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
