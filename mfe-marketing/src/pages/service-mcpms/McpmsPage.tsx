import { deferred, PageMeta, type PageProps } from '@meranti/platform';
import { MarketingHero } from '../../components/marketing-hero/MarketingHero';
import { mcpmsContent as content } from './mcpms.content';

/** Below the hero: its code hydrates as it nears the viewport, not with the page (ADR 21). */
const Sections = deferred(() => import('./McpmsSections').then((m) => m.McpmsSections));

/** A navigation renders the page whole: the sections below the hero load with it. */
export const prefetch = (): Promise<void> => Sections.preload();

/** Multi-Carrier Platform (/services/mcpms) [000 §2 "Service pages", "Lightbox"]. */
export default function McpmsPage({ canonicalPath }: PageProps) {
  return (
    <>
      <PageMeta {...content.meta} path={canonicalPath} />
      <MarketingHero hero={content.hero} pillIcon="Network" />
      <Sections />
    </>
  );
}
