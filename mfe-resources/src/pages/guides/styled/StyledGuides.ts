import { styled } from 'styled-components';

export const StyledFilterBar = styled.div`
  margin-bottom: ${({ theme }) => theme.space[8]};
`;

/** The sample chapter: an excerpt set like a page of the guide. */
export const StyledChapter = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[6]};
  border: ${({ theme }) => theme.sizes.border} solid var(--ds-border);
  border-top: ${({ theme }) => theme.space[1]} solid ${({ theme }) => theme.colors.primary[600]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.white};
  box-shadow: ${({ theme }) => theme.shadows.md};
  line-height: ${({ theme }) => theme.lineHeights.relaxed};

  ${({ theme }) => theme.mq.md} {
    padding: ${({ theme }) => theme.space[10]};
  }
`;
