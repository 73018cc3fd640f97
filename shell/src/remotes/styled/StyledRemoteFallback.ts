import { styled } from 'styled-components';

export const StyledRemoteLoading = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.sectionSpace.lg} 0;
`;
