import { PageMeta, type PageProps } from '@meranti/platform';
import { CtaBand } from '../../components/cta-band/CtaBand';
import { FaqAccordion, faqPageLd } from '../../components/faq/FaqAccordion';
import { FeatureGrid } from '../../components/feature-grid/FeatureGrid';
import { MarketingHero } from '../../components/marketing-hero/MarketingHero';
import { PageSection } from '../../components/page-section/PageSection';
import { PhaseTimeline } from '../../components/phase-timeline/PhaseTimeline';
import { ScrollToSection } from '../../components/scroll-link/ScrollToSection';
import { SplitContentBlock } from '../../components/split-section/SplitContentBlock';
import { StatStrip } from '../../components/stat-strip/StatStrip';
import { StickyMobileCta } from '../../components/sticky-cta/StickyMobileCta';
import { TrustStrip } from '../../components/trust-strip/TrustStrip';
import { laasContent as content } from './laas.content';

const IMPLEMENTATION = 'implementation';

/** Logistics as a Service (/services/logistics-as-a-service) [000 §2 "Service pages"]. */
export default function LaasPage({ canonicalPath }: PageProps) {
  const { hero, implementation } = content;
  return (
    <>
      <PageMeta {...content.meta} path={canonicalPath} structuredData={[faqPageLd(content.faq.items)]} />
      <MarketingHero hero={hero} pillIcon="Boxes" secondaryAction={<ScrollToSection targetId={IMPLEMENTATION} label={hero.scrollLabel} />}>
        <TrustStrip label={hero.trustedBy.label} items={hero.trustedBy.items} />
      </MarketingHero>
      <PageSection intro={content.whatItIs.intro} align="start">
        <SplitContentBlock content={content.whatItIs.content} />
      </PageSection>
      <PageSection intro={implementation.intro} tone="muted" id={IMPLEMENTATION} focusTarget>
        <PhaseTimeline phases={implementation.phases} stepLabel={implementation.stepLabel} outcomeLabel={implementation.outcomeLabel} />
      </PageSection>
      <PageSection intro={content.managed.intro}>
        <FeatureGrid items={content.managed.items} />
      </PageSection>
      <PageSection intro={content.impact.intro} tone="dark">
        <StatStrip stats={content.impact.stats} />
      </PageSection>
      <PageSection intro={content.lowRisk.intro} align="start">
        <SplitContentBlock content={content.lowRisk.content} />
      </PageSection>
      <PageSection intro={content.faq.intro} tone="muted" width="narrow">
        <FaqAccordion items={content.faq.items} />
      </PageSection>
      <CtaBand cta={content.cta} />
      <StickyMobileCta link={content.stickyCta} />
    </>
  );
}
