import { css } from 'styled-components';

/** A data table in a horizontally scrolling, bordered frame (Markdown tables, before/after metrics). */
export const tableFrameStyles = css`
  max-width: 100%;
  overflow-x: auto;
  border: ${({ theme }) => theme.sizes.border} solid var(--ds-border);
  border-radius: ${({ theme }) => theme.radii.md};

  & table {
    width: 100%;
    border-collapse: collapse;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  & th,
  & td {
    padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
    border-bottom: ${({ theme }) => theme.sizes.border} solid var(--ds-border);
    text-align: left;
    vertical-align: top;
  }

  & thead th {
    background: ${({ theme }) => theme.colors.slate[50]};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: var(--ds-heading);
  }

  & tbody tr:last-child > * {
    border-bottom: 0;
  }
`;
