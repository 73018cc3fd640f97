import { revealGroup } from '@meranti/design-system';
import { styled } from 'styled-components';

/**
 * The phases in a row from lg (one column per phase, up to five; data-count), stacked with a
 * vertical connector below that. Six or more wrap in rows of three without connectors.
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
    gap: var(--phase-gap);

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
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space[5]};

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
`;

export const StyledStepBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
  padding-bottom: ${({ theme }) => theme.space[2]};
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
`;

export const StyledStepTitle = styled.h3`
  color: var(--ds-heading);
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
`;

export const StyledStepText = styled.p`
  color: var(--ds-muted);
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
`;
