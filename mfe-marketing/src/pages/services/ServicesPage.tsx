import { PageMeta, type PageProps } from '@meranti/platform';
import { CtaBand } from '../../components/cta-band/CtaBand';
import { FeatureGrid } from '../../components/feature-grid/FeatureGrid';
import { MarketingHero } from '../../components/marketing-hero/MarketingHero';
import { PageSection } from '../../components/page-section/PageSection';
import { PhaseTimeline } from '../../components/phase-timeline/PhaseTimeline';
import { ScrollToSection } from '../../components/scroll-link/ScrollToSection';
import { StatStrip } from '../../components/stat-strip/StatStrip';
import { servicesContent as content } from './services.content';

const CARDS = 'services-list';

/** Services overview (/services) [000 §2 "Services overview"]. */
export default function ServicesPage({ canonicalPath }: PageProps) {
  const { hero, approach } = content;
  return (
    <>
      <PageMeta {...content.meta} path={canonicalPath} />
      <MarketingHero
        hero={hero}
        pillIcon="Layers"
        actions={<ScrollToSection targetId={CARDS} label={hero.scrollLabel} variant="primary" />}
      />
      <PageSection intro={content.cards.intro} tone="muted" id={CARDS} focusTarget>
        <FeatureGrid items={content.cards.items} stagger={0.15} />
      </PageSection>
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
