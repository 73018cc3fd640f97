import { CtaBand } from '../../components/cta-band/CtaBand';
import { FaqAccordion } from '../../components/faq/FaqAccordion';
import { FeatureGrid } from '../../components/feature-grid/FeatureGrid';
import { PageSection } from '../../components/page-section/PageSection';
import { PhaseTimeline } from '../../components/phase-timeline/PhaseTimeline';
import { SplitContentBlock } from '../../components/split-section/SplitContentBlock';
import { StatStrip } from '../../components/stat-strip/StatStrip';
import { laasContent as content } from './laas.content';

/** The implementation section's id: the hero's scroll target (./service-laas.tsx). */
const IMPLEMENTATION = 'implementation';

/** The page below its hero: its own chunk, hydrated as it nears the viewport (ADR 21). */
export function LaasSections() {
  const { implementation } = content;
  return (
    <>
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
    </>
  );
}
