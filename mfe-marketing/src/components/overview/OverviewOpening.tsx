import type { IconName } from '@meranti/design-system';
import type { ReactNode } from 'react';
import type { FeatureCard, HeroContent, SectionIntro } from '../content.schema';
import { FeatureGrid, type FeatureGridProps } from '../feature-grid/FeatureGrid';
import { MarketingHero } from '../marketing-hero/MarketingHero';
import { PageSection } from '../page-section/PageSection';
import { ScrollToSection } from '../scroll-link/ScrollToSection';

export interface OverviewOpeningProps {
  /** The hero's copy; `scrollLabel` is the one button, which brings the cards into view. */
  readonly hero: Omit<HeroContent, 'primary' | 'secondary'> & { readonly scrollLabel: string };
  readonly pillIcon: IconName;
  readonly cards: { readonly intro: SectionIntro; readonly items: readonly FeatureCard[] };
  /** Anchor id of the cards' section (the hero button's target). */
  readonly cardsId: string;
  /** The hero's visual beside the copy from lg (a `<Visual priority>`). */
  readonly aside?: ReactNode;
  /** The first card leads the grid (FeatureGrid's `featured`). */
  readonly featured?: FeatureGridProps['featured'];
}

/**
 * The opening of an overview page (/services, /solutions): the hero, whose button scrolls to the
 * cards (smoothly unless reduced motion; focus moves to them), then the cards, entering 0.15 s
 * apart [000 §2, §9].
 */
export function OverviewOpening({ hero, pillIcon, cards, cardsId, aside, featured }: OverviewOpeningProps) {
  return (
    <>
      <MarketingHero
        hero={hero}
        pillIcon={pillIcon}
        actions={<ScrollToSection targetId={cardsId} label={hero.scrollLabel} variant="primary" />}
        aside={aside}
      />
      <PageSection intro={cards.intro} tone="muted" id={cardsId} focusTarget>
        <FeatureGrid items={cards.items} stagger={0.15} featured={featured} />
      </PageSection>
    </>
  );
}
