import { ButtonLink, HeroActions, HeroHighlight, HeroLead, HeroPill, HeroTitle, Icon } from '@meranti/design-system';
import { deferred, href } from '@meranti/platform';
import { useId } from 'react';
import { HeroLayout } from '../../../components/resources-hero/HeroLayout';
import type { CalculatorsContent } from '../calculators.schema';
import { StyledChartSlot, StyledFacts, StyledHeroPreview, StyledPreviewHeader } from '../styled/StyledHero';

/**
 * The results chart for the example figures: prerendered with the page, its code (the charts
 * entry, about 8 KB) loaded after the page's first load and hydrated then (ADR 21).
 */
export const HeroChart = deferred(() => import('./HeroChart').then((m) => m.HeroChart));

export interface CalculatorsHeroProps {
  readonly hero: CalculatorsContent['hero'];
  /** Id of the calculators section ("Start Calculating" jumps there). */
  readonly anchor: string;
}

/** The calculators' first screen: the copy, and the ROI calculator's results drawn for its example figures. */
export function CalculatorsHero({ hero, anchor }: CalculatorsHeroProps) {
  const headingId = useId();
  return (
    <HeroLayout
      labelledBy={headingId}
      aside={
        <StyledHeroPreview>
          <StyledPreviewHeader>
            <Icon name="BarChart3" size={18} />
            {hero.factsTitle}
          </StyledPreviewHeader>
          <StyledChartSlot>
            <HeroChart />
          </StyledChartSlot>
          <StyledFacts>
            {hero.facts.map((fact) => (
              <div key={fact.label}>
                <dt>{fact.label}</dt>
                <dd>{fact.value}</dd>
              </div>
            ))}
          </StyledFacts>
        </StyledHeroPreview>
      }
    >
      <HeroPill>
        <Icon name="Calculator" size={16} />
        {hero.eyebrow}
      </HeroPill>
      <HeroTitle id={headingId}>
        {hero.headingLead} <HeroHighlight>{hero.headingHighlight}</HeroHighlight>
      </HeroTitle>
      <HeroLead>{hero.intro}</HeroLead>
      <HeroActions>
        <ButtonLink href={`#${anchor}`} $size="lg">
          {hero.primaryCta.label}
          <Icon name="ArrowRight" size={18} />
        </ButtonLink>
        <ButtonLink href={href(hero.secondaryCta.route)} $size="lg" $variant="outline">
          {hero.secondaryCta.label}
        </ButtonLink>
      </HeroActions>
    </HeroLayout>
  );
}
