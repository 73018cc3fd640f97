import { styled } from 'styled-components';

export const StyledSplit = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[10]};

  ${({ theme }) => theme.mq.lg} {
    grid-template-columns: minmax(0, 1.15fr) minmax(0, 0.85fr);
    align-items: start;
    gap: ${({ theme }) => theme.space[16]};
  }
`;

export const StyledProse = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
  min-width: 0;
  color: var(--ds-text);
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: ${({ theme }) => theme.lineHeights.relaxed};
`;

export const StyledSplitStats = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[6]};
  margin: ${({ theme }) => theme.space[2]} 0 0;
  padding: ${({ theme }) => theme.space[6]} 0 0;
  border-top: ${({ theme }) => theme.sizes.border} solid var(--ds-border);
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

export const StyledHighlights = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
  min-width: 0;
  padding: ${({ theme }) => theme.space[6]};
  border: ${({ theme }) => theme.sizes.border} solid var(--ds-border);
  border-top: ${({ theme }) => theme.space[1]} solid ${({ theme }) => theme.colors.primary[600]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.md};

  ${({ theme }) => theme.mq.md} {
    padding: ${({ theme }) => theme.space[8]};
  }

  /* Pain points: the card's rule takes the problem colour. */
  &[data-tone='problem'] {
    border-top-color: ${({ theme }) => theme.colors.danger};
  }
`;

/** Pain points or costs: each with a cross on the problem tint (never a green check). */
export const StyledProblemList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    display: flex;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space[3]};
    line-height: ${({ theme }) => theme.lineHeights.normal};
  }

  & > li > svg {
    flex-shrink: 0;
    box-sizing: content-box;
    margin-top: 0.1em;
    padding: ${({ theme }) => theme.space[1]};
    border-radius: ${({ theme }) => theme.radii.round};
    background: ${({ theme }) => theme.colors.dangerBg};
    color: ${({ theme }) => theme.colors.danger};
  }
`;

export const StyledHighlightsTitle = styled.h3`
  color: ${({ theme }) => theme.colors.ink};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
`;
