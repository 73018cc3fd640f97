import { revealGroup } from '@meranti/design-system';
import { styled } from 'styled-components';

/**
 * Two columns on phones (an odd last figure spans the row), one row of 2–5 from lg; six figures
 * make two rows of three (in one row of six, "100,000+" spilled over its neighbour at 1280 px).
 */
export const StyledStatStrip = styled.ul`
  ${revealGroup(0.1)}
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;

  &[data-count='2'] > li:last-child,
  &[data-count='4'] > li:last-child,
  &[data-count='6'] > li:last-child {
    grid-column: auto;
  }

  ${({ theme }) => theme.mq.md} {
    &[data-count='3'],
    &[data-count='5'],
    &[data-count='6'] {
      grid-template-columns: repeat(3, minmax(0, 1fr));
    }
    &[data-count='3'] > li:last-child,
    &[data-count='5'] > li:last-child,
    &[data-count='6'] > li:last-child {
      grid-column: auto;
    }
    &[data-count='4'] {
      grid-template-columns: repeat(4, minmax(0, 1fr));
    }
  }

  ${({ theme }) => theme.mq.lg} {
    &[data-count='5'] {
      grid-template-columns: repeat(5, minmax(0, 1fr));
    }

    &[data-variant='divided'] {
      gap: 0;
    }
  }
`;

export const StyledStatItem = styled.li`
  padding: ${({ theme }) => theme.space[5]};
  border: ${({ theme }) => theme.sizes.border} solid var(--ds-border);
  border-radius: ${({ theme }) => theme.radii.md};
  background: var(--ds-hover);

  /* An odd number of figures on two columns: the last one spans the row. */
  &:last-child {
    grid-column: 1 / -1;
  }

  /* A figure never outgrows its tile: long ones such as "100,000+" shrink to the tile's width. */
  container-type: inline-size;
  & > * > :first-child {
    font-size: min(${({ theme }) => theme.fontSizes.stat}, 18cqi);
    /* Headline figures are proportional: a range such as "15-30%" keeps a narrow hyphen (tabular
       figures gave the hyphen a digit's width: "15 - 30%"). */
    font-variant-numeric: proportional-nums;
  }

  /* A scaled figure: the figure in the brand colour of the surface, the track in its hairline. */
  & > figure > :first-child {
    color: var(--ds-brand);
  }
  & > figure .track {
    fill: var(--ds-border);
  }

  /* In a strip with bars, a figure without one keeps its label on the line of its neighbours'. */
  [data-scaled] > & > div > :first-child {
    padding-bottom: calc(${({ theme }) => `${theme.space[3]} + ${theme.space[0.5]} + ${theme.space[2]}`});
  }

  ${({ theme }) => theme.mq.belowSm} {
    padding: ${({ theme }) => theme.space[4]};
  }

  ${({ theme }) => theme.mq.lg} {
    [data-variant='divided'] > & {
      padding: ${({ theme }) => `${theme.space[2]} ${theme.space[6]}`};
      border: 0;
      border-radius: 0;
      background: none;
    }

    [data-variant='divided'] > & + & {
      border-left: ${({ theme }) => theme.sizes.border} solid var(--ds-border);
    }
  }
`;

/** A scaled figure's one-line description, under its bar. */
export const StyledStatDescription = styled.p`
  margin-top: ${({ theme }) => theme.space[1]};
  color: var(--ds-muted);
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.normal};
`;
