import { type ComponentType, createContext, type ReactElement, type ReactNode, use, useEffect } from 'react';
import { company } from './company';
import { ShellContext } from './seam';
import type { JsonLd } from './structured-data';

export interface ShareImage {
  /** Site path of the image (e.g. `/brand/og-default.png`). */
  readonly src: string;
  readonly width: number;
  readonly height: number;
  readonly alt: string;
}

export interface ArticleMeta {
  /** ISO date. */
  readonly publishedTime: string;
  readonly modifiedTime?: string;
  readonly author: string;
  readonly section: string;
  readonly tags: readonly string[];
}

export interface PageMetaProps {
  readonly title: string;
  readonly description: string;
  /** Canonical path of the page (aliases pass their target's path). */
  readonly path: string;
  readonly keywords?: readonly string[];
  readonly type?: 'website' | 'article';
  /** Share image; the company's default 1200×630 image when left out. */
  readonly image?: ShareImage;
  /** Not-found pages: `noindex`, no breadcrumbs. */
  readonly noindex?: boolean;
  /** Article details (with `type: 'article'`): published/modified time, author, section, tags. */
  readonly article?: ArticleMeta;
  /** Further JSON-LD of the page, e.g. a BlogPosting (`blogPostingLd`). */
  readonly structuredData?: readonly JsonLd[];
  /** This page's name in its breadcrumb trail; default: its route's label (its title on detail routes). */
  readonly breadcrumbName?: string;
}

const BRAND = 'Meranti';
const LOCALE = 'en_SG';

/** Titles get the brand suffix unless they already name the brand (docs/product-rules.md#page-metadata). */
export const brandTitle = (title: string): string => (title.includes(BRAND) ? title : `${title} | ${company.name}`);

/**
 * Where the prerender collects each page's head props, to write the page's JSON-LD into the
 * document head (React does not hoist inline scripts). Left empty in the browser.
 */
export const HeadCollectorContext = createContext<((meta: PageMetaProps) => void) | null>(null);

/**
 * What renders a page's head tags. In the browser nothing is needed: React 19 hoists the
 * `<title>`, `<meta>` and `<link>` a component renders into `<head>` and takes them out when the
 * component leaves, so titles and meta tags follow client-side navigation without a head library
 * in the bundle. The prerender hands in react-helmet-async's `<Helmet>` (the shell's
 * entry-server), which produces the prerendered head.
 */
export const HeadTagsContext = createContext<ComponentType<{ readonly children: ReactNode }> | null>(null);

const LD_SELECTOR = 'script[type="application/ld+json"][data-page-ld]';

/**
 * Keeps the head's JSON-LD in step with the page after a client-side navigation. The prerendered
 * page already carries its own (marked with its path), so the builders are only fetched once a
 * navigation needs them.
 */
async function syncJsonLd(siteUrl: string, meta: PageMetaProps) {
  const current = [...document.head.querySelectorAll<HTMLScriptElement>(LD_SELECTOR)];
  if (meta.noindex && !meta.structuredData?.length) {
    for (const el of current) el.remove();
    return;
  }
  if (current.length > 0 && current.every((el) => el.dataset.pageLd === meta.path)) return;
  const { pageJsonLd, serializeJsonLd } = await import('./structured-data');
  for (const el of document.head.querySelectorAll(LD_SELECTOR)) el.remove();
  for (const data of pageJsonLd(siteUrl, meta)) {
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.dataset.pageLd = meta.path;
    script.textContent = serializeJsonLd(data);
    document.head.append(script);
  }
}

/**
 * Fetches the JSON-LD builders ahead of a client-side navigation, so that the navigation requests
 * nothing (the shell's prefetcher calls it with its first prefetch: ADR 28).
 */
export const preloadJsonLd = (): Promise<unknown> => import('./structured-data');

/**
 * The one way a page states its head: title (brand suffix rule), description, keywords,
 * canonical, robots, Open Graph, Twitter card, article details and structured data — all in the
 * prerendered <head>.
 */
export function PageMeta(props: PageMetaProps) {
  const { title, description, path, keywords, type = 'website', image = company.shareImage, noindex, article } = props;
  const siteUrl = use(ShellContext)?.siteUrl ?? '';
  const collect = use(HeadCollectorContext);
  const HeadTags = use(HeadTagsContext);
  const fullTitle = brandTitle(title);
  const url = `${siteUrl}${path === '/' ? '/' : path}`;
  const imageUrl = `${siteUrl}${image.src}`;
  collect?.(props);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a page's structured data follows its path
  useEffect(() => {
    void syncJsonLd(siteUrl, props);
  }, [siteUrl, path]);
  const tags: ReactElement[] = [
    <title key="title">{fullTitle}</title>,
    <meta key="description" name="description" content={description} />,
  ];
  if (keywords && keywords.length > 0) tags.push(<meta key="keywords" name="keywords" content={keywords.join(', ')} />);
  tags.push(
    <meta key="robots" name="robots" content={noindex ? 'noindex, follow' : 'index, follow'} />,
    <link key="canonical" rel="canonical" href={url} />,
    <meta key="og:type" property="og:type" content={type} />,
    <meta key="og:site_name" property="og:site_name" content={company.name} />,
    <meta key="og:locale" property="og:locale" content={LOCALE} />,
    <meta key="og:title" property="og:title" content={fullTitle} />,
    <meta key="og:description" property="og:description" content={description} />,
    <meta key="og:url" property="og:url" content={url} />,
    <meta key="og:image" property="og:image" content={imageUrl} />,
    <meta key="og:image:width" property="og:image:width" content={String(image.width)} />,
    <meta key="og:image:height" property="og:image:height" content={String(image.height)} />,
    <meta key="og:image:alt" property="og:image:alt" content={image.alt} />,
    <meta key="twitter:card" name="twitter:card" content="summary_large_image" />,
    <meta key="twitter:site" name="twitter:site" content={`@${company.social.x.split('/').pop()}`} />,
    <meta key="twitter:title" name="twitter:title" content={fullTitle} />,
    <meta key="twitter:description" name="twitter:description" content={description} />,
    <meta key="twitter:image" name="twitter:image" content={imageUrl} />,
    <meta key="twitter:image:alt" name="twitter:image:alt" content={image.alt} />,
  );
  if (article) {
    tags.push(
      <meta key="article:published_time" property="article:published_time" content={article.publishedTime} />,
      <meta key="article:modified_time" property="article:modified_time" content={article.modifiedTime ?? article.publishedTime} />,
      <meta key="article:author" property="article:author" content={article.author} />,
      <meta key="article:section" property="article:section" content={article.section} />,
      ...article.tags.map((tag) => <meta key={`article:tag:${tag}`} property="article:tag" content={tag} />),
    );
  }
  return HeadTags ? <HeadTags>{tags}</HeadTags> : tags;
}
