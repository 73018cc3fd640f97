import { styled } from 'styled-components';

export const StyledLegalHeader = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[10]};
  padding-bottom: ${({ theme }) => theme.space[8]};
  border-bottom: ${({ theme }) => theme.sizes.border} solid var(--ds-border);
`;

export const StyledLegalTitle = styled.h1`
  color: var(--ds-heading);
  font-size: ${({ theme }) => theme.fontSizes['4xl']};
  font-weight: ${({ theme }) => theme.fontWeights.extrabold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  letter-spacing: ${({ theme }) => theme.letterSpacings.tight};
`;

export const StyledLegalMeta = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  color: var(--ds-brand);
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};

  & > svg {
    flex-shrink: 0;
  }
`;

/** Contents beside the text from lg (sticky), above it on phones. */
export const StyledLegalLayout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[10]};

  ${({ theme }) => theme.mq.lg} {
    grid-template-columns: minmax(0, 18rem) minmax(0, 1fr);
    align-items: start;
    gap: ${({ theme }) => theme.space[16]};
  }
`;

export const StyledToc = styled.nav`
  padding: ${({ theme }) => theme.space[6]};
  border: ${({ theme }) => theme.sizes.border} solid var(--ds-border);
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceMuted};

  & ol {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[1]};
    margin: 0;
    padding-left: ${({ theme }) => theme.space[5]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  & li::marker {
    color: var(--ds-muted);
  }

  & a {
    display: inline-block;
    padding-block: ${({ theme }) => theme.space[1]};
    color: var(--ds-text);
    text-decoration: none;
  }

  & a:hover {
    color: var(--ds-brand);
    text-decoration: underline;
  }

  ${({ theme }) => theme.mq.lg} {
    position: sticky;
    top: ${({ theme }) => theme.sizes.scrollMarginTop};
  }
`;

export const StyledTocTitle = styled.h2`
  margin-bottom: ${({ theme }) => theme.space[3]};
  color: var(--ds-heading);
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: ${({ theme }) => theme.letterSpacings.wide};
  text-transform: uppercase;
`;

export const StyledLegalArticle = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
  max-width: ${({ theme }) => theme.sizes.measure};
  min-width: 0;
  color: var(--ds-text);
  line-height: ${({ theme }) => theme.lineHeights.relaxed};
`;

export const StyledLegalSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  padding-top: ${({ theme }) => theme.space[6]};

  & > h2 {
    color: var(--ds-heading);
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    line-height: ${({ theme }) => theme.lineHeights.snug};
  }

  & > h2 > span {
    color: var(--ds-brand);
  }
`;
