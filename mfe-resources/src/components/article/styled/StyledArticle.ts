import { styled } from 'styled-components';

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

/** An unknown article's hero copy: title, line and the way back, one under the other. */
export const StyledNotFoundCopy = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[4]};
`;
