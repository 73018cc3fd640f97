import { styled } from 'styled-components';

export const StyledRemoteLoading = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.sectionSpace.lg} 0;
`;

export const StyledRemoteFallback = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space[4]};
  max-width: 40rem;
  > svg {
    color: ${({ theme }) => theme.colors.warning};
  }
  > div {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space[3]};
  }
`;
