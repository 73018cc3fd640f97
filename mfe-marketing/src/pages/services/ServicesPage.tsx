import { PageMeta, type PageProps } from '@meranti/platform';
import { CtaBand } from '../../components/cta-band/CtaBand';
import { OverviewOpening } from '../../components/overview/OverviewOpening';
import { PageSection } from '../../components/page-section/PageSection';
import { PhaseTimeline } from '../../components/phase-timeline/PhaseTimeline';
import { StatStrip } from '../../components/stat-strip/StatStrip';
import { servicesContent as content } from './services.content';

const CARDS = 'services-list';

/** Services overview (/services) [000 §2 "Services overview"]. */
export default function ServicesPage({ canonicalPath }: PageProps) {
  const { approach } = content;
  return (
    <>
      <PageMeta {...content.meta} path={canonicalPath} />
      <OverviewOpening hero={content.hero} pillIcon="Layers" cards={content.cards} cardsId={CARDS} />
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
