import { deferred, PageMeta, type PageProps } from '@meranti/platform';
import { faqPageLd } from '../../components/faq/faq-page-ld';
import { HeroVisual } from '../../components/hero-visual/HeroVisual';
import { MarketingHero } from '../../components/marketing-hero/MarketingHero';
import { ScrollToSection } from '../../components/scroll-link/ScrollToSection';
import { StickyMobileCta } from '../../components/sticky-cta/StickyMobileCta';
import { TrustStrip } from '../../components/trust-strip/TrustStrip';
import { laasHead as content } from './laas.head.content';
import modesSrc from './visuals/modes-lane.svg';

/** The implementation section's id (./LaasSections), the hero's scroll target. */
const IMPLEMENTATION = 'implementation';

/** Below the hero: its code hydrates as it nears the viewport, not with the page (ADR 21). */
const Sections = deferred(() => import('./LaasSections').then((m) => m.LaasSections));

/** A navigation renders the page whole: the sections below the hero load with it. */
export const prefetch = (): Promise<void> => Sections.preload();

/** Logistics as a Service (/services/logistics-as-a-service). */
export default function LaasPage({ canonicalPath }: PageProps) {
  const { hero } = content;
  return (
    <>
      <PageMeta {...content.meta} path={canonicalPath} structuredData={[faqPageLd(content.faq.items)]} />
      <MarketingHero
        hero={hero}
        pillIcon="Boxes"
        secondaryAction={<ScrollToSection targetId={IMPLEMENTATION} label={hero.scrollLabel} />}
        aside={<HeroVisual src={modesSrc} alt={hero.visualAlt} />}
      >
        <TrustStrip label={hero.trustedBy.label} items={hero.trustedBy.items} />
      </MarketingHero>
      <Sections />
      <StickyMobileCta link={content.stickyCta} />
    </>
  );
}
