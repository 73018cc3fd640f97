import { CtaBand } from '../../components/cta-band/CtaBand';
import { FeatureGrid } from '../../components/feature-grid/FeatureGrid';
import { OfferCards } from '../../components/offer-cards/OfferCards';
import { PageSection } from '../../components/page-section/PageSection';
import { PhaseTimeline } from '../../components/phase-timeline/PhaseTimeline';
import { SplitContentBlock } from '../../components/split-section/SplitContentBlock';
import { StatStrip } from '../../components/stat-strip/StatStrip';
import { invoiceAuditContent as content } from './invoice-audit.content';

/** The page below its hero: its own chunk, hydrated as it nears the viewport (ADR 21). */
export function InvoiceAuditSections() {
  const { method, disputes, models } = content;
  return (
    <>
      <PageSection intro={content.errorStats.intro} tone="dark">
        <StatStrip stats={content.errorStats.stats} />
      </PageSection>
      <PageSection intro={content.errorTypes.intro}>
        <FeatureGrid items={content.errorTypes.items} />
      </PageSection>
      <PageSection intro={method.intro} tone="muted">
        <PhaseTimeline phases={method.steps} stepLabel={method.stepLabel} />
      </PageSection>
      <PageSection intro={content.coverage.intro} align="start">
        <SplitContentBlock content={content.coverage.content} />
      </PageSection>
      <PageSection intro={disputes.intro} tone="muted">
        <PhaseTimeline phases={disputes.steps} stepLabel={disputes.stepLabel} />
      </PageSection>
      <PageSection intro={content.results.intro}>
        <StatStrip stats={content.results.stats} />
      </PageSection>
      <PageSection intro={models.intro} tone="muted">
        <OfferCards offers={models.offers} labels={models.labels} />
      </PageSection>
      <CtaBand cta={content.cta} />
    </>
  );
}
