import { Visual } from '@meranti/design-system';
import { deferred, PageMeta, type PageProps } from '@meranti/platform';
import type { LandingPageContent, VisualFile } from '../content.schema';
import { MarketingHero } from '../marketing-hero/MarketingHero';
import { TrustStrip } from '../trust-strip/TrustStrip';
import type { LandingSectionsProps } from './LandingSections';

/** Below the hero: its code hydrates as it nears the viewport, not with the page (ADR 21). */
const Sections = deferred<LandingSectionsProps>(() => import('./LandingSections').then((m) => m.LandingSections));

/** Every landing page's `prefetch`: a navigation renders the page whole. */
export const prefetchLandingPage = (): Promise<void> => Sections.preload();

/**
 * The one layout of the audience and persona pages: the hero (its picture beside the copy, and an
 * optional trusted-by strip), the page's sections in the order of its copy, the closing call to
 * action. Each kind of page has its own schema saying which sections it must have; the sections'
 * kinds and variants (problems, results, compact rows) give each kind its own look.
 */
export function landingPage(content: LandingPageContent, visual?: VisualFile) {
  const alt = content.visual?.alt;
  if (visual && !alt) throw new Error(`${content.meta.title}: a page with a picture needs its alt text (content.visual.alt)`);
  return function LandingPage({ canonicalPath }: PageProps) {
    const { hero } = content;
    return (
      <>
        <PageMeta {...content.meta} path={canonicalPath} />
        <MarketingHero
          hero={hero}
          pillIcon={content.pillIcon}
          aside={visual && alt ? <Visual {...visual} alt={alt} priority="wide" /> : undefined}
        >
          {hero.trustedBy && <TrustStrip label={hero.trustedBy.label} items={hero.trustedBy.items} />}
        </MarketingHero>
        <Sections blocks={content.blocks} cta={content.cta} />
      </>
    );
  };
}
