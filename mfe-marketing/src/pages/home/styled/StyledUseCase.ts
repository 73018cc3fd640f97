import { surfaceVars } from '@meranti/design-system';
import { styled } from 'styled-components';

/** Follows the coverage section directly, so it only needs space below. */
export const StyledUseCaseSection = styled.section`
  padding-bottom: ${({ theme }) => theme.sectionSpace.md};
`;

export const StyledUseCase = styled.article`
  ${surfaceVars('dark')}
  position: relative;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[8]};
  padding: ${({ theme }) => `${theme.space[8]} ${theme.space[6]}`};
  border-radius: ${({ theme }) => theme.radii.lg};
  background:
    radial-gradient(ellipse 60% 90% at 100% 100%, ${({ theme }) => theme.colors.primary[900]} 0%, transparent 70%),
    ${({ theme }) => theme.colors.ink};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  overflow: hidden;

  ${({ theme }) => theme.mq.md} {
    padding: ${({ theme }) => theme.space[12]};
  }

  ${({ theme }) => theme.mq.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    align-items: center;
    gap: ${({ theme }) => theme.space[16]};
  }
`;

export const StyledUseCaseCopy = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[4]};
`;

export const StyledUseCaseActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space[3]} ${theme.space[6]}`};
  margin-top: ${({ theme }) => theme.space[2]};
`;

export const StyledUseCaseMetrics = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;

  & > div {
    display: flex;
    flex-direction: column-reverse;
    gap: ${({ theme }) => theme.space[1]};
    padding: ${({ theme }) => theme.space[5]};
    border: ${({ theme }) => theme.sizes.border} solid var(--ds-border);
    border-radius: ${({ theme }) => theme.radii.md};
    background: var(--ds-hover);
  }

  & dt {
    color: var(--ds-muted);
    font-size: ${({ theme }) => theme.fontSizes.sm};
    line-height: ${({ theme }) => theme.lineHeights.snug};
  }

  & dd {
    margin: 0;
    color: var(--ds-brand);
    font-size: ${({ theme }) => theme.fontSizes.stat};
    font-weight: ${({ theme }) => theme.fontWeights.extrabold};
    line-height: ${({ theme }) => theme.lineHeights.tight};
    letter-spacing: ${({ theme }) => theme.letterSpacings.tight};
  }
`;
