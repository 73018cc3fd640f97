import { Visual } from '@meranti/design-system';
import { CtaBand } from '../../components/cta-band/CtaBand';
import { FeatureGrid } from '../../components/feature-grid/FeatureGrid';
import { PageSection } from '../../components/page-section/PageSection';
import { PhaseTimeline } from '../../components/phase-timeline/PhaseTimeline';
import { StatStrip } from '../../components/stat-strip/StatStrip';
import { servicesContent as content } from './services.content';
import mcpmsCardSrc from './visuals/mcpms-card.svg';

/**
 * The page below its hero: the service cards, entering 0.15 s apart, the approach, the figures and
 * the closing call to action; `cardsId` anchors the cards. Its own chunk, hydrated as it nears the viewport (ADR 21).
 */
export function ServicesSections({ cardsId }: { readonly cardsId: string }) {
  const { approach, cards } = content;
  return (
    <>
      <PageSection intro={cards.intro} tone="muted" id={cardsId} focusTarget>
        <FeatureGrid
          items={cards.items}
          stagger={0.15}
          featured={{ visual: <Visual src={mcpmsCardSrc} width={480} height={270} alt={cards.featuredAlt} /> }}
        />
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
