import { Container, PageHero } from '@meranti/design-system';
import { deferred } from '@meranti/platform';
import type { ReactNode } from 'react';
import type { CoverOf } from './CoverPicture';
import { StyledHeroGrid } from './styled/StyledResourcesHero';

export interface HeroLayoutProps {
  /** Id of the hero's h1. */
  readonly labelledBy?: string;
  /** The hero's copy: pill or back link, h1, lead, actions… */
  readonly children: ReactNode;
  /** The page's picture (docs/design/art-direction.md "Heroes"). */
  readonly aside: ReactNode;
  /** `compact` for a hero above a task or a long read (an article, a guide's gate). */
  readonly density?: 'regular' | 'compact';
}

/**
 * Every resources page's first screen: the copy in seven columns and the picture in five from
 * `lg`, both centred; below `lg` the picture follows the copy, full width up to 34rem. The hero
 * never leaves an empty right column.
 */
export function HeroLayout({ labelledBy, children, aside, density = 'regular' }: HeroLayoutProps) {
  return (
    <PageHero aria-labelledby={labelledBy} $density={density}>
      <Container>
        <StyledHeroGrid>
          <div>{children}</div>
          <div>{aside}</div>
        </StyledHeroGrid>
      </Container>
    </PageHero>
  );
}

/**
 * A detail page's hero picture: its category's or industry's cover. The covers and their alt
 * texts stay out of the page's first load: the picture is in the prerendered HTML (an `<img>`,
 * fetched at once), its code arrives after hydration (ADR 21).
 */
export const HeroCover = deferred<CoverOf>(() => import('./CoverPicture').then((m) => m.CoverPicture));

/** For a page's `prefetch`: a navigation renders the page with its cover. */
export const preloadHeroCover = (): Promise<void> => HeroCover.preload();
