import { revealGroup } from '@meranti/design-system';
import { css, styled } from 'styled-components';

const columns = (n: number) => css`
  grid-template-columns: repeat(${n}, minmax(0, 1fr));
`;

/** One column on phones; `data-md` / `data-lg` columns (which divide the count evenly) from md / lg. */
export const StyledProblems = styled.ul`
  ${revealGroup(0.1)}
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[5]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.mq.md} {
    &[data-md='2'] {
      ${columns(2)}
    }
    &[data-md='3'] {
      ${columns(3)}
    }
  }

  ${({ theme }) => theme.mq.lg} {
    &[data-lg='2'] {
      ${columns(2)}
    }
    &[data-lg='3'] {
      ${columns(3)}
    }
    &[data-lg='4'] {
      ${columns(4)}
    }
  }
`;

/** A problem: hairline card, the danger tone only in its marker and the rule above it. */
export const StyledProblem = styled.li`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
  padding: ${({ theme }) => theme.space[6]};
  border: ${({ theme }) => theme.sizes.border} solid var(--ds-border);
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.xs};
`;

export const StyledProblemIcon = styled.span`
  display: inline-grid;
  place-items: center;
  width: ${({ theme }) => theme.sizes.iconBadge.md};
  height: ${({ theme }) => theme.sizes.iconBadge.md};
  margin-bottom: ${({ theme }) => theme.space[1]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerBg};
  color: ${({ theme }) => theme.colors.danger};
`;

export const StyledProblemTitle = styled.h3`
  color: ${({ theme }) => theme.colors.ink};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  text-wrap: balance;
`;

export const StyledProblemText = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.normal};
`;
