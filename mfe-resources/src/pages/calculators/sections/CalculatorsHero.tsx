import { ButtonLink, Container, HeroPill, Icon } from '@meranti/design-system';
import { href } from '@meranti/platform';
import { useId } from 'react';
import type { CalculatorsContent } from '../calculators.schema';
import {
  StyledFacts,
  StyledHero,
  StyledHeroActions,
  StyledHeroCopy,
  StyledHeroGrid,
  StyledHeroHighlight,
  StyledHeroLead,
  StyledHeroPreview,
  StyledHeroTitle,
  StyledPreviewHeader,
} from '../styled/StyledHero';

export interface CalculatorsHeroProps {
  readonly hero: CalculatorsContent['hero'];
  /** Id of the calculators section ("Start Calculating" jumps there). */
  readonly anchor: string;
}

export function CalculatorsHero({ hero, anchor }: CalculatorsHeroProps) {
  const headingId = useId();
  return (
    <StyledHero aria-labelledby={headingId}>
      <Container>
        <StyledHeroGrid>
          <StyledHeroCopy>
            <HeroPill>
              <Icon name="Calculator" size={16} />
              {hero.eyebrow}
            </HeroPill>
            <StyledHeroTitle id={headingId}>
              {hero.headingLead} <StyledHeroHighlight>{hero.headingHighlight}</StyledHeroHighlight>
            </StyledHeroTitle>
            <StyledHeroLead>{hero.intro}</StyledHeroLead>
            <StyledHeroActions>
              <ButtonLink href={`#${anchor}`} $size="lg">
                {hero.primaryCta.label}
                <Icon name="ArrowRight" size={18} />
              </ButtonLink>
              <ButtonLink href={href(hero.secondaryCta.route)} $size="lg" $variant="outline">
                {hero.secondaryCta.label}
              </ButtonLink>
            </StyledHeroActions>
          </StyledHeroCopy>
          <StyledHeroPreview>
            <StyledPreviewHeader>
              <span>
                <Icon name="BarChart3" size={18} />
                {hero.factsTitle}
              </span>
            </StyledPreviewHeader>
            <StyledFacts>
              {hero.facts.map((fact) => (
                <div key={fact.label}>
                  <dt>{fact.label}</dt>
                  <dd>{fact.value}</dd>
                </div>
              ))}
            </StyledFacts>
          </StyledHeroPreview>
        </StyledHeroGrid>
      </Container>
    </StyledHero>
  );
}
