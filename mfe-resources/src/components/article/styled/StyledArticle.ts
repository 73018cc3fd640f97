import { styled } from 'styled-components';

export const StyledArticleHeader = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  max-width: 52rem;
`;

export const StyledBackRow = styled.div`
  display: flex;
`;

export const StyledFacts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[5]}`};
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  & > li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[1.5]};
  }
`;

export const StyledArticleGrid = styled.div<{ $withSidebar: boolean }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[10]};

  ${({ theme }) => theme.mq.lg} {
    grid-template-columns: ${({ $withSidebar }) => ($withSidebar ? 'minmax(0, 1fr) 20rem' : 'minmax(0, 48rem)')};
    justify-content: center;
  }
`;

export const StyledMain = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[8]};
  min-width: 0;
`;

export const StyledSidebar = styled.aside`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};

  ${({ theme }) => theme.mq.lg} {
    position: sticky;
    top: ${({ theme }) => theme.space[24]};
    align-self: start;
  }
`;

export const StyledTagList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** Reserves room while a body loads after a client-side navigation. */
export const StyledBodyPlaceholder = styled.div`
  min-height: 60vh;
`;

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
