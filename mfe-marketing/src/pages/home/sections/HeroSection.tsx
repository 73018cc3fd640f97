import { ButtonLink, Container, HeroPill, Icon } from '@meranti/design-system';
import { href } from '@meranti/platform';
import { useId } from 'react';
import type { HomeContent } from '../home.schema';
import {
  StyledAssurances,
  StyledHero,
  StyledHeroActions,
  StyledHeroCopy,
  StyledHeroGrid,
  StyledHeroHighlight,
  StyledHeroLead,
  StyledHeroTitle,
  StyledHeroVisual,
  StyledTrustedBy,
  StyledTrustedLabel,
  StyledTrustedList,
} from '../styled/StyledHero';
import { NetworkCard } from './NetworkCard';

export function HeroSection({ hero }: { readonly hero: HomeContent['hero'] }) {
  const headingId = useId();
  const trustedId = useId();
  return (
    <StyledHero aria-labelledby={headingId}>
      <Container>
        <StyledHeroGrid>
          <StyledHeroCopy>
            <HeroPill>
              <Icon name="MapPin" size={16} />
              {hero.eyebrow}
            </HeroPill>
            <StyledHeroTitle id={headingId}>
              {hero.headingLead} <StyledHeroHighlight>{hero.headingHighlight}</StyledHeroHighlight>
            </StyledHeroTitle>
            <StyledHeroLead>{hero.subcopy}</StyledHeroLead>
            <StyledHeroActions>
              <ButtonLink href={href(hero.primaryCta.route)} $size="lg">
                {hero.primaryCta.label}
                <Icon name="ArrowRight" size={18} />
              </ButtonLink>
              <ButtonLink href={href(hero.secondaryCta.route)} $size="lg" $variant="outline">
                {hero.secondaryCta.label}
              </ButtonLink>
            </StyledHeroActions>
            <StyledAssurances>
              {hero.assurances.map((item) => (
                <li key={item}>
                  <Icon name="CheckCircle" size={16} />
                  {item}
                </li>
              ))}
            </StyledAssurances>
          </StyledHeroCopy>
          <StyledHeroVisual>
            <NetworkCard visual={hero.visual} />
          </StyledHeroVisual>
        </StyledHeroGrid>

        <StyledTrustedBy>
          <StyledTrustedLabel id={trustedId}>{hero.trustedBy.label}</StyledTrustedLabel>
          <StyledTrustedList aria-labelledby={trustedId}>
            {hero.trustedBy.items.map((item) => (
              <li key={item}>
                <Icon name="Award" size={16} />
                {item}
              </li>
            ))}
          </StyledTrustedList>
        </StyledTrustedBy>
      </Container>
    </StyledHero>
  );
}
