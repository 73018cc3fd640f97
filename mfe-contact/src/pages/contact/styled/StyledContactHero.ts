import { surfaceVars } from '@meranti/design-system';
import { styled } from 'styled-components';

/** The hero: intro, form and details. Phones: intro → form → details; desktop: two columns. */
export const StyledContactHero = styled.section`
  ${surfaceVars('default')}
  position: relative;
  isolation: isolate;
  padding-block: ${({ theme }) => theme.space[8]} ${({ theme }) => theme.sectionSpace.sm};
  background:
    radial-gradient(ellipse 70% 45% at 100% 0%, ${({ theme }) => theme.colors.primary[100]} 0%, transparent 70%),
    radial-gradient(ellipse 50% 35% at 0% 70%, ${({ theme }) => theme.colors.accent[50]} 0%, transparent 70%),
    linear-gradient(180deg, ${({ theme }) => theme.colors.primary[50]} 0%, ${({ theme }) => theme.colors.surface} 100%);

  /* A faint dot grid behind the intro, fading out downwards. */
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
    mask-image: linear-gradient(180deg, black 0%, transparent 45%);
    opacity: 0.5;
  }

  ${({ theme }) => theme.mq.lg} {
    padding-block: ${({ theme }) => theme.sectionSpace.sm} ${({ theme }) => theme.sectionSpace.md};
  }
`;

export const StyledHeroGrid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  grid-template-areas:
    'intro'
    'form'
    'details';
  gap: ${({ theme }) => theme.space[8]};

  ${({ theme }) => theme.mq.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1.05fr);
    grid-template-rows: auto 1fr;
    grid-template-areas:
      'intro form'
      'details form';
    column-gap: ${({ theme }) => theme.space[16]};
    row-gap: ${({ theme }) => theme.space[10]};
  }
`;

export const StyledIntro = styled.div`
  grid-area: intro;
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;

  ${({ theme }) => theme.mq.lg} {
    gap: ${({ theme }) => theme.space[5]};
    padding-top: ${({ theme }) => theme.space[4]};
  }
`;

export const StyledHeroTitle = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes['4xl']};
  font-weight: ${({ theme }) => theme.fontWeights.extrabold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  letter-spacing: ${({ theme }) => theme.letterSpacings.tight};
  color: var(--ds-heading);
  text-wrap: balance;

  ${({ theme }) => theme.mq.lg} {
    font-size: calc(${({ theme }) => theme.fontSizes['4xl']} * 1.15);
  }
`;

export const StyledHeroLead = styled.p`
  max-width: ${({ theme }) => theme.sizes.measure};
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.relaxed};
  color: var(--ds-muted);

  ${({ theme }) => theme.mq.md} {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

export const StyledFormArea = styled.div`
  grid-area: form;
  min-width: 0;

  ${({ theme }) => theme.mq.lg} {
    align-self: start;
    position: sticky;
    top: ${({ theme }) => theme.sizes.scrollMarginTop};
  }
`;

export const StyledDetails = styled.div`
  grid-area: details;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[8]};
  min-width: 0;
`;
