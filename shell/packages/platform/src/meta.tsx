import { use } from 'react';
import { Helmet } from 'react-helmet-async';
import { company } from './company';
import { ShellContext } from './seam';

export interface PageMetaProps {
  readonly title: string;
  readonly description: string;
  /** Canonical path of the page (aliases pass their target's path). */
  readonly path: string;
  readonly type?: 'website' | 'article';
  readonly image?: string;
  readonly noindex?: boolean;
}

const BRAND = 'Meranti';

/** Titles get the brand suffix unless they already name the brand (DECISIONS.md). */
export const brandTitle = (title: string): string => (title.includes(BRAND) ? title : `${title} | ${company.name}`);

/** Title, description, canonical, Open Graph and Twitter tags for one page. */
export function PageMeta({ title, description, path, type = 'website', image, noindex }: PageMetaProps) {
  const siteUrl = use(ShellContext)?.siteUrl ?? '';
  const fullTitle = brandTitle(title);
  const url = `${siteUrl}${path === '/' ? '/' : path}`;
  const img = `${siteUrl}${image ?? company.defaultShareImage}`;
  return (
    <Helmet>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <meta name="robots" content={noindex ? 'noindex, follow' : 'index, follow'} />
      <link rel="canonical" href={url} />
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={company.name} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={img} />
      <meta name="twitter:card" content="summary_large_image" />
    </Helmet>
  );
}
