import { ButtonLink, Container, HeroActions, HeroHighlight, HeroLead, HeroPill, HeroTitle, Icon, PageHero } from '@meranti/design-system';
import { href } from '@meranti/platform';
import { type ReactNode, useId } from 'react';
import type { HeroContent } from '../content-schema';
import { StyledHeroExtra, StyledHeroInner } from './styled/StyledResourcesHero';

/** The opening of a resources page: pill, h1, intro, links, then e.g. the hero's filter chips. */
export function ResourcesHero({ hero, children }: { readonly hero: HeroContent; readonly children?: ReactNode }) {
  const headingId = useId();
  return (
    <PageHero aria-labelledby={headingId}>
      <Container>
        <StyledHeroInner>
          <HeroPill>
            <Icon name={hero.icon} size={16} />
            {hero.eyebrow}
          </HeroPill>
          <HeroTitle id={headingId}>
            {hero.headingLead} <HeroHighlight>{hero.headingHighlight}</HeroHighlight>
          </HeroTitle>
          <HeroLead>{hero.intro}</HeroLead>
          {(hero.primary || hero.secondary) && (
            <HeroActions>
              {hero.primary && (
                <ButtonLink href={`${href(hero.primary.route)}${hero.primary.hash ? `#${hero.primary.hash}` : ''}`} $size="lg">
                  {hero.primary.label}
                  <Icon name="ArrowRight" size={18} />
                </ButtonLink>
              )}
              {hero.secondary && (
                <ButtonLink href={href(hero.secondary.route)} $size="lg" $variant="outline">
                  {hero.secondary.label}
                </ButtonLink>
              )}
            </HeroActions>
          )}
          {children && <StyledHeroExtra>{children}</StyledHeroExtra>}
        </StyledHeroInner>
      </Container>
    </PageHero>
  );
}
