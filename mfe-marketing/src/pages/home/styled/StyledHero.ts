import { styled } from 'styled-components';
import { surfaceVars } from '@meranti/design-system';

export const StyledHero = styled.section`
  ${surfaceVars('default')}
  position: relative;
  overflow: hidden;
  isolation: isolate;
  padding-block: ${({ theme }) => theme.sectionSpace.sm} ${({ theme }) => theme.sectionSpace.md};
  background:
    radial-gradient(ellipse 60% 55% at 100% 0%, ${({ theme }) => theme.colors.primary[100]} 0%, transparent 70%),
    radial-gradient(ellipse 45% 40% at 0% 100%, ${({ theme }) => theme.colors.accent[50]} 0%, transparent 70%),
    linear-gradient(180deg, ${({ theme }) => theme.colors.primary[50]} 0%, ${({ theme }) => theme.colors.surface} 100%);

  /* A faint dot grid, fading out towards the bottom. */
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
    mask-image: linear-gradient(180deg, black 0%, transparent 75%);
    opacity: 0.55;
  }

  ${({ theme }) => theme.mq.lg} {
    padding-block: ${({ theme }) => theme.sectionSpace.md};
  }
`;

export const StyledHeroGrid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[12]};
  align-items: center;

  ${({ theme }) => theme.mq.lg} {
    grid-template-columns: minmax(0, 1.12fr) minmax(0, 0.88fr);
    gap: ${({ theme }) => theme.space[16]};
  }
`;

export const StyledHeroCopy = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[6]};
  min-width: 0;
`;

export const StyledHeroTitle = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.display};
  font-weight: ${({ theme }) => theme.fontWeights.extrabold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  letter-spacing: ${({ theme }) => theme.letterSpacings.tight};
  color: var(--ds-heading);

  ${({ theme }) => theme.mq.lg} {
    font-size: calc(${({ theme }) => theme.fontSizes['4xl']} * 1.2);
  }
`;

export const StyledHeroHighlight = styled.span`
  display: inline;
  color: ${({ theme }) => theme.colors.primary[700]};
  background-image: linear-gradient(
    90deg,
    ${({ theme }) => theme.colors.accent[300]} 0%,
    ${({ theme }) => theme.colors.accent[200]} 100%
  );
  background-repeat: no-repeat;
  background-size: 100% 0.18em;
  background-position: 0 88%;
  box-decoration-break: clone;
  -webkit-box-decoration-break: clone;
`;

export const StyledHeroLead = styled.p`
  max-width: ${({ theme }) => theme.sizes.measure};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: ${({ theme }) => theme.lineHeights.relaxed};
  color: var(--ds-muted);
`;

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

export const StyledAssurances = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[5]}`};
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[1.5]};
    color: var(--ds-text);
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }

  & > li > svg {
    flex-shrink: 0;
    color: ${({ theme }) => theme.colors.primary[600]};
  }
`;

export const StyledHeroVisual = styled.div`
  min-width: 0;
`;

export const StyledTrustedBy = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  margin-top: ${({ theme }) => theme.space[12]};
  padding-top: ${({ theme }) => theme.space[8]};
  border-top: ${({ theme }) => theme.sizes.border} solid var(--ds-border);

  ${({ theme }) => theme.mq.lg} {
    align-items: center;
    gap: ${({ theme }) => theme.space[5]};
    margin-top: ${({ theme }) => theme.space[16]};
  }
`;

export const StyledTrustedLabel = styled.p`
  flex-shrink: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: ${({ theme }) => theme.letterSpacings.wide};
  text-transform: uppercase;
  color: var(--ds-muted);
`;

export const StyledTrustedList = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
    border: ${({ theme }) => theme.sizes.border} solid var(--ds-border);
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.white};
    color: ${({ theme }) => theme.colors.slate[700]};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    line-height: ${({ theme }) => theme.lineHeights.snug};
  }

  & > li > svg {
    flex-shrink: 0;
    color: ${({ theme }) => theme.colors.primary[500]};
  }

  ${({ theme }) => theme.mq.md} {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;

    & > li {
      font-size: ${({ theme }) => theme.fontSizes.sm};
      white-space: nowrap;
    }
  }

  ${({ theme }) => theme.mq.lg} {
    gap: ${({ theme }) => theme.space[3]};
  }
`;
