import { Timeline } from '@meranti/design-system/charts';
import { EventCalendar } from '../content-blocks/EventCalendar';
import { ProblemCards } from '../content-blocks/ProblemCards';
import { ResultFigures } from '../content-blocks/ResultFigures';
import { SplitSection } from '../content-blocks/SplitSection';
import { CtaBand } from '../cta-band/CtaBand';
import { FeatureGrid } from '../feature-grid/FeatureGrid';
import { PageSection } from '../page-section/PageSection';
import { planSchedule } from './plan-schedule';
import type { UseCaseContent } from './use-case.schema';

/**
 * A static use-case page below its hero, one template for the four: the challenges
 * (marked as problems), our solution (mint), the quarterly calendar as a year's timeline or the
 * technology stack where the page has one, the results drawn on the dark band (figures and their
 * before/after), the phased plan as a timeline — durations to scale where they are weeks — and
 * the closing call to action. Its own chunk: it hydrates as it nears the viewport (ADR 21).
 */
export function UseCaseSections({ content }: { readonly content: UseCaseContent }) {
  const { challenges, solutions, calendar, techStack, metrics, plan } = content;
  const schedule = planSchedule(plan.phases.map((p) => p.duration ?? ''));
  const quarters = calendar?.quarters.map((q) => ({
    label: q.badge ?? q.title,
    months: q.title,
    description: q.description,
    events: q.points ?? [],
  }));
  const busiest = quarters
    ? quarters.reduce((top, q, i) => (q.events.length > (quarters[top]?.events.length ?? 0) ? i : top), 0)
    : undefined;
  return (
    <>
      <SplitSection intro={challenges.intro}>
        <ProblemCards items={challenges.items} maxColumns={2} />
      </SplitSection>
      <PageSection intro={solutions.intro} tone="muted">
        <FeatureGrid items={solutions.items} columns={2} />
      </PageSection>
      {calendar && quarters && (
        <PageSection intro={calendar.intro}>
          <EventCalendar periods={quarters} focus={busiest} />
        </PageSection>
      )}
      {techStack && (
        <PageSection intro={techStack.intro}>
          <FeatureGrid items={techStack.items} columns={4} stagger={0.1} />
        </PageSection>
      )}
      <PageSection intro={metrics.intro} tone="dark">
        <ResultFigures figures={metrics.stats} chart={metrics.chart} />
      </PageSection>
      <PageSection intro={plan.intro} tone="muted">
        <Timeline
          ariaLabel={plan.intro.heading}
          unit={schedule ? 'weeks' : undefined}
          outcomeLabel={plan.outcomeLabel}
          steps={plan.phases.map((phase, i) => ({
            label: phase.duration ?? `${plan.stepLabel} ${i + 1}`,
            title: phase.title,
            description: phase.description,
            items: phase.items,
            outcome: phase.outcome,
            ...schedule?.[i],
          }))}
        />
      </PageSection>
      <CtaBand cta={content.cta} />
    </>
  );
}
