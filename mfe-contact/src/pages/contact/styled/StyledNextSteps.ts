import { styled } from 'styled-components';

export const StyledStepsHeader = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  align-items: center;
  max-width: ${({ theme }) => theme.sizes.measure};
  margin: 0 auto ${({ theme }) => theme.space[12]};
  text-align: center;
`;
