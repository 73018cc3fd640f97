import { styled } from 'styled-components';

export const StyledAreaLoading = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.sectionSpace.lg} 0;
`;
