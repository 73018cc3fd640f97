import { surfaceVars } from '@meranti/design-system';
import { styled } from 'styled-components';

export const StyledHeroGrid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[10]};
  align-items: center;

  ${({ theme }) => theme.mq.lg} {
    grid-template-columns: minmax(0, 1.15fr) minmax(0, 0.85fr);
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

/** The sample-result card beside the hero copy. */
export const StyledHeroPreview = styled.div`
  ${surfaceVars('dark')}
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
  padding: ${({ theme }) => theme.space[6]};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.xl};
  background:
    radial-gradient(ellipse 80% 60% at 100% 0%, ${({ theme }) => theme.colors.primary[800]} 0%, transparent 70%),
    ${({ theme }) => theme.colors.ink};

  ${({ theme }) => theme.mq.lg} {
    padding: ${({ theme }) => theme.space[8]};
  }
`;

export const StyledPreviewHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  color: var(--ds-muted);
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};

  & > span {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
  }

  & svg {
    color: ${({ theme }) => theme.colors.primary[300]};
  }
`;

export const StyledFacts = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;

  & > div {
    display: flex;
    align-items: baseline;
    gap: ${({ theme }) => theme.space[4]};
    padding: ${({ theme }) => `${theme.space[4]} ${theme.space[5]}`};
    border: ${({ theme }) => theme.sizes.border} solid var(--ds-border);
    border-radius: ${({ theme }) => theme.radii.md};
    background: var(--ds-hover);
  }

  & dt {
    order: 2;
    color: var(--ds-text);
    font-size: ${({ theme }) => theme.fontSizes.sm};
    line-height: ${({ theme }) => theme.lineHeights.snug};
  }

  & dd {
    order: 1;
    flex-shrink: 0;
    min-width: 5.5ch;
    margin: 0;
    color: ${({ theme }) => theme.colors.accent[300]};
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    font-weight: ${({ theme }) => theme.fontWeights.extrabold};
    letter-spacing: ${({ theme }) => theme.letterSpacings.tight};
    font-variant-numeric: tabular-nums;
  }
`;
