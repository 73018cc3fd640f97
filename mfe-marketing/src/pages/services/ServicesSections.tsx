import { CtaBand } from '../../components/cta-band/CtaBand';
import { PageSection } from '../../components/page-section/PageSection';
import { PhaseTimeline } from '../../components/phase-timeline/PhaseTimeline';
import { StatStrip } from '../../components/stat-strip/StatStrip';
import { servicesContent as content } from './services.content';

/** The page below its hero: its own chunk, hydrated as it nears the viewport (ADR 21). */
export function ServicesSections() {
  const { approach } = content;
  return (
    <>
      <PageSection intro={approach.intro}>
        <PhaseTimeline phases={approach.steps} stepLabel={approach.stepLabel} />
      </PageSection>
      <PageSection intro={content.stats.intro} tone="dark">
        <StatStrip stats={content.stats.items} />
      </PageSection>
      <CtaBand cta={content.cta} />
    </>
  );
}
