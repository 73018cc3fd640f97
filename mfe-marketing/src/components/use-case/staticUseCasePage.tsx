import type { IconName } from '@meranti/design-system';
import { type PageComponent, PageMeta } from '@meranti/platform';
import { CtaBand } from '../cta-band/CtaBand';
import { FeatureGrid } from '../feature-grid/FeatureGrid';
import { MarketingHero } from '../marketing-hero/MarketingHero';
import { PageSection } from '../page-section/PageSection';
import { PhaseTimeline } from '../phase-timeline/PhaseTimeline';
import { StatStrip } from '../stat-strip/StatStrip';
import type { UseCaseContent } from './use-case.schema';

export interface UseCaseLayoutProps {
  readonly content: UseCaseContent;
  readonly canonicalPath: string;
  readonly pillIcon: IconName;
}

/**
 * The one layout of the static use-case pages [000 §2]: hero, challenges, solutions, the
 * quarterly calendar or technology stack where the page has one, result metrics, the phased plan
 * and the closing call to action. Calls to action to /contact are attributed by the shell.
 */
export function UseCaseLayout({ content, canonicalPath, pillIcon }: UseCaseLayoutProps) {
  const { challenges, solutions, calendar, techStack, metrics, plan } = content;
  return (
    <>
      <PageMeta {...content.meta} path={canonicalPath} />
      <MarketingHero hero={content.hero} pillIcon={pillIcon} />
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

/** A use-case page component for one content module (each page is one line). */
export function staticUseCasePage(content: UseCaseContent, pillIcon: IconName): PageComponent {
  return function UseCasePage({ canonicalPath }) {
    return <UseCaseLayout content={content} canonicalPath={canonicalPath} pillIcon={pillIcon} />;
  };
}
