import { CtaBand } from '../../components/cta-band/CtaBand';
import { FeatureGrid } from '../../components/feature-grid/FeatureGrid';
import { OfferCards } from '../../components/offer-cards/OfferCards';
import { PageSection } from '../../components/page-section/PageSection';
import { PhaseTimeline } from '../../components/phase-timeline/PhaseTimeline';
import { SubHeading } from '../../components/section-header/SubHeading';
import { StatStrip } from '../../components/stat-strip/StatStrip';
import { procurementContent as content } from './procurement.content';

/** The page below its hero: its own chunk, hydrated as it nears the viewport (ADR 21). */
export function ProcurementSections() {
  const { method, outcomes, models } = content;
  return (
    <>
      <PageSection intro={method.intro}>
        <PhaseTimeline phases={method.phases} stepLabel={method.stepLabel} />
      </PageSection>
      <PageSection intro={content.modes.intro} tone="muted">
        <FeatureGrid items={content.modes.items} />
      </PageSection>
      <PageSection intro={content.benefits.intro}>
        <FeatureGrid items={content.benefits.items} iconTone="solid" />
      </PageSection>
      <PageSection intro={outcomes.intro} tone="muted">
        <StatStrip stats={outcomes.stats} />
        <SubHeading>{outcomes.timelineLabel}</SubHeading>
        <PhaseTimeline phases={outcomes.timeline} stepLabel={outcomes.stepLabel} outcomeLabel={outcomes.outcomeLabel} headingLevel={4} />
      </PageSection>
      <PageSection intro={models.intro}>
        <OfferCards offers={models.offers} labels={models.labels} />
      </PageSection>
      <CtaBand cta={content.cta} />
    </>
  );
}
