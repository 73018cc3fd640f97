import { css, styled } from 'styled-components';
import { surfaceVars } from '../../../theme/surface.ts';

export interface PageHeroStyleProps {
  /**
   * `regular` (default): a landing hero. `compact`: less room above, for a hero that holds a task
   * (a form) the visitor came for.
   */
  readonly $density?: 'regular' | 'compact';
}

/**
 * The top band of every page: the light brand wash with a faint dot grid fading downwards. It is
 * the section element; put a `Container` and the page's own grid inside.
 */
export const StyledPageHero = styled.section<PageHeroStyleProps>`
  ${surfaceVars('default')}
  position: relative;
  /* clip, not hidden: clipping without a scroll container keeps sticky children (the contact form)
     sticking to the viewport. */
  overflow: clip;
  isolation: isolate;
  background:
    radial-gradient(ellipse 60% 55% at 100% 0%, ${({ theme }) => theme.colors.primary[100]} 0%, transparent 70%),
    radial-gradient(ellipse 45% 40% at 0% 100%, ${({ theme }) => theme.colors.accent[50]} 0%, transparent 70%),
    linear-gradient(180deg, ${({ theme }) => theme.colors.primary[50]} 0%, ${({ theme }) => theme.colors.surface} 100%);

  &::before {
    content: '';
    position: absolute;
    inset: 0;
    z-index: -1;
    background-image: radial-gradient(
      ${({ theme }) => theme.colors.primary[200]} ${({ theme }) => theme.sizes.hairline},
      transparent ${({ theme }) => theme.sizes.hairline}
    );
    background-size: ${({ theme }) => `${theme.space[6]} ${theme.space[6]}`};
    mask-image: linear-gradient(180deg, black 0%, transparent ${({ $density }) => ($density === 'compact' ? '45%' : '75%')});
    opacity: 0.55;
  }

  ${({ $density = 'regular', theme }) =>
    $density === 'compact'
      ? css`
          padding-block: ${theme.space[8]} ${theme.sectionSpace.sm};

          ${theme.mq.lg} {
            padding-block: ${theme.sectionSpace.sm} ${theme.sectionSpace.md};
          }
        `
      : css`
          padding-block: ${theme.sectionSpace.sm} ${theme.sectionSpace.md};

          ${theme.mq.lg} {
            padding-block: ${theme.sectionSpace.md};
          }
        `}
`;

export interface HeroTitleStyleProps {
  /** `display` (default): the big landing title. `page`: a page whose hero holds a task. */
  readonly $size?: 'display' | 'page';
}

/** The page's one h1. */
export const StyledHeroTitle = styled.h1<HeroTitleStyleProps>`
  font-size: ${({ theme, $size = 'display' }) => ($size === 'page' ? theme.fontSizes['4xl'] : theme.fontSizes.display)};
  font-weight: ${({ theme }) => theme.fontWeights.extrabold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  letter-spacing: ${({ theme }) => theme.letterSpacings.tight};
  color: var(--ds-heading);
  text-wrap: balance;

  ${({ theme }) => theme.mq.lg} {
    font-size: calc(${({ theme }) => theme.fontSizes['4xl']} * ${({ $size = 'display' }) => ($size === 'page' ? 1.15 : 1.2)});
  }
`;

/** The highlighted words of a hero title, underlined with an amber stroke. */
export const StyledHeroHighlight = styled.span`
  color: ${({ theme }) => theme.colors.primary[700]};
  background-image: linear-gradient(90deg, ${({ theme }) => theme.colors.accent[300]} 0%, ${({ theme }) => theme.colors.accent[200]} 100%);
  background-repeat: no-repeat;
  background-size: 100% 0.18em;
  background-position: 0 88%;
  box-decoration-break: clone;
  -webkit-box-decoration-break: clone;
`;

/** The paragraph under a hero title. */
export const StyledHeroLead = styled.p`
  max-width: ${({ theme }) => theme.sizes.measure};
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.relaxed};
  color: var(--ds-muted);

  ${({ theme }) => theme.mq.md} {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

/** A hero's buttons: full width and stacked on phones, side by side from `sm`. */
export const StyledHeroActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  width: 100%;

  & > a {
    flex: 1 1 auto;
  }

  ${({ theme }) => theme.mq.sm} {
    width: auto;

    & > a {
      flex: 0 0 auto;
    }
  }
`;
