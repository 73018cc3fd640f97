import { visuallyHidden } from '@meranti/design-system';
import { styled } from 'styled-components';

export const StyledComparison = styled.div`
  min-width: 0;
`;

/**
 * Phones: every row is a card (aspect as its title, then one line per option, named by its
 * column). From md: a table with the options as columns, the positive one tinted.
 */
export const StyledComparisonTable = styled.table`
  width: 100%;
  border-collapse: separate;
  border-spacing: 0;
  color: var(--ds-text);
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.normal};

  th,
  td {
    text-align: start;
    vertical-align: top;
  }

  tbody th {
    color: var(--ds-heading);
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  ${({ theme }) => theme.mq.belowMd} {
    &,
    tbody,
    tr,
    th,
    td {
      display: block;
    }

    thead {
      ${visuallyHidden}
    }

    tbody {
      display: grid;
      gap: ${({ theme }) => theme.space[4]};
    }

    tbody tr {
      display: grid;
      gap: ${({ theme }) => theme.space[3]};
      padding: ${({ theme }) => theme.space[5]};
      border: ${({ theme }) => theme.sizes.border} solid var(--ds-border);
      border-radius: ${({ theme }) => theme.radii.md};
      background: ${({ theme }) => theme.colors.surface};
      box-shadow: ${({ theme }) => theme.shadows.xs};
    }

    tbody th {
      font-size: ${({ theme }) => theme.fontSizes.md};
    }

    td {
      padding: ${({ theme }) => `${theme.space[3]} ${theme.space[3]}`};
      border-radius: ${({ theme }) => theme.radii.sm};
      background: ${({ theme }) => theme.colors.surfaceMuted};
    }

    td[data-tone='positive'] {
      background: ${({ theme }) => theme.colors.primary[50]};
    }
  }

  ${({ theme }) => theme.mq.md} {
    overflow: hidden;
    border: ${({ theme }) => theme.sizes.border} solid var(--ds-border);
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme }) => theme.colors.surface};
    box-shadow: ${({ theme }) => theme.shadows.sm};
    table-layout: fixed;

    th,
    td {
      padding: ${({ theme }) => `${theme.space[4]} ${theme.space[5]}`};
    }

    thead th {
      background: ${({ theme }) => theme.colors.surfaceMuted};
      color: var(--ds-heading);
      font-size: ${({ theme }) => theme.fontSizes.xs};
      font-weight: ${({ theme }) => theme.fontWeights.bold};
      letter-spacing: ${({ theme }) => theme.letterSpacings.wide};
      text-transform: uppercase;
    }

    thead th[data-tone='positive'] {
      background: ${({ theme }) => theme.colors.primary[700]};
      color: ${({ theme }) => theme.colors.white};
    }

    tbody tr > * {
      border-top: ${({ theme }) => theme.sizes.border} solid var(--ds-border);
    }

    td[data-tone='positive'] {
      background: ${({ theme }) => theme.colors.primary[50]};
      color: ${({ theme }) => theme.colors.primary[900]};
    }
  }
`;

export const StyledTableCaption = styled.caption`
  ${visuallyHidden}
`;

/** The option's name above its value on phones (the table header says it from md). */
export const StyledCellLabel = styled.span`
  display: block;
  margin-bottom: ${({ theme }) => theme.space[1]};
  color: var(--ds-muted);
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: ${({ theme }) => theme.letterSpacings.wide};
  text-transform: uppercase;

  ${({ theme }) => theme.mq.md} {
    display: none;
  }
`;

export const StyledCellValue = styled.span`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};

  & > svg {
    flex-shrink: 0;
    margin-top: ${({ theme }) => theme.space[0.5]};
  }

  td[data-tone='negative'] & > svg {
    color: ${({ theme }) => theme.colors.danger};
  }

  td[data-tone='positive'] & > svg {
    color: ${({ theme }) => theme.colors.primary[700]};
  }
`;
