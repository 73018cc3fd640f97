import { CompactLinks } from '../../components/content-blocks/CompactLinks';
import { CtaBand } from '../../components/cta-band/CtaBand';
import { FeatureGrid } from '../../components/feature-grid/FeatureGrid';
import { PageSection } from '../../components/page-section/PageSection';
import { AudienceCards } from './AudienceCards';
import { solutionsContent as content } from './solutions.content';

/**
 * The page below its hero: the three audience cards (anchored at `cardsId`, the hero button's
 * target), the four teams (standard cards, 4 → 2 × 2 → 1), the moments
 * we help with as compact rows (6 → 2 × 3 → 1), the closing call to action. Its own chunk,
 * hydrated as it nears the viewport (ADR 21).
 */
export function SolutionsSections({ cardsId }: { readonly cardsId: string }) {
  return (
    <>
      <PageSection intro={content.cards.intro} tone="muted" id={cardsId} focusTarget>
        <AudienceCards items={content.cards.items} />
      </PageSection>
      <PageSection intro={content.roles.intro}>
        <FeatureGrid items={content.roles.items} columns={4} />
      </PageSection>
      <PageSection intro={content.needs.intro} tone="muted">
        <CompactLinks items={content.needs.items} />
      </PageSection>
      <CtaBand cta={content.cta} />
    </>
  );
}
