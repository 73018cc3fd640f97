import { ButtonLink, Container, HeroActions, HeroHighlight, HeroLead, HeroPill, HeroTitle, Icon, PageHero } from '@meranti/design-system';
import { href } from '@meranti/platform';
import { useId } from 'react';
import type { CalculatorsContent } from '../calculators.schema';
import { StyledFacts, StyledHeroCopy, StyledHeroGrid, StyledHeroPreview, StyledPreviewHeader } from '../styled/StyledHero';

export interface CalculatorsHeroProps {
  readonly hero: CalculatorsContent['hero'];
  /** Id of the calculators section ("Start Calculating" jumps there). */
  readonly anchor: string;
}

export function CalculatorsHero({ hero, anchor }: CalculatorsHeroProps) {
  const headingId = useId();
  return (
    <PageHero aria-labelledby={headingId}>
      <Container>
        <StyledHeroGrid>
          <StyledHeroCopy>
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
    </PageHero>
  );
}
