import { styled } from 'styled-components';

/** Header beside content from lg (5 : 7), its header at the top of the viewport while the list scrolls. */
export const StyledSplitSection = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);

  ${({ theme }) => theme.mq.lg} {
    grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);
    gap: ${({ theme }) => theme.space[16]};
    align-items: start;

    & > header {
      position: sticky;
      top: ${({ theme }) => theme.sizes.scrollMarginTop};
      margin-bottom: 0;
    }
  }
`;
