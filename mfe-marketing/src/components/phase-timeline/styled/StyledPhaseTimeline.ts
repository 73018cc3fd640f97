import { revealGroup } from '@meranti/design-system';
import { styled } from 'styled-components';

/**
 * The phases in a row from lg (one column per phase, up to five; data-count), stacked with a
 * vertical connector below that. Six or more wrap in rows of three without connectors.
 *
 * From lg every column is a subgrid of the list's six rows — node, label, title, text, points,
 * outcome — so each part sits on one line across the columns whatever the length of the texts
 * beside it (timelines whose rows did not line up across columns).
 */
export const StyledSteps = styled.ol`
  ${revealGroup(0.1)}
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[8]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.mq.lg} {
    --phase-gap: ${({ theme }) => theme.space[8]};
    grid-template-columns: repeat(3, minmax(0, 1fr));
    grid-auto-rows: auto;
    column-gap: var(--phase-gap);
    row-gap: 0;

    &[data-count='2'] {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
    &[data-count='4'] {
      --phase-gap: ${({ theme }) => theme.space[6]};
      grid-template-columns: repeat(4, minmax(0, 1fr));
    }
    &[data-count='5'] {
      --phase-gap: ${({ theme }) => theme.space[5]};
      grid-template-columns: repeat(5, minmax(0, 1fr));
    }
    &[data-wrap='true'] > li::after {
      display: none;
    }
    &[data-wrap='true'] > li:nth-child(n + 4) {
      margin-top: ${({ theme }) => theme.space[12]};
    }
  }
`;

export const StyledStep = styled.li`
  position: relative;
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[4]};

  /* The connector: down to the next step on phones, across to it on desktop. */
  &:not(:last-child)::after {
    content: '';
    position: absolute;
    top: ${({ theme }) => theme.sizes.iconBadge.md};
    bottom: calc(-1 * ${({ theme }) => theme.space[8]});
    left: calc(${({ theme }) => theme.sizes.iconBadge.md} / 2 - ${({ theme }) => theme.sizes.hairline});
    width: ${({ theme }) => theme.sizes.borderThick};
    background: linear-gradient(180deg, ${({ theme }) => theme.colors.primary[300]}, ${({ theme }) => theme.colors.primary[100]});
  }

  ${({ theme }) => theme.mq.lg} {
    grid-row: span 6;
    grid-template-columns: minmax(0, 1fr);
    grid-template-rows: subgrid;
    row-gap: 0;

    &:not(:last-child)::after {
      top: calc(${({ theme }) => theme.sizes.iconBadge.md} / 2 - ${({ theme }) => theme.sizes.hairline});
      bottom: auto;
      left: calc(${({ theme }) => theme.sizes.iconBadge.md} + ${({ theme }) => theme.space[4]});
      right: calc(${({ theme }) => theme.space[4]} - var(--phase-gap));
      width: auto;
      height: ${({ theme }) => theme.sizes.borderThick};
      background: linear-gradient(90deg, ${({ theme }) => theme.colors.primary[300]}, ${({ theme }) => theme.colors.primary[100]});
    }
  }
`;

export const StyledStepNumber = styled.span`
  position: relative;
  z-index: 1;
  display: inline-grid;
  place-items: center;
  width: ${({ theme }) => theme.sizes.iconBadge.md};
  height: ${({ theme }) => theme.sizes.iconBadge.md};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.primary[700]};
  box-shadow: 0 0 0 ${({ theme }) => theme.space[1.5]} ${({ theme }) => theme.colors.primary[100]};
  color: ${({ theme }) => theme.colors.white};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.extrabold};
  font-variant-numeric: tabular-nums;

  /* "Now", or the first milestone: the one amber node of the track. */
  [data-current] > & {
    background: ${({ theme }) => theme.colors.accent[400]};
    box-shadow: 0 0 0 ${({ theme }) => theme.space[1.5]} ${({ theme }) => theme.colors.accent[100]};
    color: ${({ theme }) => theme.colors.ink};
  }

  ${({ theme }) => theme.mq.lg} {
    grid-row: 1;
    margin-bottom: ${({ theme }) => theme.space[5]};
  }
`;

/** The phase's texts: a column below lg; from lg its parts go into the column's subgrid rows. */
export const StyledStepBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
  padding-bottom: ${({ theme }) => theme.space[2]};

  ${({ theme }) => theme.mq.lg} {
    display: contents;

    & > [data-part='items'] {
      grid-row: 5;
      margin-top: ${({ theme }) => theme.space[4]};
    }
  }
`;

export const StyledStepMeta = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  color: var(--ds-muted);
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: ${({ theme }) => theme.letterSpacings.wide};
  text-transform: uppercase;

  ${({ theme }) => theme.mq.lg} {
    grid-row: 2;
    margin-bottom: ${({ theme }) => theme.space[3]};
  }
`;

export const StyledStepTitle = styled.h3`
  color: var(--ds-heading);
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  text-wrap: balance;

  ${({ theme }) => theme.mq.lg} {
    grid-row: 3;
    margin-bottom: ${({ theme }) => theme.space[3]};
  }
`;

export const StyledStepText = styled.p`
  color: var(--ds-muted);

  ${({ theme }) => theme.mq.lg} {
    grid-row: 4;
  }
`;

export const StyledOutcome = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.primary[50]};
  color: ${({ theme }) => theme.colors.primary[900]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.snug};

  & > svg {
    flex-shrink: 0;
    color: ${({ theme }) => theme.colors.primary[700]};
  }

  & strong {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  ${({ theme }) => theme.mq.lg} {
    grid-row: 6;
    align-self: start;
    margin-top: ${({ theme }) => theme.space[5]};
  }
`;
