import { PageMeta, type PageProps } from '@meranti/platform';
import { CtaBand } from '../../components/cta-band/CtaBand';
import { FeatureGrid } from '../../components/feature-grid/FeatureGrid';
import { MarketingHero } from '../../components/marketing-hero/MarketingHero';
import { PageSection } from '../../components/page-section/PageSection';
import { PhaseTimeline } from '../../components/phase-timeline/PhaseTimeline';
import { SplitContentBlock } from '../../components/split-section/SplitContentBlock';
import { StatStrip } from '../../components/stat-strip/StatStrip';
import { controlTowerContent as content } from './control-tower.content';
import { StyledRoiStats } from './styled/StyledControlTower';

/** Supply Chain Control Tower (/services/control-tower) [000 §2 "Service pages"]. */
export default function ControlTowerPage({ canonicalPath }: PageProps) {
  const { phases, roi, roadmap } = content;
  return (
    <>
      <PageMeta {...content.meta} path={canonicalPath} />
      <MarketingHero hero={content.hero} pillIcon="Gauge" />
      <PageSection intro={content.whatItIs.intro} align="start">
        <SplitContentBlock content={content.whatItIs.content} />
      </PageSection>
      <PageSection intro={phases.intro} tone="muted">
        <PhaseTimeline phases={phases.items} stepLabel={phases.stepLabel} outcomeLabel={phases.outcomeLabel} />
      </PageSection>
      <PageSection intro={content.capabilities.intro}>
        <FeatureGrid items={content.capabilities.items} />
      </PageSection>
      <PageSection intro={content.operations.intro} tone="muted" align="start">
        <SplitContentBlock content={content.operations.content} />
      </PageSection>
      <PageSection intro={roi.intro}>
        <PhaseTimeline phases={roi.milestones} stepLabel={roi.stepLabel} />
        <StyledRoiStats>
          <StatStrip stats={roi.stats} />
        </StyledRoiStats>
      </PageSection>
      <PageSection intro={roadmap.intro} tone="muted">
        <PhaseTimeline phases={roadmap.blocks} stepLabel={roadmap.stepLabel} outcomeLabel={roadmap.outcomeLabel} />
      </PageSection>
      <CtaBand cta={content.cta} />
    </>
  );
}
