import { styled } from 'styled-components';
import { tableFrameStyles } from './tableStyles';

/** Long-form HTML rendered from Markdown at build time: headings, lists, quotes and tables. */
export const StyledProse = styled.div`
  min-width: 0;
  color: var(--ds-text);
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.relaxed};

  & > * + * {
    margin-top: ${({ theme }) => theme.space[4]};
  }

  & h2 {
    margin-top: ${({ theme }) => theme.space[10]};
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    line-height: ${({ theme }) => theme.lineHeights.snug};
    color: var(--ds-heading);
    scroll-margin-top: ${({ theme }) => theme.sizes.scrollMarginTop};
  }

  /* Hyphenated compounds in a heading stay on one line (scripts/vite/markdown.ts). */
  & :is(h2, h3) .compound {
    white-space: nowrap;
  }

  & h3 {
    margin-top: ${({ theme }) => theme.space[8]};
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: var(--ds-heading);
    scroll-margin-top: ${({ theme }) => theme.sizes.scrollMarginTop};
  }

  & ul,
  & ol {
    padding-left: ${({ theme }) => theme.space[6]};
  }

  & li + li {
    margin-top: ${({ theme }) => theme.space[2]};
  }

  & ul > li {
    list-style: disc;
  }

  & ol > li {
    list-style: decimal;
  }

  & strong {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: var(--ds-heading);
  }

  & blockquote {
    padding: ${({ theme }) => `${theme.space[4]} ${theme.space[5]}`};
    border-left: ${({ theme }) => theme.space[1]} solid ${({ theme }) => theme.colors.accent[400]};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.accent[50]};
    color: var(--ds-heading);
  }

  & a {
    color: ${({ theme }) => theme.colors.primary[700]};
    text-decoration: underline;
  }

  & .md-table {
    ${tableFrameStyles}
  }
`;
