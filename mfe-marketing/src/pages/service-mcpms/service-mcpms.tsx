import { deferred, PageMeta, type PageProps, preloadAll } from '@meranti/platform';
import { MarketingHero } from '../../components/marketing-hero/MarketingHero';
import { mcpmsContent as content } from './mcpms.content';

/** Below the hero: its code hydrates as it nears the viewport, not with the page (ADR 21). */
const Sections = deferred(() => import('./McpmsSections').then((m) => m.McpmsSections));

/**
 * The hero's visual, the dashboard screenshot that opens in the lightbox: prerendered with the
 * page, its code (the lightbox call) loaded after hydration, not in the first load.
 */
const Dashboard = deferred(() => import('./sections/DashboardShowcase').then((m) => m.DashboardShot));

/** A navigation renders the page whole: the hero's visual and the sections below load with it. */
export const prefetch = preloadAll(Dashboard, Sections);

/** Multi-Carrier Platform (/services/mcpms). */
export default function McpmsPage({ canonicalPath }: PageProps) {
  return (
    <>
      <PageMeta {...content.meta} path={canonicalPath} />
      <MarketingHero hero={content.hero} pillIcon="Network" aside={<Dashboard />} />
      <Sections />
    </>
  );
}
