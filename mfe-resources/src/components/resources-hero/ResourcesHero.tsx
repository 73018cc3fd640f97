import { ButtonLink, HeroActions, HeroHighlight, HeroLead, HeroPill, HeroTitle, Icon } from '@meranti/design-system';
import { href } from '@meranti/platform';
import { type ReactNode, useId } from 'react';
import type { HeroContent } from '../content-schema';
import { HeroLayout } from './HeroLayout';
import { StyledHeroExtra } from './styled/StyledResourcesHero';

export interface ResourcesHeroProps {
  readonly hero: HeroContent;
  /** The page's picture: beside the copy from `lg`, after the actions on phones. */
  readonly aside: ReactNode;
  /** Under the actions: e.g. the hero's filter chips. */
  readonly children?: ReactNode;
}

/** The opening of a resources landing page: pill, h1, intro, links, then e.g. filter chips; the picture beside. */
export function ResourcesHero({ hero, aside, children }: ResourcesHeroProps) {
  const headingId = useId();
  return (
    <HeroLayout labelledBy={headingId} aside={aside}>
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
    </HeroLayout>
  );
}
