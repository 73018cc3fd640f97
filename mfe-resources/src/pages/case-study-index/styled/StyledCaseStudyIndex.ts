import { styled } from 'styled-components';

export const StyledFilterBar = styled.div`
  margin-bottom: ${({ theme }) => theme.space[10]};
`;

/** The featured story: copy beside its four headline results from lg. */
export const StyledFeatured = styled.article`
  position: relative;
  display: grid;
  gap: ${({ theme }) => theme.space[8]};
  margin-bottom: ${({ theme }) => theme.space[12]};
  padding: ${({ theme }) => theme.space[6]};
  border: ${({ theme }) => theme.sizes.border} solid var(--ds-border);
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.primary[50]};
  box-shadow: ${({ theme }) => theme.shadows.sm};

  ${({ theme }) => theme.mq.md} {
    padding: ${({ theme }) => theme.space[10]};
  }

  ${({ theme }) => theme.mq.lg} {
    grid-template-columns: 1fr 1fr;
    align-items: center;
  }
`;

/** The story's industry cover over its four headline results. */
export const StyledFeaturedAside = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;

  & > img {
    border-radius: ${({ theme }) => theme.radii.md};
    box-shadow: ${({ theme }) => theme.shadows.sm};
  }
`;

export const StyledFeaturedCopy = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[4]};
`;

export const StyledQuote = styled.blockquote`
  margin: 0;
  padding-left: ${({ theme }) => theme.space[4]};
  border-left: ${({ theme }) => theme.sizes.borderThick} solid ${({ theme }) => theme.colors.accent[400]};
  color: var(--ds-text);
  font-style: italic;
  line-height: ${({ theme }) => theme.lineHeights.normal};

  & > footer {
    margin-top: ${({ theme }) => theme.space[2]};
    color: var(--ds-muted);
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-style: normal;
  }
`;

/** Four headline results: a 2 × 2 grid of percentages. */
export const StyledResults = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;

  & > div {
    display: flex;
    flex-direction: column-reverse;
    gap: ${({ theme }) => theme.space[2]};
    padding: ${({ theme }) => theme.space[4]};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.white};
    box-shadow: ${({ theme }) => theme.shadows.xs};
  }

  & dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
    font-weight: ${({ theme }) => theme.fontWeights.extrabold};
    line-height: ${({ theme }) => theme.lineHeights.tight};
    color: ${({ theme }) => theme.colors.primary[700]};
  }

  & dt {
    color: var(--ds-muted);
    font-size: ${({ theme }) => theme.fontSizes.sm};
    line-height: ${({ theme }) => theme.lineHeights.snug};
  }
`;
