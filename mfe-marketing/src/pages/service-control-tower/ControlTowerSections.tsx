import { CtaBand } from '../../components/cta-band/CtaBand';
import { FeatureGrid } from '../../components/feature-grid/FeatureGrid';
import { PageSection } from '../../components/page-section/PageSection';
import { PhaseTimeline } from '../../components/phase-timeline/PhaseTimeline';
import { SplitContentBlock } from '../../components/split-section/SplitContentBlock';
import { StatStrip } from '../../components/stat-strip/StatStrip';
import { controlTowerContent as content } from './control-tower.content';
import { StyledRoiStats } from './styled/StyledControlTower';

/** The page below its hero: its own chunk, hydrated as it nears the viewport (ADR 21). */
export function ControlTowerSections() {
  const { phases, roi, roadmap } = content;
  return (
    <>
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
