import { css, styled } from 'styled-components';

/** Figures, and the before/after chart beside them from lg (5 : 7 columns). */
export const StyledResults = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[10]};
  align-items: start;

  ${({ theme }) => theme.mq.lg} {
    &[data-chart] {
      grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);
      gap: ${({ theme }) => theme.space[12]};
    }
  }
`;

const columns = (n: number) => css`
  grid-template-columns: repeat(${n}, minmax(0, 1fr));
`;

/** The figures: `data-md` columns (two when they divide evenly, from phones up), `data-lg` from lg. */
export const StyledFigureTiles = styled.ul`
  display: grid;
  gap: ${({ theme }) => `${theme.space[8]} ${theme.space[5]}`};
  margin: 0;
  padding: 0;
  list-style: none;

  &[data-md='2'] {
    ${columns(2)}
  }
  ${({ theme }) => theme.mq.lg} {
    column-gap: ${({ theme }) => theme.space[8]};

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

/** A figure: a hairline above it, like a ledger line; the scale's fill is red for a problem figure. */
export const StyledFigureTile = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
  padding-top: ${({ theme }) => theme.space[5]};
  border-top: ${({ theme }) => theme.sizes.borderThick} solid var(--ds-border);

  &[data-problem] .fill,
  &[data-problem] .end {
    fill: ${({ theme }) => theme.colors.dangerBg};
  }
`;

/** A figure without a scale: the numeral (proportional figures, so "30-60" keeps a narrow hyphen). */
export const StyledFigureValue = styled.p`
  color: var(--ds-heading);
  font-size: ${({ theme }) => theme.fontSizes.stat};
  font-weight: ${({ theme }) => theme.fontWeights.extrabold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  letter-spacing: ${({ theme }) => theme.letterSpacings.tight};
  font-variant-numeric: proportional-nums;
  overflow-wrap: anywhere;
`;

export const StyledFigureLabel = styled.p`
  color: var(--ds-heading);
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
`;

/** The chart on a raised panel of the band. */
export const StyledChartPanel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
  padding: ${({ theme }) => theme.space[6]};
  border: ${({ theme }) => theme.sizes.border} solid var(--ds-border);
  border-radius: ${({ theme }) => theme.radii.lg};
  background: var(--ds-hover);

  ${({ theme }) => theme.mq.md} {
    padding: ${({ theme }) => theme.space[8]};
  }
`;

export const StyledChartNote = styled.p`
  color: var(--ds-muted);
  font-size: ${({ theme }) => theme.fontSizes.xs};
  line-height: ${({ theme }) => theme.lineHeights.normal};
`;
