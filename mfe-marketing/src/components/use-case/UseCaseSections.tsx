import { CtaBand } from '../cta-band/CtaBand';
import { FeatureGrid } from '../feature-grid/FeatureGrid';
import { PageSection } from '../page-section/PageSection';
import { PhaseTimeline } from '../phase-timeline/PhaseTimeline';
import { StatStrip } from '../stat-strip/StatStrip';
import type { UseCaseContent } from './use-case.schema';

/**
 * A static use-case page below its hero: challenges, solutions, the quarterly calendar or
 * technology stack where the page has one, result metrics, the phased plan and the closing call
 * to action. Its own chunk: it hydrates as it nears the viewport (ADR 21).
 */
export function UseCaseSections({ content }: { readonly content: UseCaseContent }) {
  const { challenges, solutions, calendar, techStack, metrics, plan } = content;
  return (
    <>
      <PageSection intro={challenges.intro}>
        <FeatureGrid items={challenges.items} columns={4} iconTone="accent" />
      </PageSection>
      <PageSection intro={solutions.intro} tone="muted">
        <FeatureGrid items={solutions.items} columns={2} />
      </PageSection>
      {calendar && (
        <PageSection intro={calendar.intro}>
          <FeatureGrid items={calendar.quarters} columns={4} stagger={0.1} />
        </PageSection>
      )}
      {techStack && (
        <PageSection intro={techStack.intro}>
          <FeatureGrid items={techStack.items} columns={4} stagger={0.1} />
        </PageSection>
      )}
      <PageSection intro={metrics.intro} tone="dark">
        <StatStrip stats={metrics.stats} />
      </PageSection>
      <PageSection intro={plan.intro} tone="muted">
        <PhaseTimeline phases={plan.phases} stepLabel={plan.stepLabel} outcomeLabel={plan.outcomeLabel} />
      </PageSection>
      <CtaBand cta={content.cta} />
    </>
  );
}
