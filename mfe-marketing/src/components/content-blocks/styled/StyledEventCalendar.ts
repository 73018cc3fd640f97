import { revealGroup } from '@meranti/design-system';
import { styled } from 'styled-components';

/**
 * The track: below lg a line down the left with a node per period; from lg a line across the top
 * with a node above each equal column (`data-count` columns), so every heading sits on one line.
 */
export const StyledCalendar = styled.ol`
  ${revealGroup(0.1)}
  --node: ${({ theme }) => theme.space[4]};
  position: relative;
  display: grid;
  gap: ${({ theme }) => theme.space[8]};
  margin: 0;
  padding: 0 0 0 ${({ theme }) => theme.space[10]};
  list-style: none;

  &::before {
    content: '';
    position: absolute;
    inset: ${({ theme }) => theme.space[2]} auto ${({ theme }) => theme.space[2]} calc(var(--node) / 2 - 1px);
    width: ${({ theme }) => theme.sizes.borderThick};
    background: ${({ theme }) => theme.colors.primary[200]};
  }

  ${({ theme }) => theme.mq.lg} {
    grid-template-columns: repeat(var(--columns, 4), minmax(0, 1fr));
    gap: ${({ theme }) => theme.space[8]};
    padding: ${({ theme }) => theme.space[10]} 0 0;

    &[data-count='2'] {
      --columns: 2;
    }
    &[data-count='3'] {
      --columns: 3;
    }

    &::before {
      inset: calc(var(--node) / 2 - 1px) 0 auto;
      width: auto;
      height: ${({ theme }) => theme.sizes.borderThick};
    }
  }
`;

export const StyledPeriod = styled.li`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
`;

/** The period's node on the track: teal ring, amber for the focal period. */
export const StyledPeriodNode = styled.span`
  position: absolute;
  top: ${({ theme }) => theme.space[1]};
  left: calc(-1 * ${({ theme }) => theme.space[10]});
  width: var(--node);
  height: var(--node);
  border: 3px solid ${({ theme }) => theme.colors.primary[500]};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.surface};

  [data-focus] > & {
    border-color: ${({ theme }) => theme.colors.accent[500]};
    background: ${({ theme }) => theme.colors.accent[400]};
  }

  ${({ theme }) => theme.mq.lg} {
    top: calc(-1 * ${({ theme }) => theme.space[10]});
    left: 0;
  }
`;

export const StyledPeriodHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  column-gap: ${({ theme }) => theme.space[3]};
  row-gap: ${({ theme }) => theme.space[1]};
`;

export const StyledPeriodTitle = styled.h3`
  color: var(--ds-heading);
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  font-weight: ${({ theme }) => theme.fontWeights.extrabold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

export const StyledPeriodMonths = styled.p`
  color: var(--ds-brand);
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export const StyledPeriodText = styled.p`
  color: var(--ds-muted);
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.normal};
`;

/** The period's events: a short list, each on a small teal tick of the track's colour. */
export const StyledPeriodEvents = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: ${({ theme }) => theme.space[3]} 0 0;
  border-top: ${({ theme }) => theme.sizes.border} solid var(--ds-border);
  list-style: none;

  li {
    position: relative;
    padding-left: ${({ theme }) => theme.space[4]};
    color: var(--ds-text);
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    line-height: ${({ theme }) => theme.lineHeights.snug};
  }

  li::before {
    content: '';
    position: absolute;
    top: 0.45em;
    left: 0;
    width: ${({ theme }) => theme.space[2]};
    height: ${({ theme }) => theme.space[2]};
    border-radius: ${({ theme }) => theme.radii.round};
    background: ${({ theme }) => theme.colors.primary[400]};
  }
`;
