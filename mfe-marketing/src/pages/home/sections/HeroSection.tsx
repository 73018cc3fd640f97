import {
  ButtonLink,
  Container,
  HeroActions,
  HeroHighlight,
  HeroLead,
  HeroPill,
  HeroTitle,
  Icon,
  InlineChecks,
  PageHero,
} from '@meranti/design-system';
import { href } from '@meranti/platform';
import { useId } from 'react';
import type { HomeContent } from '../home.schema';
import {
  StyledHeroCopy,
  StyledHeroGrid,
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
    <PageHero aria-labelledby={headingId}>
      <Container>
        <StyledHeroGrid>
          <StyledHeroCopy>
            <HeroPill>
              <Icon name="MapPin" size={16} />
              {hero.eyebrow}
            </HeroPill>
            <HeroTitle id={headingId}>
              {hero.headingLead} <HeroHighlight>{hero.headingHighlight}</HeroHighlight>
            </HeroTitle>
            <HeroLead>{hero.subcopy}</HeroLead>
            <HeroActions>
              <ButtonLink href={href(hero.primaryCta.route)} $size="lg">
                {hero.primaryCta.label}
                <Icon name="ArrowRight" size={18} />
              </ButtonLink>
              <ButtonLink href={href(hero.secondaryCta.route)} $size="lg" $variant="outline">
                {hero.secondaryCta.label}
              </ButtonLink>
            </HeroActions>
            <InlineChecks items={hero.assurances} />
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
    </PageHero>
  );
}
