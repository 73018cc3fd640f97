import { styled } from 'styled-components';

// Loaded with the article's body, not with the page (./ArticleBodyHtml.tsx).

/** The rendered Markdown body: type scale and spacing from the theme. */
export const StyledProse = styled.div`
  color: ${({ theme }) => theme.colors.ink};
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.relaxed};

  & > * + * {
    margin-top: ${({ theme }) => theme.space[5]};
  }

  & h2 {
    margin-top: ${({ theme }) => theme.space[10]};
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    line-height: ${({ theme }) => theme.lineHeights.snug};
    scroll-margin-top: ${({ theme }) => theme.space[24]};
  }

  /* Hyphenated compounds in a heading stay on one line (scripts/vite/markdown.ts). */
  & :is(h2, h3) .compound {
    white-space: nowrap;
  }

  & h3 {
    margin-top: ${({ theme }) => theme.space[8]};
    font-size: ${({ theme }) => theme.fontSizes.xl};
    line-height: ${({ theme }) => theme.lineHeights.snug};
    scroll-margin-top: ${({ theme }) => theme.space[24]};
  }

  & h2 + *,
  & h3 + * {
    margin-top: ${({ theme }) => theme.space[3]};
  }

  & ul,
  & ol {
    padding-left: ${({ theme }) => theme.space[6]};
  }

  & li + li {
    margin-top: ${({ theme }) => theme.space[2]};
  }

  & a {
    color: ${({ theme }) => theme.colors.primary[700]};
    text-decoration: underline;
  }

  & .md-table {
    overflow-x: auto;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
  }

  & table {
    width: 100%;
    border-collapse: collapse;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  & th,
  & td {
    padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
  }

  & .align-right {
    text-align: right;
    white-space: nowrap;
  }

  & thead th {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  & tbody tr:last-child td {
    border-bottom: 0;
  }
`;
