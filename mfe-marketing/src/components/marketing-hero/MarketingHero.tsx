import {
  ButtonLink,
  Container,
  HeroActions,
  HeroHighlight,
  HeroLead,
  HeroPill,
  HeroTitle,
  Icon,
  type IconName,
  PageHero,
} from '@meranti/design-system';
import { InlineChecks } from '@meranti/design-system/inline-checks';
import { type ReactNode, useId } from 'react';
import type { HeroContent } from '../content.schema';
import { linkHref } from '../links';
import { StyledHeroCopy, StyledHeroGrid, StyledHeroVisual } from './styled/StyledMarketingHero';

/**
 * The hero's copy; the links may be left out when `actions` gives the buttons instead, and the
 * lead when there is none (a case study the API sent without one).
 */
export type MarketingHeroCopy = Omit<HeroContent, 'primary' | 'lead'> & {
  readonly primary?: HeroContent['primary'];
  readonly lead?: string | undefined;
};

export interface MarketingHeroProps {
  readonly hero: MarketingHeroCopy;
  /** Replaces the hero's buttons altogether (e.g. one "scroll to the cards" button). */
  readonly actions?: ReactNode;
  /** Icon of the pill above the title. Default MapPin. */
  readonly pillIcon?: IconName;
  /** Replaces the secondary link (e.g. a "scroll to the cards" button). */
  readonly secondaryAction?: ReactNode;
  /** A visual beside the copy from lg (below it on phones). */
  readonly aside?: ReactNode;
  /** Under the copy, full width (e.g. a TrustStrip). */
  readonly children?: ReactNode;
}

/**
 * The opening of a marketing page: pill, the page's one h1 (with its highlighted words), lead,
 * the main call to action and an optional second one, short assurances, an optional visual.
 */
export function MarketingHero({ hero, actions, pillIcon = 'MapPin', secondaryAction, aside, children }: MarketingHeroProps) {
  const headingId = useId();
  return (
    <PageHero aria-labelledby={headingId}>
      <Container>
        <StyledHeroGrid data-aside={Boolean(aside)}>
          <StyledHeroCopy>
            <HeroPill>
              <Icon name={pillIcon} size={16} />
              {hero.eyebrow}
            </HeroPill>
            <HeroTitle id={headingId}>
              {hero.title}
              {hero.highlight && (
                <>
                  {' '}
                  <HeroHighlight>{hero.highlight}</HeroHighlight>
                </>
              )}
            </HeroTitle>
            {hero.lead && <HeroLead>{hero.lead}</HeroLead>}
            <HeroActions>
              {actions ?? (
                <>
                  {hero.primary && (
                    <ButtonLink href={linkHref(hero.primary)} $size="lg">
                      {hero.primary.label}
                      <Icon name="ArrowRight" size={18} />
                    </ButtonLink>
                  )}
                  {secondaryAction ??
                    (hero.secondary && (
                      <ButtonLink href={linkHref(hero.secondary)} $size="lg" $variant="outline">
                        {hero.secondary.label}
                      </ButtonLink>
                    ))}
                </>
              )}
            </HeroActions>
            {hero.assurances && <InlineChecks items={hero.assurances} />}
          </StyledHeroCopy>
          {aside && <StyledHeroVisual>{aside}</StyledHeroVisual>}
        </StyledHeroGrid>
        {children}
      </Container>
    </PageHero>
  );
}
